import type { ErrorBody } from '@common/errors';

export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer from the API, carrying the `{ code, message, errors? }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;

  constructor(status: number, code: string, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function isFieldErrors(value: unknown): value is FieldErrors {
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).every(
    (v) => Array.isArray(v) && v.every((m) => typeof m === 'string'),
  );
}

// Prefer the server's own message; fall back to spec section 8's "{status}: {body text}".
async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: Partial<ErrorBody> | undefined;
  try {
    body = text ? (JSON.parse(text) as Partial<ErrorBody>) : undefined;
  } catch {
    body = undefined;
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `${res.status}: ${text || res.statusText}`;
  const code = typeof body?.code === 'string' ? body.code : `http_${res.status}`;
  return new ApiError(res.status, code, message, isFieldErrors(body?.errors) ? body.errors : {});
}

/** Calls the API with the session cookie; resolves the parsed JSON (undefined for 204). */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'include', headers, body: payload });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'Could not reach BeerScout. Check your connection and try again.',
    );
  }
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type GetOptions = { on401?: 'null' | 'throw' };

/** GET a JSON resource; with `on401: 'null'` a 401 means "nobody signed in" rather than an error. */
export function getJson<T>(path: string, options: { on401: 'null' }): Promise<T | null>;
export function getJson<T>(path: string, options?: { on401?: 'throw' }): Promise<T>;
export async function getJson<T>(path: string, options: GetOptions = {}): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (err) {
    if (options.on401 === 'null' && err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function postJson<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>('POST', path, body);
}
