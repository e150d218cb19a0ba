import sharp from 'sharp';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { getSetting } from '../services/settings';
import { catalogueSnapshot } from './catalogue-snapshot';
import { lowerImageThreads } from './image-threads';
import { interpret } from './interpret';
import { createOcrEngine } from './ocr';
import type { Box, OcrEngine } from './ocr/types';
import { VISION } from './tuning';
import type { RecognizedBeer, Recognition, Recognizer } from './types';
import { askVisionModel, interpretVisionAnswer, type VisionSettings } from './vision';

export type { Recognizer, Recognition, RecognizedBeer, Box };

/** A local result this thin is worth a second opinion in `auto` mode. */
function isWeak(result: Omit<Recognition, 'recognizer'>): boolean {
  const sure = result.beers.filter((b) => b.confidence >= VISION.sureConfidence).length;
  return sure === 0 || result.unrecognised.length > result.beers.length;
}

/**
 * The recogniser. `local` (default): PaddleOCR in a worker thread reads the text, then grouping
 * and fuzzy catalogue matching name the beers, offline. `vision`: an OpenAI-compatible model,
 * falling back to local on any failure. `auto`: local first, the model only when local is weak.
 */
export async function createRecognizer(
  db: Db,
  options: { mode?: Config['recognizer']; vision?: Config['vision']; ocr?: OcrEngine } = {},
): Promise<Recognizer> {
  const mode = options.mode ?? 'local';
  const ocr = options.ocr ?? (await createOcrEngine({ inWorker: true }));
  const catalogue = catalogueSnapshot(db);

  async function visionSettings(): Promise<VisionSettings | undefined> {
    const v = options.vision;
    const apiKey = v?.apiKey ?? (await getSetting(db, 'openaiApiKey'));
    return v && apiKey
      ? { apiKey, baseUrl: v.baseUrl, model: v.model, timeoutMs: v.timeoutMs }
      : undefined;
  }

  async function viaVision(image: Buffer): Promise<Recognition | undefined> {
    const settings = await visionSettings();
    if (!settings) return undefined;
    try {
      const [answer, meta, index] = await Promise.all([
        askVisionModel(settings, image),
        sharp(image).metadata(),
        catalogue(),
      ]);
      const result = await interpretVisionAnswer(db, index, answer, {
        width: meta.width ?? 0,
        height: meta.height ?? 0,
      });
      return { ...result, recognizer: 'vision' };
    } catch (err) {
      console.warn(`Vision model failed, using the local recogniser: ${(err as Error).message}`);
      return undefined;
    }
  }

  async function viaLocal(image: Buffer): Promise<Recognition> {
    const [read, index] = await Promise.all([ocr.read(image), catalogue()]);
    // The read may have started image threads at normal priority: they yield as the OCR does.
    void lowerImageThreads();
    return { ...interpret(index, read.lines, read), recognizer: 'local' };
  }

  return {
    async recognize(image) {
      if (mode === 'vision') return (await viaVision(image)) ?? viaLocal(image);
      const local = await viaLocal(image);
      if (mode === 'auto' && isWeak(local)) return (await viaVision(image)) ?? local;
      return local;
    },
    close: () => ocr.close(),
  };
}
