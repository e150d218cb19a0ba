import { UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE, fitWithin } from '@common/domain/photo-size';
import { WidgetError } from './api';

/**
 * Decodes the photo in the browser (EXIF orientation applied) and re-encodes it as a JPEG no
 * larger than the server reads, as the site's scanner does (the same size and quality, which the
 * recognition bench measures): a phone's 12 MP photo becomes a few hundred KB to upload.
 */
export async function downscale(file: Blob): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw notPhoto();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw notPhoto();
  }
  const size = fitWithin(bitmap.width, bitmap.height, UPLOAD_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) =>
    canvas.toBlob(done, 'image/jpeg', UPLOAD_JPEG_QUALITY),
  );
  if (!blob) throw notPhoto();
  return blob;
}

const notPhoto = () =>
  new WidgetError(
    'That file is not a photo we can read. Please choose a JPEG, PNG or WebP image.',
    'unsupported_image',
  );
