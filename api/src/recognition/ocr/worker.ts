// Runs one PaddleOcrEngine in a worker thread (started through worker-entry.mjs). ONNX Runtime's
// run() blocks the calling thread, so reads happen here, one at a time, off the server's loop.
import { parentPort, workerData } from 'node:worker_threads';
import { modelLoads } from './models';
import { PaddleOcrEngine, type PaddleOptions } from './paddle';
import type { Lend } from './recognition-pool';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
const post = (reply: WorkerReply) => port.postMessage(reply);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

// Crops offered to the pool: the pool hands them to an idle peer, or answers null at once.
const lent = new Map<number, (results: unknown[] | null) => void>();
let nextLend = 1;
const lend: Lend = (kind, inputs) =>
  new Promise((resolve) => {
    const lendId = nextLend++;
    lent.set(lendId, resolve);
    // Copied, not transferred: if no peer reads them, this thread still can.
    post({ type: 'lend', lendId, kind, inputs });
  });

let reads = 0;
let peerCrops = 0;
const engine = PaddleOcrEngine.create((workerData as { options: PaddleOptions }).options, lend);
engine.then(
  () => post({ type: 'ready' }),
  (err) => post({ type: 'failed', error: message(err) }),
);

// A chain, so requests are served in arrival order and never interleave inside the engine.
let queue: Promise<void> = Promise.resolve();
port.on('message', (req: WorkerRequest) => {
  // The answer to a lend arrives while a read waits for it: never queued behind that read.
  if (req.type === 'lent') {
    lent.get(req.lendId)?.(req.results);
    lent.delete(req.lendId);
    return;
  }
  queue = queue.then(async () => {
    try {
      if (req.type === 'stats') {
        post({ type: 'stats', id: req.id, stats: { modelLoads, reads, peerCrops } });
      } else if (req.type === 'crops') {
        const results = await (await engine).runCrops(req.kind, req.inputs);
        peerCrops += req.inputs.length;
        post({ type: 'crops', id: req.id, results });
      } else {
        const result = await (await engine).read(Buffer.from(req.image));
        reads++;
        post({ type: 'result', id: req.id, result });
      }
    } catch (err) {
      post({ type: 'error', id: req.id, error: message(err) });
    }
  });
});
