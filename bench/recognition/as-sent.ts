import { scaleBox } from '@api/recognition/intake';
import { UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE } from '@common/domain/photo-size';
import sharp from 'sharp';
import type { Recognition } from './recognizer-port';

/**
 * The photo as the site sends it: downscaled on the phone to at most 2,048 px and encoded as a
 * JPEG at 0.9 (site/src/components/scan/prepare-photo.ts), sharp standing in for the browser's
 * canvas. The server never sees a 12 MP photo, so neither does the recogniser here. `scale`
 * takes the sent photo's pixels back to the scene's own.
 */
export async function asSent(photo: Buffer): Promise<{ image: Buffer; scale: number }> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize({
      width: UPLOAD_MAX_SIDE,
      height: UPLOAD_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: Math.round(UPLOAD_JPEG_QUALITY * 100) })
    .toBuffer({ resolveWithObject: true });
  const { width = info.width } = await sharp(photo).metadata();
  return { image: data, scale: width / info.width };
}

/** What was found on the sent photo, its boxes in the scene's own pixels. */
export function inScenePixels(rec: Recognition, scale: number): Recognition {
  const beers = (list: Recognition['beers']) =>
    list.map((b) => ({ ...b, boxes: b.boxes.map((box) => scaleBox(box, scale)) }));
  return {
    beers: beers(rec.beers),
    guesses: rec.guesses && beers(rec.guesses),
    unrecognised: rec.unrecognised.map((u) => ({ ...u, box: scaleBox(u.box, scale) })),
  };
}
