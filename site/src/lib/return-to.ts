import type { Location } from 'react-router';

/** What /auth receives in `location.state` so it can send the person back afterwards. */
export type ReturnState = { from?: string };

/** The page the person is on, as a path to come back to. */
export const herePath = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

export function hereAsReturnState(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return { from: herePath(location) } satisfies ReturnState;
}

/**
 * A link to /auth that comes back to `path` after signing in, also when it is followed before the
 * page's scripts run (a prerendered page on a slow phone): the browser then loads /auth afresh,
 * with no navigation state, so the path rides in the address as `?from=`.
 */
export const signInHref = (path: string) => `/auth?${new URLSearchParams({ from: path })}`;

/**
 * The remembered page (the navigation's state, else the address's `?from=`), if it is a safe
 * in-site path (never another origin, never /auth again).
 */
export function returnPath(
  location: Pick<Location, 'state' | 'search'>,
  fallback = '/app',
): string {
  const from = inSitePath(
    (location.state as ReturnState | null)?.from ??
      new URLSearchParams(location.search).get('from'),
  );
  if (!from) return fallback;
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/admin')) return fallback;
  return from;
}

const HERE = 'https://beerscout.invalid';

/**
 * The path as the browser would read it, or null when it would leave the site. Parsed, not
 * pattern-matched: `?from=` is anyone's to write, and a browser reads "/\\evil.example" or a
 * "/" followed by a tab and "/evil.example" as another host.
 */
function inSitePath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  const url = URL.canParse(from, HERE) ? new URL(from, HERE) : null;
  return url?.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}
