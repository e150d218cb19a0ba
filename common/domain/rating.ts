/** decisions.md 6: a rating is our users' average or a named imported source's — never invented. */
export const COMMUNITY_SOURCE = 'BeerScout community';
export const NOT_YET_RATED = 'Not yet rated';
/** decisions.md 16: what a beer with neither rating says, beside a button to rate it. */
export const BE_THE_FIRST = 'Not yet rated — be the first';
/** decisions.md 16: fewer community ratings than this are not an average worth showing. */
export const COMMUNITY_MIN_RATINGS = 3;

export type HonestRating = {
  rating: number | null;
  ratingSource: string | null;
  ratingCount: number | null;
  /** Where the named source's rating can be read; null for the community and for no rating. */
  ratingUrl: string | null;
};

type CatalogueRating = {
  rating: number | null;
  ratingSource: string | null;
  ratingCount: number | null;
  ratingUrl?: string | null;
};

/**
 * The rating to show: our community's average once at least COMMUNITY_MIN_RATINGS people have
 * rated the beer, otherwise the rating imported with the catalogue from its named source,
 * otherwise none. The two are never blended: one is shown, with its own source and count.
 */
export function honestRating(
  catalogue: CatalogueRating,
  community: { average: number | null; count: number } = { average: null, count: 0 },
): HonestRating {
  if (community.count >= COMMUNITY_MIN_RATINGS && community.average !== null) {
    return {
      rating: Math.round(community.average * 100) / 100,
      ratingSource: COMMUNITY_SOURCE,
      ratingCount: community.count,
      ratingUrl: null,
    };
  }
  if (catalogue.rating !== null && catalogue.ratingSource) {
    return {
      rating: catalogue.rating,
      ratingSource: catalogue.ratingSource,
      ratingCount: catalogue.ratingCount,
      ratingUrl: catalogue.ratingUrl ?? null,
    };
  }
  return { rating: null, ratingSource: null, ratingCount: null, ratingUrl: null };
}

/**
 * The words beside the number: "1,234 ratings on Untappd", "3 ratings from the BeerScout
 * community", or just "on Untappd" when the source gave no count.
 */
export function ratingSourceText(r: { ratingSource: string; ratingCount: number | null }): string {
  const count = r.ratingCount
    ? `${r.ratingCount.toLocaleString('en-US')} ${r.ratingCount === 1 ? 'rating' : 'ratings'} `
    : '';
  return r.ratingSource === COMMUNITY_SOURCE
    ? `${count}from the ${COMMUNITY_SOURCE}`
    : `${count}on ${r.ratingSource}`;
}

/** "4.1 · 1,234 ratings on Untappd" (or "4.1 on Untappd" without a count): one line of text. */
export function ratingText(r: {
  rating: number;
  ratingSource: string;
  ratingCount: number | null;
}): string {
  return `${r.rating.toFixed(1)}${r.ratingCount ? ' · ' : ' '}${ratingSourceText(r)}`;
}

/** Results badge colour (spec section 9): 4.2 or more green, 3.5 or more yellow, lower red. */
export function ratingBadge(rating: number): 'green' | 'yellow' | 'red' {
  return rating >= 4.2 ? 'green' : rating >= 3.5 ? 'yellow' : 'red';
}

/** "Top rated" order: best rating first, unrated last. */
export function byRatingDesc(a: { rating: number | null }, b: { rating: number | null }): number {
  return (b.rating ?? -1) - (a.rating ?? -1);
}

/** True when nothing in the list has a rating to show: the results then say "Beers on this shelf". */
export const noneRated = (beers: readonly { rating: number | null }[]) =>
  beers.every((b) => b.rating === null);
