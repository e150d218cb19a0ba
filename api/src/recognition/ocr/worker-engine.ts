import { Worker } from 'node:worker_threads';
import type { PaddleOptions } from './paddle';
import type { CropKind } from './recognition-pool';
import type { CropInput } from './recognize';
import type { OcrEngine, OcrResult } from './types';
import type { WorkerReply, WorkerRequest, WorkerStats } from './worker-protocol';

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
/** A worker's offer of crops for an idle peer; `answer(null)` hands them back. */
export type LendOffer = {
  kind: CropKind;
  inputs: CropInput[];
  answer: (results: unknown[] | null) => void;
};

/**
 * Proxy to one OCR worker thread: models load once there, requests queue there, and a read never
 * blocks this thread's event loop. A failed read rejects only itself; a crashed worker rejects
 * what was in flight and is restarted on the next read.
 */
export class WorkerOcrEngine implements OcrEngine {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Started, models loaded, not crashed: can take a peer's crops without a cold start. */
  private live = false;
  /** Set by the pool; without it every offer is handed back. */
  onLend: ((offer: LendOffer) => void) | null = null;

  private constructor(private readonly options: PaddleOptions) {}

  static async create(options: PaddleOptions = {}): Promise<WorkerOcrEngine> {
    const engine = new WorkerOcrEngine(options);
    await engine.start();
    return engine;
  }

  read(image: Buffer): Promise<OcrResult> {
    // One copy into a buffer of our own, which is then transferred: the caller's Buffer stays
    // usable (e.g. for a vision fallback), and a pooled Buffer's neighbours are never detached.
    const copy = new Uint8Array(image).buffer;
    return this.request<OcrResult>((id) => ({ type: 'read', id, image: copy }), [copy]);
  }

  get isLive(): boolean {
    return this.live && !this.closed;
  }

  /** Reads another worker's crops on this one; the crops are this thread's copies, so they move. */
  runCrops(kind: CropKind, inputs: CropInput[]): Promise<unknown[]> {
    return this.request<unknown[]>(
      (id) => ({ type: 'crops', id, kind, inputs }),
      inputs.map((input) => input.data.buffer as ArrayBuffer),
    );
  }

  /** Model loads and reads served by the current worker (for tests and health checks). */
  stats(): Promise<WorkerStats> {
    return this.request<WorkerStats>((id) => ({ type: 'stats', id }));
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.live = false;
    this.failAll(new Error('OCR engine closed'));
    if (worker) await worker.terminate();
  }

  private async request<T>(
    build: (id: number) => WorkerRequest,
    transfer: ArrayBuffer[] = [],
  ): Promise<T> {
    if (this.closed) throw new Error('OCR engine is closed');
    await this.start();
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // The reply to request `id` is the T its caller asked for (worker-protocol.ts pairs them).
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      worker.ref();
      worker.postMessage(build(id), transfer);
    });
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { entry: './worker.ts', options: this.options },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          this.live = true;
          if (this.pending.size === 0) worker.unref();
          return resolve();
        }
        if (reply.type === 'lend') {
          // Answered to this worker even if it has been replaced since: a new one ignores it.
          const answer = (results: unknown[] | null) =>
            worker.postMessage({
              type: 'lent',
              lendId: reply.lendId,
              results,
            } satisfies WorkerRequest);
          if (this.onLend) this.onLend({ kind: reply.kind, inputs: reply.inputs, answer });
          else answer(null);
          return;
        }
        if (reply.type === 'failed') {
          reject(new Error(`OCR worker: ${reply.error}`));
          return void worker.terminate();
        }
        const pending = this.pending.get(reply.id);
        if (!pending) return;
        this.pending.delete(reply.id);
        if (reply.type === 'error') pending.reject(new Error(reply.error));
        else if (reply.type === 'result') pending.resolve(reply.result);
        else if (reply.type === 'crops') pending.resolve(reply.results);
        else pending.resolve(reply.stats);
        // An idle worker must not keep the process alive.
        if (this.pending.size === 0) worker.unref();
      });
      const crashed = (err: Error) => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.ready = null;
        this.live = false;
        reject(err);
        this.failAll(err);
      };
      worker.on('error', crashed);
      worker.on('exit', (code) => crashed(new Error(`OCR worker exited with code ${code}`)));
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  private failAll(err: Error) {
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }
}
