import { WidgetError } from './api';

/** The recogniser reads at most this many pixels on the longest side, so send no more. */
const MAX_SIDE = 2048;

/**
 * Decodes the photo in the browser (EXIF orientation applied) and re-encodes it as a JPEG no
 * larger than the server reads: a phone's 12 MP photo becomes a few hundred KB to upload.
 */
export async function downscale(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw notPhoto();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw notPhoto();
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
  if (!blob) throw notPhoto();
  return blob;
}

const notPhoto = () =>
  new WidgetError(
    'That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.',
    'unsupported_image',
  );
