import type { Box } from './ocr/types';

export type { Box };

/** A catalogue beer found on the photo, with every place it stands. */
export type RecognizedBeer = {
  beerId: string;
  name: string;
  brewery: string;
  style: string | null;
  /** 0..1: how sure we are this is the beer (text match × reading confidence). */
  confidence: number;
  /** In the original photo's pixels, one per place it was found. */
  boxes: Box[];
  /** Other catalogue beers the same text could be, best first, for "not this beer?". */
  alternatives: string[];
  /** The label's text as read, kept as evidence when a person confirms or corrects the beer. */
  text?: string;
};

/** Text that reads like a label but matches no catalogue beer: shown honestly as "not recognised". */
export type UnrecognisedText = { text: string; box: Box };

export type Recognition = {
  /** Beers identified: sure enough to show as found. */
  beers: RecognizedBeer[];
  /**
   * Best guesses ("Is this …?"): a label the matcher could not be sure of, its likeliest beer
   * with up to two more candidates in `alternatives`. Never counted as found.
   */
  guesses: RecognizedBeer[];
  unrecognised: UnrecognisedText[];
  /** Which recogniser answered: 'local' or 'vision'. */
  recognizer: string;
};

export interface Recognizer {
  recognize(image: Buffer, type: 'shelf' | 'tap'): Promise<Recognition>;
  close(): Promise<void>;
}
