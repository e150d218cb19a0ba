/**
 * The query key of "Best for you on this shelf" (followed by the scan's beer ids). Rating or
 * saving a beer changes the ranking, so those invalidate it.
 */
export const BEST_FOR_YOU_KEY = ['best-for-you'] as const;
