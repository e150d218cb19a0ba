// Spec section 9, My Ratings: star filter on the whole part, sorts, search, stats.

export const RATING_STAR_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type RatingStarFilter = (typeof RATING_STAR_FILTERS)[number];
export const RATING_SORTS = ['recent', 'rating', 'name'] as const;
export type RatingSort = (typeof RATING_SORTS)[number];

export type RatedEntry = {
  rating: number;
  createdAt: string;
  beer: { name: string; brewery: string };
};

/** "4 stars" holds 4.0 to 4.9: the whole part of the rating. */
export function matchesStars(entry: RatedEntry, stars: RatingStarFilter): boolean {
  return stars === 'all' || Math.floor(entry.rating) === Number(stars);
}

export function matchesRatingSearch(entry: RatedEntry, query: string): boolean {
  const q = query.trim().toLowerCase();
  return (
    !q || entry.beer.name.toLowerCase().includes(q) || entry.beer.brewery.toLowerCase().includes(q)
  );
}

export function compareRatings(sort: RatingSort) {
  return (a: RatedEntry, b: RatedEntry): number => {
    if (sort === 'rating') return b.rating - a.rating || a.beer.name.localeCompare(b.beer.name);
    if (sort === 'name')
      return a.beer.name.localeCompare(b.beer.name, 'en', { sensitivity: 'base' });
    return b.createdAt.localeCompare(a.createdAt);
  };
}

export function applyRatingsView<T extends RatedEntry>(
  entries: readonly T[],
  view: { stars: RatingStarFilter; sort: RatingSort; q: string },
): T[] {
  return entries
    .filter((e) => matchesStars(e, view.stars) && matchesRatingSearch(e, view.q))
    .sort(compareRatings(view.sort));
}

export type RatingsStats = {
  total: number;
  /** Over ratings from 1 to 5 only, to one decimal; null when there are none. */
  averageRating: number | null;
  fiveStar: number;
  reviews: number;
};

export function ratingsStats(
  entries: readonly (RatedEntry & { review?: string | null })[],
): RatingsStats {
  const valid = entries.map((e) => e.rating).filter((r) => r >= 1 && r <= 5);
  const average = valid.length ? valid.reduce((s, r) => s + r, 0) / valid.length : null;
  return {
    total: entries.length,
    averageRating: average === null ? null : Math.round(average * 10) / 10,
    fiveStar: entries.filter((e) => Math.floor(e.rating) === 5).length,
    reviews: entries.filter((e) => e.review && e.review.trim()).length,
  };
}
