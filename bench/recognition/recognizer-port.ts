import type { Db } from '@api/db/client';
import { createRecognizer } from '@api/recognition/recognizer';

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

/** The real offline recogniser, as the server makes it (RECOGNIZER=local). */
export const loadLocalRecognizer = (db: Db): Promise<Recognizer> =>
  createRecognizer(db, { mode: 'local' });
