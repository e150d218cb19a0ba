import { Worker } from 'node:worker_threads';
import type { OcrModels } from './models';
import { runClassifier, runRecogniser, type CropInput, type Reading } from './recognize';
import type { HelperReply, HelperRequest } from './recognition-worker';

export type CropKind = 'rec' | 'cls';

/**
 * Another pool worker's recogniser, lent while that worker is idle: resolves to the results,
 * or to null when no worker is free (or the one lent to failed), and this thread reads them.
 */
export type Lend = (kind: CropKind, inputs: CropInput[]) => Promise<unknown[] | null>;

/** Fewer crops than this are not worth a round trip to another thread. */
const MIN_SHARED = 4;

/**
 * Runs recogniser/classifier crops on this thread and, if started, one helper thread; without a
 * helper, a pool worker may borrow an idle peer's recogniser instead (`lend`).
 */
export class RecognitionPool {
  private helper: Worker | null = null;
  private readonly pending = new Map<number, (reply: HelperReply) => void>();
  private nextId = 1;
  /** Recogniser runs in the last reads, for the benchmark. */
  runs = 0;

  constructor(
    private readonly models: OcrModels,
    private readonly lend?: Lend,
  ) {}

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

  /** Runs crops for another pool worker on this thread (that worker's `lend`). */
  async runHere(kind: CropKind, inputs: CropInput[]): Promise<unknown[]> {
    const results: unknown[] = [];
    for (const input of inputs) results.push(await this.runOne(kind, input));
    return results;
  }

  cls(inputs: CropInput[]): Promise<number[]> {
    return this.run('cls', inputs) as Promise<number[]>;
  }

  async close(): Promise<void> {
    const helper = this.helper;
    this.helper = null;
    if (helper) await helper.terminate();
  }

  private async run(kind: CropKind, inputs: CropInput[]): Promise<unknown[]> {
    const sharing = this.helper || (this.lend && inputs.length >= MIN_SHARED);
    const [mine, theirs] = sharing ? halves(inputs) : [inputs.map((_, i) => i), []];
    const results = new Array<unknown>(inputs.length);
    const runMine = async (indices: number[]) => {
      for (const i of indices) results[i] = await this.runOne(kind, inputs[i]!);
    };
    const theirInputs = theirs.map((i) => inputs[i]!);
    // Sent first: the other thread works while this one is blocked in its own runs. The helper
    // gets the crops themselves; a lend gets copies, so this thread can still read them if no
    // peer takes them.
    const remote = !theirs.length
      ? null
      : this.helper
        ? this.post(kind, theirInputs)
        : this.lend!(kind, theirInputs);
    await runMine(mine);
    if (remote) {
      const values = await remote;
      if (values) theirs.forEach((i, k) => (results[i] = values[k]));
      else await runMine(theirs);
    }
    return results;
  }

  private runOne(kind: CropKind, input: CropInput): Promise<unknown> {
    const { rec, cls, charset } = this.models;
    return kind === 'rec' ? runRecogniser(rec, charset, input) : runClassifier(cls, input);
  }

  private post(kind: CropKind, inputs: CropInput[]): Promise<unknown[]> {
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

/**
 * Crop indices split in two by cost (proportional to crop width), widest first, so both threads
 * finish together.
 */
function halves(inputs: CropInput[]): [number[], number[]] {
  const order = inputs.map((_, i) => i).sort((a, b) => inputs[b]!.width - inputs[a]!.width);
  const mine: number[] = [];
  const theirs: number[] = [];
  let load = 0;
  for (const i of order) {
    const cost = inputs[i]!.width;
    if (load > 0) {
      theirs.push(i);
      load -= cost;
    } else {
      mine.push(i);
      load += cost;
    }
  }
  return [mine, theirs];
}
