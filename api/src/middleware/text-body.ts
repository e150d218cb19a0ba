import type { Context, Next } from 'koa';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';

/**
 * Reads a raw text body of the given type (the API's JSON parser leaves it alone) into
 * ctx.state.text, refusing anything larger than `limit` bytes as it arrives.
 */
export function textBody(type: 'text/csv', limit: number) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.is(type)) {
      throw new UnsupportedMediaTypeError(`Send the file as ${type}.`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        throw new PayloadTooLargeError(
          `The file is too large (at most ${Math.round(limit / 1_000_000)} MB).`,
        );
      }
      chunks.push(chunk);
    }
    (ctx.state as { text?: string }).text = Buffer.concat(chunks).toString('utf8');
    await next();
  };
}
