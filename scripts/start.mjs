// `npm start`: build what is not built, then run the server (TypeScript through tsx).
import { buildIfStale } from './build-if-stale.mjs';
import './register-tsx.mjs';

buildIfStale();
await import('../api/src/index.ts');
