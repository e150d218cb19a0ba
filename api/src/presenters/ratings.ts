import type { UserRating } from '../../../common/schemas/ratings';
import type { listUserRatings } from '../services/ratings';
import { beerSummary } from '../services/beer-rows';

export function presentUserRatings(
  data: Awaited<ReturnType<typeof listUserRatings>>,
): UserRating[] {
  return data.rows.map(({ rating, beer }) => {
    const summary = beerSummary(beer, data.community.get(beer.id));
    return {
      id: rating.id,
      beerId: beer.id,
      rating: Number(rating.rating),
      review: rating.review,
      createdAt: rating.createdAt.toISOString(),
      updatedAt: rating.updatedAt.toISOString(),
      beer: {
        name: beer.name,
        brewery: beer.brewery,
        style: beer.style,
        imageUrl: beer.imageUrl,
        rating: summary.rating,
        ratingSource: summary.ratingSource,
        ratingCount: summary.ratingCount,
      },
    };
  });
}
