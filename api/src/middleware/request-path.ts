import type { Context, Next } from 'koa';
import { BadRequestError, ValidationError } from '../errors';
import { isUnsafeText } from '../lib/unsafe-text';
import { UNSAFE_TEXT_MESSAGE } from './validate';

/**
 * Refuses a path that does not decode (`/%E0%A4%A`) or decodes to a NUL byte, before the static
 * files, the crawlers' routes or the API's params try to decode it and throw a 500.
 */
export function requestPath() {
  return async (ctx: Context, next: Next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      throw new BadRequestError('That address is not valid: it has broken %-encoding.');
    }
    if (isUnsafeText(decoded)) {
      throw new ValidationError(UNSAFE_TEXT_MESSAGE, undefined, 'invalid_text');
    }
    await next();
  };
}
