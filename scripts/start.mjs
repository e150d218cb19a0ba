// `npm start`: build what is not built, then run the server (TypeScript through tsx).
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
register();
await import('../api/src/index.ts');
