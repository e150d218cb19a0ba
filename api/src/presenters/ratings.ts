import { COMMUNITY_SOURCE, honestRating } from '@common/domain/rating';
import type { BeerRatingSummary, UserRating } from '@common/schemas/ratings';
import type { beerRatingSummary, listUserRatings } from '../services/ratings';
import { presentBeer } from './beers';

export function presentUserRatings(
  data: Awaited<ReturnType<typeof listUserRatings>>,
): UserRating[] {
  return data.rows.map(({ rating, beer }) => {
    const {
      id: _id,
      abv: _abv,
      ...summary
    } = presentBeer(beer, honestRating(beer, data.community.get(beer.id)));
    return {
      id: rating.id,
      beerId: beer.id,
      rating: Number(rating.rating),
      review: rating.review,
      createdAt: rating.createdAt.toISOString(),
      updatedAt: rating.updatedAt.toISOString(),
      beer: summary,
    };
  });
}

/** A beer's community rating and the user's own; the source is always our community's. */
export function presentBeerRatingSummary(
  summary: Awaited<ReturnType<typeof beerRatingSummary>>,
): BeerRatingSummary {
  return { ...summary, source: COMMUNITY_SOURCE };
}
