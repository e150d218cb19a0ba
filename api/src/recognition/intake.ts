import sharp, { type Metadata } from 'sharp';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import type { Box } from './ocr/types';

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;
/** The recogniser reads at most this many pixels on the longest side. */
const WORKING_SIZE = 2048;
/** Memory Lane keeps one small picture per scan (decisions.md 5). */
const THUMBNAIL_SIZE = 480;
const READABLE = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);

/** A box found on the working image, in the original photo's pixels. */
export const scaleBox = (box: Box, scale: number): Box =>
  box.map((v) => Math.round(v * scale)) as Box;

export type IntakeImage = {
  /** Oriented, metadata-free JPEG at most WORKING_SIZE px: what the recogniser reads. */
  working: Buffer;
  /** The photo's size as the person took it (after EXIF orientation). */
  width: number;
  height: number;
  /** Multiply working-image pixels by this to get the original photo's pixels. */
  scale: number;
  /** ≤ 480 px JPEG with every bit of metadata (GPS included) dropped. */
  thumbnail: Buffer;
};

/**
 * Checks a photo by its content (not its name), refuses decode bombs before decoding, applies
 * EXIF orientation and drops all metadata. The original is never written anywhere.
 */
export async function intakeImage(buffer: Buffer): Promise<IntakeImage> {
  if (buffer.length > MAX_IMAGE_BYTES) {
    throw new PayloadTooLargeError(
      'That photo is over 15 MB. Please send a smaller one.',
      'image_too_large',
    );
  }
  let meta: Metadata;
  try {
    // Only the header is read here: no pixel limit, or a 20000×20000 bomb fails as "not a photo"
    // (sharp's default limit) instead of getting the megapixel message below.
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    meta = {} as Metadata;
  }
  if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height) {
    throw new UnsupportedMediaTypeError(
      'That file is not a photo we can read. Please send a JPEG, PNG or WebP image.',
      'unsupported_image',
    );
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new PayloadTooLargeError(
      'That photo has over 50 megapixels. Please send a smaller one.',
      'image_too_many_pixels',
    );
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  try {
    const working = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({
        width: WORKING_SIZE,
        height: WORKING_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(working.data)
      .resize({
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 72 })
      .toBuffer();
    return { working: working.data, width, height, scale: width / working.info.width, thumbnail };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // HEIC from iPhones needs a codec this server does not have; anything else is broken data.
    const heic =
      meta.format === 'heif' ? ' HEIC photos are not supported: please send a JPEG.' : '';
    throw new UnsupportedMediaTypeError(
      `That photo could not be decoded.${heic}`,
      'unsupported_image',
    );
  }
}
