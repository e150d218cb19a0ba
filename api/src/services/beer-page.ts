import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beers, userBeerRatings } from '../db/schema';
import { rateBeers } from './beer-rows';
import { requireBeer } from './ratings';
import { similarBeers } from './similar-beers';

export const RECENT_REVIEWS = 5;
export const SIMILAR_BEERS = 6;

/** Everything a public beer page shows; 404 beer_not_found for an unknown id. */
export async function getBeerPage(db: Db, beerId: string) {
  const beer = await requireBeer(db, beerId);
  const [[rated], reviews, similar] = await Promise.all([
    rateBeers(db, [beer]),
    db
      .select({
        rating: userBeerRatings.rating,
        review: userBeerRatings.review,
        updatedAt: userBeerRatings.updatedAt,
      })
      .from(userBeerRatings)
      .where(
        and(
          eq(userBeerRatings.beerId, beerId),
          isNotNull(userBeerRatings.review),
          ne(userBeerRatings.review, ''),
        ),
      )
      .orderBy(desc(userBeerRatings.updatedAt))
      .limit(RECENT_REVIEWS),
    similarBeers(db, beer, SIMILAR_BEERS),
  ]);
  return { ...rated!, reviews, similar };
}

/** The verified beers a sitemap lists, with when each last changed. */
export function listPublicBeers(db: Db) {
  return db
    .select({ id: beers.id, updatedAt: beers.updatedAt })
    .from(beers)
    .where(eq(beers.status, 'verified'))
    .orderBy(beers.name);
}
