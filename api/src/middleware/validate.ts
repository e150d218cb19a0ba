import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { UnsupportedMediaTypeError, ValidationError } from '../errors';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };

/** Field-keyed messages straight from zod issues; the top-level message is the first of them. */
export function toValidationError(error: z.ZodError): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  return new ValidationError(first?.message ?? 'Invalid input', errors);
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error);
  return result.data;
}

/**
 * Validates the parts of the request it is given and puts the parsed values on ctx.state.
 * A body schema also requires a JSON content type: anything else is 415, not a guess.
 */
export function validate(schemas: Schemas) {
  const middleware = async (ctx: Context, next: Next) => {
    if (schemas.body) {
      if (!ctx.is('application/json')) {
        throw new UnsupportedMediaTypeError('Send the request body as application/json.');
      }
      ctx.state.body = parseOrThrow(schemas.body, ctx.request.body ?? {});
    }
    if (schemas.query) ctx.state.query = parseOrThrow(schemas.query, ctx.query);
    if (schemas.params) ctx.state.params = parseOrThrow(schemas.params, ctx.params);
    await next();
  };
  // The fuzz suite reads each route's schemas from its middleware (testing/routes.ts).
  return Object.assign(middleware, { schemas });
}
