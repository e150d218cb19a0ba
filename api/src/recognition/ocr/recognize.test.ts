import ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from './image';
import { loadModels, releaseModels, type OcrModels } from './models';
import { ctcDecode, recognitionInput, type Reading } from './recognize';
import { renderText } from './test-images';
import type { Quad } from './types';

/** Greedy CTC as written in PaddleOCR: the argmax of every class at every step. */
function plainDecode(probs: Float32Array, steps: number, classes: number, charset: string[]) {
  let text = '';
  let sum = 0;
  let kept = 0;
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let c = 1; c < classes; c++)
      if (probs[t * classes + c]! > probs[t * classes + best]!) best = c;
    if (best !== 0 && best !== prev) {
      text += charset[best];
      sum += probs[t * classes + best]!;
      kept++;
    }
    prev = best;
  }
  return { text: text.trim(), confidence: kept ? sum / kept : 0 } satisfies Reading;
}

const LINES = ['Weißbier Dunkel 5,2%', 'CAFÉ NOIR · 330ml', 'Hopfenperle', '田 €3.50 №7', 'x'];

let models: OcrModels;
// Real models: loading them takes seconds, much longer on a busy machine.
beforeAll(async () => {
  models = await loadModels(1);
}, 120_000);
afterAll(() => releaseModels(models));

describe('CTC decoding', { timeout: 120_000 }, () => {
  it("reads the recogniser's real output exactly as an argmax over every class does", async () => {
    const image = await renderText(
      1000,
      LINES.length * 100,
      LINES.map((text, i) => ({ text, x: 40, y: 70 + i * 100, size: 56 })),
    );
    const img = await decode(image);
    const session = models.rec;
    for (let i = 0; i < LINES.length; i++) {
      const top = 10 + i * 100;
      const quad: Quad = [
        [30, top],
        [980, top],
        [980, top + 80],
        [30, top + 80],
      ];
      const input = recognitionInput(img, quad, 960);
      const out = await session.run({
        [session.inputNames[0]!]: new ort.Tensor('float32', input.data, [1, 3, 48, input.width]),
      });
      const probs = out[session.outputNames[0]!]!;
      const [, steps, classes] = probs.dims as [number, number, number];
      const data = probs.data as Float32Array;
      // The early stop rests on this: each step's probabilities sum to 1.
      for (let t = 0; t < steps; t++) {
        let total = 0;
        for (let c = 0; c < classes; c++) total += data[t * classes + c]!;
        expect(total).toBeCloseTo(1, 3);
      }
      expect(ctcDecode(data, steps, classes, models.charset)).toEqual(
        plainDecode(data, steps, classes, models.charset),
      );
    }
  });

  it('finds a step whose likeliest class is under one half, wherever it is in the charset', () => {
    const charset = ['', 'a', '田', 'b', ' '];
    // Step 0: "田" at 0.4 beats "a" at 0.35; step 1: a blank; step 2: "b" sure.
    const probs = Float32Array.from([
      ...[0.15, 0.35, 0.4, 0.1, 0],
      ...[0.9, 0.05, 0, 0.05, 0],
      ...[0.05, 0, 0, 0.95, 0],
    ]);
    const read = ctcDecode(probs, 3, 5, charset);
    expect(read.text).toBe('田b');
    expect(read.confidence).toBeCloseTo((0.4 + 0.95) / 2, 5);
  });
});
