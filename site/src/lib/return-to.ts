import type { Location } from 'react-router';

/** What /auth receives in `location.state` so it can send the person back afterwards. */
export type ReturnState = { from?: string };

export function hereAsReturnState(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return { from: `${location.pathname}${location.search}${location.hash}` } satisfies ReturnState;
}

/** The remembered page, if it is a safe in-site path (never another origin, never /auth again). */
export function returnPath(state: unknown, fallback = '/app'): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (from === '/auth' || from.startsWith('/auth?') || from.startsWith('/admin')) return fallback;
  return from;
}
