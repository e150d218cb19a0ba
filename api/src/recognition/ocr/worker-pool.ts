import type { PaddleOptions } from './paddle';
import type { OcrEngine, OcrResult } from './types';
import { WorkerOcrEngine } from './worker-engine';
import type { WorkerStats } from './worker-protocol';

/**
 * Several OCR worker threads behind one engine: a read goes to the worker with the fewest reads
 * in flight (the first such), so scans that arrive together are read side by side instead of
 * queueing behind one worker. Each worker loads its own models once.
 */
export class WorkerOcrPool implements OcrEngine {
  private readonly inFlight: number[];

  private constructor(private readonly workers: WorkerOcrEngine[]) {
    this.inFlight = workers.map(() => 0);
  }

  static async create(size: number, options: PaddleOptions = {}): Promise<WorkerOcrPool> {
    const workers = await Promise.all(
      Array.from({ length: Math.max(1, size) }, () => WorkerOcrEngine.create(options)),
    );
    return new WorkerOcrPool(workers);
  }

  get size(): number {
    return this.workers.length;
  }

  async read(image: Buffer): Promise<OcrResult> {
    const i = this.inFlight.indexOf(Math.min(...this.inFlight));
    this.inFlight[i]!++;
    try {
      return await this.workers[i]!.read(image);
    } finally {
      this.inFlight[i]!--;
    }
  }

  /** Each worker's model loads and reads, in pool order. */
  stats(): Promise<WorkerStats[]> {
    return Promise.all(this.workers.map((w) => w.stats()));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
