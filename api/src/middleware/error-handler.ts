import type { Context, Next } from 'koa';
import { AppError } from '../errors';
import { redactError } from '../lib/redact-error';

// Errors thrown by koa-body and Koa itself carry a status; give them the house's codes.
const HTTP_CODES: Record<number, [string, string]> = {
  400: ['bad_request', 'The request could not be read.'],
  413: ['payload_too_large', 'The request body is too large.'],
  415: ['unsupported_media_type', 'This content type is not accepted here.'],
};

/**
 * Shapes anything thrown below it into `{ code, message, errors? }` with the right status. An
 * unexpected error's body says nothing more in any mode (no stack, SQL or parameters), and its
 * log line is redacted: Drizzle errors carry the query's values (password hashes, tokens).
 */
export function errorHandler() {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = err.toBody();
        return;
      }
      const status = (err as { status?: number }).status ?? 500;
      const known = HTTP_CODES[status];
      if (known && status < 500) {
        const isJson = /json/i.test(String((err as Error).message));
        ctx.status = status;
        ctx.body =
          status === 400 && isJson
            ? { code: 'invalid_json', message: 'The request body is not valid JSON.' }
            : { code: known[0], message: known[1] };
        return;
      }
      console.error(`${ctx.method} ${ctx.path} failed: ${redactError(err)}`);
      ctx.status = 500;
      ctx.body = {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      };
    }
  };
}
