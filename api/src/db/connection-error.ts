// Node's codes for "nothing answered at that address"; anything else (a wrong password, a
// missing database) is PostgreSQL's own message and is shown as it is.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

/** The connection failure's code, looking through wrappers (Drizzle's cause, AggregateError). */
function unreachableCode(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 5) return undefined;
  const e = err as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE.has(e.code)) return e.code;
  const inner = [e.cause, ...(Array.isArray(e.errors) ? (e.errors as unknown[]) : [])];
  for (const next of inner) {
    const code = unreachableCode(next, depth + 1);
    if (code) return code;
  }
  return undefined;
}

/**
 * One line for a PostgreSQL server that cannot be reached ("Cannot reach PostgreSQL at
 * db:5432 (ECONNREFUSED). Is the server running?"), or undefined for any other error.
 */
export function describeUnreachableDatabase(err: unknown, databaseUrl: string): string | undefined {
  const code = unreachableCode(err);
  if (!code) return undefined;
  const url = new URL(databaseUrl);
  return `Cannot reach PostgreSQL at ${url.hostname}:${url.port || '5432'} (${code}). Is the server running?`;
}
