// Worker threads do not inherit tsx's loader on Node 20, so register it here before loading
// the TypeScript module named in workerData.entry (worker.ts or recognition-worker.ts).
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// OCR fills every core it is given; requests must still be answered meanwhile. On Linux a nice
// value is per thread, and pid 0 means the calling thread: this lowers only this worker (and the
// onnxruntime threads it starts later, which inherit it), never the thread serving requests.
try {
  setPriority(0, 10);
} catch {
  // Not permitted or not supported here: OCR runs at normal priority.
}

register();
await import(new URL(workerData.entry, import.meta.url).href);
