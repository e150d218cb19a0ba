import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fuseHardSwish } from './hard-swish';
import { largestGap, modelAssets, outputsBeforeAndAfter } from './test-models';

// Real models: a few seconds to load both copies, longer on a busy machine.
describe('fuseHardSwish', { timeout: 300_000 }, () => {
  it.each([
    ['ch_PP-OCRv4_rec_infer.onnx', [1, 3, 48, 160], 28],
    ['ch_ppocr_mobile_v2.0_cls_infer.onnx', [1, 3, 48, 192], 18],
  ] as const)('rewrites %s without changing what it computes', async (file, dims, count) => {
    const original = new Uint8Array(await readFile(path.join(modelAssets, file)));
    const { model, fused } = fuseHardSwish(original);
    expect(fused).toBe(count);
    const [before, after] = await outputsBeforeAndAfter(original, model, dims);
    expect(after.length).toBe(before.length);
    expect(largestGap(before, after)).toBeLessThan(1e-4);
    // Done once, nothing is left to rewrite: the very same bytes come back.
    const again = fuseHardSwish(model);
    expect(again.fused).toBe(0);
    expect(again.model).toBe(model);
  });

  it('leaves a model without hard-swish as it was', () => {
    // A model with only a producer name (field 2) and no graph.
    const model = Uint8Array.from([0x12, 0x03, 0x61, 0x62, 0x63]);
    const result = fuseHardSwish(model);
    expect(result.fused).toBe(0);
    expect(result.model).toBe(model);
  });
});
