/** decisions.md 6: a rating is our users' average or a named imported source's — never invented. */
export const COMMUNITY_SOURCE = 'BeerScout community';
export const NOT_YET_RATED = 'Not yet rated';

export type HonestRating = {
  rating: number | null;
  ratingSource: string | null;
  ratingCount: number | null;
};

/**
 * The rating to show: our community's average once someone has rated the beer, otherwise the
 * rating imported with the catalogue from its named source, otherwise none. No community
 * figures (a beer nobody has rated) is the same as a count of 0.
 */
export function honestRating(
  catalogue: { rating: number | null; ratingSource: string | null; ratingCount: number | null },
  community: { average: number | null; count: number } = { average: null, count: 0 },
): HonestRating {
  if (community.count > 0 && community.average !== null) {
    return {
      rating: Math.round(community.average * 100) / 100,
      ratingSource: COMMUNITY_SOURCE,
      ratingCount: community.count,
    };
  }
  if (catalogue.rating !== null && catalogue.ratingSource) {
    return {
      rating: catalogue.rating,
      ratingSource: catalogue.ratingSource,
      ratingCount: catalogue.ratingCount,
    };
  }
  return { rating: null, ratingSource: null, ratingCount: null };
}

/** Results badge colour (spec section 9): 4.2 or more green, 3.5 or more yellow, lower red. */
export function ratingBadge(rating: number): 'green' | 'yellow' | 'red' {
  return rating >= 4.2 ? 'green' : rating >= 3.5 ? 'yellow' : 'red';
}

/** "Top rated" order: best rating first, unrated last. */
export function byRatingDesc(a: { rating: number | null }, b: { rating: number | null }): number {
  return (b.rating ?? -1) - (a.rating ?? -1);
}
