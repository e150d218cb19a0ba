import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http';

export const ADMIN_API = '/api/admin';

/** The /api/admin routes follow the ra-data-simple-rest contract (Content-Range totals). */
export const dataProvider = simpleRestProvider(ADMIN_API, httpClient);
