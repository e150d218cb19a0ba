import { pgErrorOf } from '../errors';

// Drizzle puts the bound values after "params:" in its message (a bcrypt hash on sign-up, a
// token on sign-in); everything from there on stays out of the log.
const PARAMS = /\n?params:[\s\S]*$/;
const SECRET = /\$2[aby]?\$\d{2}\$[./A-Za-z0-9]{53}|eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

const clean = (text: string) => text.replace(PARAMS, '').replace(SECRET, '[redacted]');

/**
 * What may be logged about an unexpected error: its name, message (without bound parameters,
 * hashes or tokens), the PostgreSQL code and the stack frames, for it and each `cause`.
 * Never the error object itself: drivers hang the query's values on it.
 */
export function redactError(err: unknown): string {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = err; e !== undefined && e !== null && !seen.has(e);) {
    seen.add(e);
    if (!(e instanceof Error)) {
      lines.push(`${lines.length ? 'caused by ' : ''}non-error thrown: ${typeof e}`);
      break;
    }
    const pg = pgErrorOf(e);
    const ownCode = (e as { code?: unknown }).code === pg?.code ? ` [pg ${pg?.code}]` : '';
    const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
    // DrizzleQueryError keeps the name "Error": its class says more.
    const name = e.name === 'Error' ? e.constructor.name : e.name;
    lines.push(`${lines.length ? 'caused by ' : ''}${name}: ${clean(e.message)}${ownCode}`);
    lines.push(...frames.slice(0, 8));
    e = e.cause;
  }
  return lines.join('\n');
}
