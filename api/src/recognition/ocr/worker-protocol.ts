import type { CropKind } from './recognition-pool';
import type { CropInput } from './recognize';
import type { OcrResult } from './types';

/** Messages between WorkerOcrEngine and worker.ts. */
export type WorkerRequest =
  | { type: 'read'; id: number; image: ArrayBuffer }
  | { type: 'stats'; id: number }
  /** Run crops for another worker of the pool, which is busy reading. */
  | { type: 'crops'; id: number; kind: CropKind; inputs: CropInput[] }
  /** The answer to this worker's `lend`: the results, or null to read the crops itself. */
  | { type: 'lent'; lendId: number; results: unknown[] | null };

export type WorkerStats = {
  modelLoads: number;
  reads: number;
  /** Crops this worker read for busy peers. */
  peerCrops: number;
};

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; result: OcrResult }
  | { type: 'stats'; id: number; stats: WorkerStats }
  | { type: 'crops'; id: number; results: unknown[] }
  | { type: 'error'; id: number; error: string }
  /** This worker asks for an idle peer to read some of its crops. */
  | { type: 'lend'; lendId: number; kind: CropKind; inputs: CropInput[] };
