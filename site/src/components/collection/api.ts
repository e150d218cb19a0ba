import type { Category, CollectionItem } from '@common/schemas/collection';
import { apiRequest, getJson, postJson } from '../../api-client';

export const COLLECTION_KEY = ['collection'] as const;
export const CATEGORIES_KEY = ['collection', 'categories'] as const;

export const fetchCollection = () => getJson<CollectionItem[]>('/api/collection');
export const fetchCategories = () => getJson<Category[]>('/api/collection/categories');
export const saveBeer = (beerId: string) => postJson<CollectionItem>('/api/collection', { beerId });
export const createCategory = (body: { name: string; description?: string; color?: string }) =>
  postJson<Category>('/api/collection/categories', body);
export const assignCategory = (beerId: string, categoryId: string | null) =>
  apiRequest<CollectionItem>('PATCH', `/api/collection/${beerId}`, { categoryId });
