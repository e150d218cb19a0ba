import type { RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import { UnsupportedMediaTypeError, ValidationError } from '../errors';
import { findUnsafeInput, MAX_NESTING } from '../lib/unsafe-text';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };

/** What validate() leaves on ctx.state: each part as its schema parsed it. */
export type Validated<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/** Field-keyed messages straight from zod issues; the top-level message is the first of them. */
export function toValidationError(error: z.ZodError): ValidationError {
  // A Map, not `{}`: a field named `constructor` or `__proto__` must not find Object's own.
  const errors = new Map<string, string[]>();
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(',') : issue.path.join('.') || '_';
    errors.set(key, [...(errors.get(key) ?? []), issue.message]);
  }
  const first = error.issues[0];
  return new ValidationError(first?.message ?? 'Invalid input', Object.fromEntries(errors));
}

export const UNSAFE_TEXT_MESSAGE = 'Text may not contain control characters.';

export const TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_NESTING} levels).`;

function assertSafeText(value: unknown) {
  const unsafe = findUnsafeInput(value);
  if (!unsafe) return;
  const [message, code] =
    unsafe.reason === 'text'
      ? [UNSAFE_TEXT_MESSAGE, 'invalid_text']
      : [TOO_DEEP_MESSAGE, 'too_deeply_nested'];
  throw new ValidationError(message, { [unsafe.field]: [message] }, code);
}

/**
 * Parses with the schema, refusing NUL bytes and lone surrogates anywhere in the input and in
 * what the schema made of it (JSON carried in a query string). Every body, query, params and
 * upload field goes through here, so no such text reaches the database.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  assertSafeText(value);
  const result = schema.safeParse(value);
  if (!result.success) throw toValidationError(result.error);
  assertSafeText(result.data);
  return result.data;
}

/**
 * Validates the parts of the request it is given and puts the parsed values on ctx.state.
 * A body schema also requires a JSON content type: anything else is 415, not a guess.
 */
export function validate<S extends Schemas>(schemas: S) {
  const middleware: RouterMiddleware<Validated<S>> = async (ctx, next) => {
    // Written here untyped, read by the handler as Validated<S>.
    const state = ctx.state as Record<string, unknown>;
    if (schemas.body) {
      if (!ctx.is('application/json')) {
        throw new UnsupportedMediaTypeError('Send the request body as application/json.');
      }
      state.body = parseOrThrow(schemas.body, ctx.request.body ?? {});
    }
    if (schemas.query) state.query = parseOrThrow(schemas.query, ctx.query);
    if (schemas.params) state.params = parseOrThrow(schemas.params, ctx.params);
    await next();
  };
  // The fuzz suite reads each route's schemas from its middleware (testing/routes.ts).
  return Object.assign(middleware, { schemas });
}
