import { Writable } from 'node:stream';
import formidable, { errors as formidableErrors } from 'formidable';
import type { Next, ParameterizedContext } from 'koa';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { MAX_IMAGE_BYTES } from '../recognition/intake';

export type UploadedImage = { buffer: Buffer; fields: Record<string, string> };

const MAX_FIELDS = 10;

/** Formidable says 413 for every limit; each limit gets its own message here. */
function uploadError(err: unknown) {
  switch ((err as { code?: unknown }).code) {
    case formidableErrors.maxFilesExceeded:
      return new ValidationError(
        'Send one photo at a time.',
        { image: ['Send one photo at a time.'] },
        'too_many_files',
      );
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new ValidationError(
        'The upload has too many fields: send the photo and its type only.',
        undefined,
        'too_many_fields',
      );
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return new PayloadTooLargeError(
        'That photo is over 15 MB. Please send a smaller one.',
        'image_too_large',
      );
    default:
      return new ValidationError(
        'The upload could not be read. Please try again.',
        undefined,
        'invalid_upload',
      );
  }
}

/**
 * Reads a multipart form with one `image` file into memory: the photo never touches the disk
 * (decisions.md 5), and nothing is left in the temp folder. Puts it on ctx.state.upload.
 */
export function imageUpload() {
  return async (ctx: ParameterizedContext<{ upload: UploadedImage }>, next: Next) => {
    if (!ctx.is('multipart/form-data')) {
      throw new UnsupportedMediaTypeError(
        'Send the photo as multipart/form-data with an "image" field.',
      );
    }
    const chunks = new Map<string, Buffer[]>();
    const form = formidable({
      maxFiles: 1,
      maxFileSize: MAX_IMAGE_BYTES,
      maxFields: MAX_FIELDS,
      maxFieldsSize: 10 * 1024,
      allowEmptyFiles: false,
      fileWriteStreamHandler: (file) => {
        const parts: Buffer[] = [];
        chunks.set((file as unknown as { newFilename: string }).newFilename, parts);
        return new Writable({
          write(chunk: Buffer, _encoding, done) {
            parts.push(chunk);
            done();
          },
        });
      },
    });
    let fields: formidable.Fields;
    let files: formidable.Files;
    try {
      [fields, files] = await form.parse(ctx.req);
    } catch (err) {
      throw uploadError(err);
    }
    const file = files.image?.[0];
    if (!file) {
      throw new ValidationError(
        'Choose a photo to analyse.',
        { image: ['Choose a photo to analyse.'] },
        'image_required',
      );
    }
    ctx.state.upload = {
      buffer: Buffer.concat(chunks.get(file.newFilename) ?? []),
      fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0] ?? ''])),
    } satisfies UploadedImage;
    await next();
  };
}
