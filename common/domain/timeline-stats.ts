/** Memory Lane's figures (spec section 9). */
export const TIMELINE_COLLAPSED_BEERS = 5;
export const TIMELINE_POLL_MS = 10_000;
const WEEK_MS = 7 * 86_400_000;

type Session = { analysis: { createdAt: string }; totalFound: number; beers: unknown[] };

/** Sessions in the last 7 days, counting back from now. */
export function sessionsThisWeek(sessions: Session[], now: Date): number {
  const since = now.getTime() - WEEK_MS;
  return sessions.filter((s) => {
    const at = Date.parse(s.analysis.createdAt);
    return at > since && at <= now.getTime();
  }).length;
}

/** Average beers found per session, to one decimal; 0 with no sessions. */
export function discoveryRate(sessions: Session[]): number {
  if (!sessions.length) return 0;
  const beers = sessions.reduce((n, s) => n + Math.max(s.totalFound, s.beers.length), 0);
  return Math.round((beers / sessions.length) * 10) / 10;
}

/** The beers a collapsed card shows, and how many the "+N" stands for. */
export function collapsedBeers<T>(beers: T[], expanded: boolean) {
  if (expanded || beers.length <= TIMELINE_COLLAPSED_BEERS) return { shown: beers, more: 0 };
  return {
    shown: beers.slice(0, TIMELINE_COLLAPSED_BEERS),
    more: beers.length - TIMELINE_COLLAPSED_BEERS,
  };
}
