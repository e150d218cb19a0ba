import { UPLOAD_JPEG_QUALITY, UPLOAD_MAX_SIDE, fitWithin } from '@common/domain/photo-size';

export class PhotoError extends Error {}

const HEIC = /\.(heic|heif)$/i;

/**
 * Downscales a chosen photo in the browser (longest side ≤ 2048 px, JPEG) so a 12 MP phone photo
 * travels as a few hundred KB. createImageBitmap applies EXIF orientation; a browser that cannot
 * decode the file (HEIC outside Safari) gets a clear message instead of a failed upload.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  const heic = /image\/hei[cf]/i.test(file.type) || HEIC.test(file.name);
  if (file.type && !file.type.startsWith('image/') && !heic) {
    throw new PhotoError('Please choose an image file (JPEG, PNG or WebP).');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError(
      heic
        ? 'This browser cannot open HEIC photos. Take the photo with the camera button here, or set your iPhone camera to "Most Compatible" (JPEG) and try again.'
        : 'That file could not be read as a photo. Please choose a JPEG, PNG or WebP image.',
    );
  }
  const size = fitWithin(bitmap.width, bitmap.height, UPLOAD_MAX_SIDE);
  // A small JPEG already within bounds travels as it is: re-encoding would only lose quality.
  if (size.scale === 1 && file.type === 'image/jpeg' && file.size < 1_500_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoError('That photo could not be prepared. Please try again.');
  ctx.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', UPLOAD_JPEG_QUALITY),
  );
  if (!blob) throw new PhotoError('That photo could not be prepared. Please try again.');
  return blob;
}
