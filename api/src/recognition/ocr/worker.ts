// Runs one PaddleOcrEngine in a worker thread (started through worker-entry.mjs). ONNX Runtime's
// run() blocks the calling thread, so reads happen here, one at a time, off the server's loop.
import { parentPort, workerData } from 'node:worker_threads';
import { modelLoads } from './models';
import { PaddleOcrEngine, type PaddleOptions } from './paddle';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
const post = (reply: WorkerReply) => port.postMessage(reply);
const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

let reads = 0;
const engine = PaddleOcrEngine.create((workerData as { options: PaddleOptions }).options);
engine.then(
  () => post({ type: 'ready' }),
  (err) => post({ type: 'failed', error: message(err) }),
);

// A chain, so requests are served in arrival order and never interleave inside the engine.
let queue: Promise<void> = Promise.resolve();
port.on('message', (req: WorkerRequest) => {
  queue = queue.then(async () => {
    try {
      if (req.type === 'stats') {
        post({ type: 'stats', id: req.id, stats: { modelLoads, reads } });
        return;
      }
      const result = await (await engine).read(Buffer.from(req.image));
      reads++;
      post({ type: 'result', id: req.id, result });
    } catch (err) {
      post({ type: 'error', id: req.id, error: message(err) });
    }
  });
});
