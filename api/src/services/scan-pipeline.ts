import type { ImageType } from '@common/plans';
import { AppError } from '../errors';
import { intakeImage, scaleBox, type IntakeImage } from '../recognition/intake';
import type { Recognition, Recognizer } from '../recognition/types';

/** A place in someone's allowance of scans, held while one scan runs. */
export type Allowance<Hold> = {
  /** Holds one scan, or throws the error that says the allowance is used up. */
  reserve(): Promise<Hold>;
  /** Gives the held scan back: the scan failed and must not count. */
  release(hold: Hold): Promise<void>;
};

/** For scans that count against nothing (a widget's pk_test_ key). */
export const UNCOUNTED: Allowance<void> = { reserve: async () => {}, release: async () => {} };

export type ScanInput = { image: Buffer; type: ImageType };

/** A read photo: its intake (sizes, thumbnail) and what was found, boxes in the photo's pixels. */
export type Scan = { image: IntakeImage; found: Recognition };

/**
 * Every scan, from the site or a retailer's widget: reserve a place in the allowance, take the
 * photo in, recognise it, store what the caller keeps, and count it. `store` settles the hold
 * (with what it stores, all or nothing); if anything before or in it throws, the hold is given
 * back, so a failed scan is never counted.
 */
export async function runScan<Hold, Out>(
  recognizer: Recognizer,
  input: ScanInput,
  allowance: Allowance<Hold>,
  store: (scan: Scan, hold: Hold) => Promise<Out>,
): Promise<Out> {
  const hold = await allowance.reserve();
  let stored = false;
  try {
    const image = await intakeImage(input.image);
    const found = await recognizer.recognize(image.working, input.type).catch((err: unknown) => {
      console.error(err);
      throw new AppError(503, 'analysis_failed', 'Analysis failed. Please try again.');
    });
    const out = await store({ image, found: inPhotoPixels(found, image.scale) }, hold);
    stored = true;
    return out;
  } finally {
    if (!stored) await allowance.release(hold);
  }
}

/** The recogniser reads the working image; people look at their own photo. */
export function inPhotoPixels(found: Recognition, scale: number): Recognition {
  const scaled = (b: Recognition['beers'][number]) => ({
    ...b,
    boxes: b.boxes.map((box) => scaleBox(box, scale)),
  });
  return {
    ...found,
    beers: found.beers.map(scaled),
    guesses: found.guesses.map(scaled),
    unrecognised: found.unrecognised.map((u) => ({ text: u.text, box: scaleBox(u.box, scale) })),
  };
}
