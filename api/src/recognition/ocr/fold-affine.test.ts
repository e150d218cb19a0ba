import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldAffine } from './fold-affine';
import { fuseHardSwish } from './hard-swish';
import { largestGap, modelAssets, outputsBeforeAndAfter } from './test-models';

// Real models: a few seconds to load both copies, longer on a busy machine.
describe('foldAffine', { timeout: 300_000 }, () => {
  it.each([
    ['ch_PP-OCRv4_rec_infer.onnx', [1, 3, 48, 160], 40],
    ['ch_PP-OCRv4_det_infer.onnx', [1, 3, 96, 128], 38],
  ] as const)(
    'folds the scales and shifts of %s into its convolutions without changing what it computes',
    async (file, dims, count) => {
      const original = fuseHardSwish(await readFile(path.join(modelAssets, file))).model;
      const { model, folded } = foldAffine(original);
      expect(folded).toBe(count);
      // A different input from the hard-swish test's: any input must give the same output.
      const [before, after] = await outputsBeforeAndAfter(original, model, dims, 11);
      expect(after.length).toBe(before.length);
      // Folding a shift into a padded convolution would change the border: 0.44 on this input.
      expect(largestGap(before, after)).toBeLessThan(1e-4);
      // Done once, nothing is left to fold: the very same bytes come back.
      const again = foldAffine(model);
      expect(again.folded).toBe(0);
      expect(again.model).toBe(model);
    },
  );

  it('leaves a model without learnable affine blocks as it was', async () => {
    const original = await readFile(path.join(modelAssets, 'ch_ppocr_mobile_v2.0_cls_infer.onnx'));
    const result = foldAffine(original);
    expect(result.folded).toBe(0);
    expect(result.model).toBe(original);
  });
});
