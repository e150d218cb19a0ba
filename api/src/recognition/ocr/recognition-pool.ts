import { Worker } from 'node:worker_threads';
import type { OcrModels } from './models';
import { runClassifier, runRecogniser, type CropInput, type Reading } from './recognize';
import type { HelperReply, HelperRequest } from './recognition-worker';

type Kind = 'rec' | 'cls';

/** Runs recogniser/classifier crops on this thread and, if started, one helper thread. */
export class RecognitionPool {
  private helper: Worker | null = null;
  private readonly pending = new Map<number, (reply: HelperReply) => void>();
  private nextId = 1;
  /** Recogniser runs in the last reads, for the benchmark. */
  runs = 0;

  constructor(private readonly models: OcrModels) {}

  /** Starts the helper thread and waits until its models are loaded. */
  async startHelper(): Promise<void> {
    const helper = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { entry: './recognition-worker.ts' },
    });
    await new Promise<void>((resolve, reject) => {
      helper.on('message', (reply: HelperReply) => {
        if ('ready' in reply) return resolve();
        if ('failed' in reply) return reject(new Error(`OCR helper: ${reply.failed}`));
        this.pending.get(reply.id)?.(reply);
        this.pending.delete(reply.id);
      });
      helper.on('error', (err) => {
        reject(err);
        this.failHelper(err);
      });
    });
    helper.unref();
    this.helper = helper;
  }

  rec(inputs: CropInput[]): Promise<Reading[]> {
    this.runs += inputs.length;
    return this.run('rec', inputs) as Promise<Reading[]>;
  }

  cls(inputs: CropInput[]): Promise<number[]> {
    return this.run('cls', inputs) as Promise<number[]>;
  }

  async close(): Promise<void> {
    const helper = this.helper;
    this.helper = null;
    if (helper) await helper.terminate();
  }

  private async run(kind: Kind, inputs: CropInput[]): Promise<unknown[]> {
    const results = new Array<unknown>(inputs.length);
    // Cost is proportional to crop width: hand the helper about half of the columns, widest
    // first, so both threads finish together.
    const order = inputs.map((_, i) => i).sort((a, b) => inputs[b]!.width - inputs[a]!.width);
    const mine: number[] = [];
    const theirs: number[] = [];
    let load = 0;
    for (const i of order) {
      const cost = inputs[i]!.width;
      if (this.helper && load > 0) {
        theirs.push(i);
        load -= cost;
      } else {
        mine.push(i);
        load += cost;
      }
    }
    // Post first: the helper works while this thread is blocked in its own runs.
    const remote = theirs.length
      ? this.post(
          kind,
          theirs.map((i) => inputs[i]!),
        )
      : null;
    const { rec, cls, charset } = this.models;
    for (const i of mine) {
      const input = inputs[i]!;
      results[i] =
        kind === 'rec' ? await runRecogniser(rec, charset, input) : await runClassifier(cls, input);
    }
    if (remote) {
      const values = await remote;
      theirs.forEach((i, k) => (results[i] = values[k]));
    }
    return results;
  }

  private post(kind: Kind, inputs: CropInput[]): Promise<unknown[]> {
    const helper = this.helper!;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (reply) => {
        if ('error' in reply) reject(new Error(reply.error));
        else if ('results' in reply) resolve(reply.results);
      });
      helper.ref();
      const request: HelperRequest = { id, kind, inputs };
      // The crops were made for this request only, so they move rather than copy.
      helper.postMessage(
        request,
        inputs.map((input) => input.data.buffer as ArrayBuffer),
      );
    }).finally(() => {
      if (this.pending.size === 0) helper.unref();
    }) as Promise<unknown[]>;
  }

  /** A crashed helper fails what it held; later reads run on this thread alone. */
  private failHelper(err: Error) {
    this.helper = null;
    for (const settle of this.pending.values()) settle({ id: 0, error: err.message });
    this.pending.clear();
  }
}
