import type { OcrResult } from './types';

/** Messages between WorkerOcrEngine and worker.ts. */
export type WorkerRequest =
  { type: 'read'; id: number; image: ArrayBuffer } | { type: 'stats'; id: number };

export type WorkerStats = { modelLoads: number; reads: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result: OcrResult }
  | { type: 'stats'; id: number; stats: WorkerStats }
  | { type: 'error'; id: number; error: string };
