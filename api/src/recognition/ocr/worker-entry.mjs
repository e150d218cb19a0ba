// Worker threads do not inherit tsx's loader on Node 20, so register it here before loading
// the TypeScript module named in workerData.entry (worker.ts or recognition-worker.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(new URL(workerData.entry, import.meta.url).href);
