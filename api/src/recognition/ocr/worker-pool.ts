import type { PaddleOptions } from './paddle';
import type { OcrEngine, OcrResult } from './types';
import { WorkerOcrEngine, type LendOffer } from './worker-engine';
import type { WorkerStats } from './worker-protocol';

/**
 * Several OCR worker threads behind one engine: a read goes to the worker with the fewest reads
 * in flight (the first such), so scans that arrive together are read side by side instead of
 * queueing behind one worker. Each worker loads its own models once.
 *
 * A worker busy reading many text regions offers half of each batch of crops to the pool; an
 * idle worker reads them, so one scan alone uses every core. When none is idle, or the one lent
 * to fails, the offer is handed back and the busy worker reads those crops itself.
 */
export class WorkerOcrPool implements OcrEngine {
  private readonly inFlight: number[];
  /** Batches of crops each worker is reading for a peer. */
  private readonly lending: number[];

  private constructor(private readonly workers: WorkerOcrEngine[]) {
    this.inFlight = workers.map(() => 0);
    this.lending = workers.map(() => 0);
    workers.forEach((worker, i) => (worker.onLend = (offer) => this.lend(i, offer)));
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
    // Fewest reads in flight; of those, one not reading a peer's crops.
    const busy = (i: number) => this.inFlight[i]! * 2 + Math.min(1, this.lending[i]!);
    const i = this.workers.reduce((best, _, k) => (busy(k) < busy(best) ? k : best), 0);
    this.inFlight[i]!++;
    try {
      return await this.workers[i]!.read(image);
    } finally {
      this.inFlight[i]!--;
    }
  }

  private lend(from: number, offer: LendOffer) {
    const peer = this.workers.findIndex(
      (w, k) => k !== from && w.isLive && this.inFlight[k] === 0 && this.lending[k] === 0,
    );
    if (peer < 0) return offer.answer(null);
    this.lending[peer]!++;
    this.workers[peer]!.runCrops(offer.kind, offer.inputs)
      .then(
        (results) => offer.answer(results),
        () => offer.answer(null),
      )
      .finally(() => this.lending[peer]!--);
  }

  /** Each worker's model loads and reads, in pool order. */
  stats(): Promise<WorkerStats[]> {
    return Promise.all(this.workers.map((w) => w.stats()));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
