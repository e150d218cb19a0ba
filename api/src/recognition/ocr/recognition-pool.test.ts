import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode } from './image';
import { loadModels, releaseModels, type OcrModels } from './models';
import { RecognitionPool, type Lend } from './recognition-pool';
import { recognitionInput, type CropInput, type Reading } from './recognize';
import { renderText } from './test-images';
import type { Quad } from './types';

const WORDS = ['HOPRIVER', 'Pale Ale', 'FALKENHOF', 'Dunkel', 'MOONRISE', 'Lager'];

let models: OcrModels;
let crops: () => CropInput[];
// Real models: loading them takes seconds, much longer on a busy machine.
beforeAll(async () => {
  models = await loadModels(1);
  const image = await renderText(
    900,
    WORDS.length * 100,
    WORDS.map((text, i) => ({ text, x: 40, y: 70 + i * 100, size: 56 })),
  );
  const img = await decode(image);
  // One crop round each word's line, as the detector would give.
  const quads = WORDS.map((_, i): Quad => {
    const top = 15 + i * 100;
    return [
      [30, top],
      [620, top],
      [620, top + 72],
      [30, top + 72],
    ];
  });
  crops = () => quads.map((q) => recognitionInput(img, q, 960));
}, 300_000);
afterAll(() => releaseModels(models));

const texts = (readings: Reading[]) => readings.map((r) => r.text);

describe('RecognitionPool lending crops to an idle peer', { timeout: 300_000 }, () => {
  it('reads every crop in its place, whether a peer takes half or hands them back', async () => {
    const alone = await new RecognitionPool(models).rec(crops());
    expect(texts(alone)).toEqual(WORDS);

    // A peer with its own pool reads the crops it is lent.
    const peer = new RecognitionPool(models);
    const offered: number[] = [];
    const lendToPeer: Lend = async (kind, inputs) => {
      offered.push(inputs.length);
      return peer.runHere(kind, inputs);
    };
    const lent = await new RecognitionPool(models, lendToPeer).rec(crops());
    expect(lent).toEqual(alone);
    expect(offered).toEqual([3]);

    // No peer free: the crops come back and this thread reads them all.
    const declined = await new RecognitionPool(models, async () => null).rec(crops());
    expect(declined).toEqual(alone);
  });

  it('does not lend a batch too small to be worth a round trip', async () => {
    let asked = 0;
    const pool = new RecognitionPool(models, async () => {
      asked++;
      return null;
    });
    const readings = await pool.rec(crops().slice(0, 2));
    expect(texts(readings)).toEqual(WORDS.slice(0, 2));
    expect(asked).toBe(0);
  });
});
