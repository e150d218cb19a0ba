import type { ErrorBody } from '@common/errors';

/** An error with an HTTP status, a stable snake_case code and a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: ErrorBody['errors'],
    readonly headers: Record<string, string> = {},
    /** Extra facts a client can act on (a limit, a reset date), beside code and message. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody & Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.details,
    };
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors?: ErrorBody['errors'], code = 'validation_failed') {
    super(400, code, message, errors);
  }
}
export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code = 'unauthorized') {
    super(401, code, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.', code = 'forbidden') {
    super(403, code, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(404, code, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict', errors?: ErrorBody['errors']) {
    super(409, code, message, errors);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request body is too large.', code = 'payload_too_large') {
    super(413, code, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, code = 'unsupported_media_type') {
    super(415, code, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code = 'rate_limited') {
    super(429, code, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** The PostgreSQL error under a driver or Drizzle wrapper, if there is one. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: (e as { constraint?: string }).constraint };
    }
  }
  return undefined;
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string, code = 'service_unavailable') {
    super(503, code, message);
  }
}
