import type { Db } from '@api/db/client';
import { intakeImage } from '@api/recognition/intake';
import { createRecognizer } from '@api/recognition/recognizer';
import { inPhotoPixels } from '@api/services/scan-pipeline';
import { cachingOcrEngine } from './ocr-cache';

// The part of the recogniser's answer the harness scores (api/src/recognition/types.ts has
// more); narrow so the fake recogniser and the self-check need not fill the rest.
export type Box = [number, number, number, number];
export type RecognizedBeer = {
  beerId: string;
  name: string;
  brewery: string;
  confidence: number;
  boxes: Box[];
};
export type Recognition = {
  beers: RecognizedBeer[];
  unrecognised: { text: string; box: Box }[];
  /** Best guesses ("Is this …?"): never counted as identified; absent before the tiers exist. */
  guesses?: RecognizedBeer[];
};
export interface Recognizer {
  recognize(image: Buffer, type: 'shelf' | 'tap'): Promise<Recognition>;
  close(): Promise<void>;
}

/**
 * The real offline recogniser, as the server makes it (RECOGNIZER=local) and feeds it: each photo
 * goes through the server's intake first (oriented, at most 2,048 px, JPEG), and the boxes found
 * come back in the photo's own pixels. The intake's time is in each scan's, as in the server's.
 * With `ocrCache`, what the OCR read of each photo is kept there and reused (ocr-cache.ts).
 */
export async function loadLocalRecognizer(
  db: Db,
  options: { ocrCache?: string } = {},
): Promise<Recognizer> {
  const ocr = options.ocrCache ? await cachingOcrEngine(options.ocrCache) : undefined;
  const recognizer = await createRecognizer(db, { mode: 'local', ocr });
  return {
    async recognize(photo, type) {
      const image = await intakeImage(photo);
      return inPhotoPixels(await recognizer.recognize(image.working, type), image.scale);
    },
    close: () => recognizer.close(),
  };
}
