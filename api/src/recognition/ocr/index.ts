import { availableParallelism } from 'node:os';
import { PaddleOcrEngine } from './paddle';
import type { OcrEngine, OcrEngineOptions } from './types';
import { WorkerOcrPool } from './worker-pool';

export type * from './types';

/** Worker threads by default: one per core, at most 4 (each holds its own models). */
export const defaultOcrWorkers = () => Math.min(4, availableParallelism());

/**
 * The local OCR engine; by default a pool of worker threads, so reads never block the event loop
 * and scans that arrive together do not wait for one another.
 */
export async function createOcrEngine(options: OcrEngineOptions = {}): Promise<OcrEngine> {
  const { inWorker = true, workers = defaultOcrWorkers(), ...rest } = options;
  if (!inWorker) return PaddleOcrEngine.create(rest);
  // One thread per worker once there are several: the pool already fills the cores, and a
  // helper thread per worker would hold another copy of the recogniser (measured: 2 workers
  // without helpers peaked at 1,009 MB over 8 reads, 1 worker with its helper at 771 MB).
  return WorkerOcrPool.create(workers, workers > 1 ? { ...rest, recognitionThreads: 1 } : rest);
}
