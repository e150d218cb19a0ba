// Helper thread holding a second recogniser and classifier: ONNX Runtime's run() blocks its
// thread and intra-op threads barely help these small models, so crops are shared between the
// engine's thread and this one to use a second core.
import { parentPort } from 'node:worker_threads';
import { loadModels } from './models';
import { RecognitionPool, type CropKind } from './recognition-pool';
import type { CropInput } from './recognize';

export type HelperRequest = { id: number; kind: CropKind; inputs: CropInput[] };
export type HelperReply =
  | { id: number; results: unknown[] }
  | { id: number; error: string }
  | { ready: true }
  | { failed: string };

const port = parentPort;
if (!port) throw new Error('recognition-worker.ts must run in a worker thread');
const models = loadModels(1, { detector: false });
// This thread's own crops only: it never shares them further.
const pool = models.then((m) => new RecognitionPool(m));
models.then(
  () => port.postMessage({ ready: true } satisfies HelperReply),
  (err) => port.postMessage({ failed: String(err) } satisfies HelperReply),
);

let queue: Promise<void> = Promise.resolve();
port.on('message', (req: HelperRequest) => {
  queue = queue.then(async () => {
    try {
      const results = await (await pool).runHere(req.kind, req.inputs);
      port.postMessage({ id: req.id, results } satisfies HelperReply);
    } catch (err) {
      port.postMessage({ id: req.id, error: String(err) } satisfies HelperReply);
    }
  });
});
