import { PaddleOcrEngine } from './paddle';
import type { OcrEngine, OcrEngineOptions } from './types';
import { WorkerOcrEngine } from './worker-engine';

export type * from './types';

/** The local OCR engine; by default in a worker thread so reads never block the event loop. */
export async function createOcrEngine(options: OcrEngineOptions = {}): Promise<OcrEngine> {
  const { inWorker = true, ...rest } = options;
  return inWorker ? WorkerOcrEngine.create(rest) : PaddleOcrEngine.create(rest);
}
