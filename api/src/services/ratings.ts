import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { RateBeer } from '@common/schemas/ratings';
import type { Db } from '../db/client';
import { beers, userBeerRatings } from '../db/schema';
import { NotFoundError } from '../errors';
import type { UserRow } from './accounts';
import { communityRatings } from './ratings-summary';

export async function requireBeer(db: Db, beerId: string) {
  const [beer] = await db.select().from(beers).where(eq(beers.id, beerId));
  if (!beer) throw new NotFoundError('No beer with that id.', 'beer_not_found');
  return beer;
}

/**
 * One rating per user and beer: a second rating updates the first (the unique index makes this
 * hold under concurrent requests too). Returns whether a new rating was created.
 */
export async function rateBeer(db: Db, beerId: string, input: RateBeer, user: UserRow) {
  await requireBeer(db, beerId);
  const review = input.review ? input.review : null;
  const [row] = await db
    .insert(userBeerRatings)
    .values({ userId: user.id, beerId, rating: input.rating, review })
    .onConflictDoUpdate({
      target: [userBeerRatings.userId, userBeerRatings.beerId],
      set: { rating: input.rating, review, updatedAt: sql`now()` },
    })
    .returning({
      id: userBeerRatings.id,
      created: sql<boolean>`(xmax = 0)`,
    });
  return { id: row!.id, created: Boolean(row!.created) };
}

/** Our community's average and count for a beer, and the caller's own rating. */
export async function beerRatingSummary(db: Db, beerId: string, user: UserRow) {
  await requireBeer(db, beerId);
  const [summary] = await db
    .select({ average: avg(userBeerRatings.rating), total: count() })
    .from(userBeerRatings)
    .where(eq(userBeerRatings.beerId, beerId));
  const [own] = await db
    .select({ rating: userBeerRatings.rating, review: userBeerRatings.review })
    .from(userBeerRatings)
    .where(and(eq(userBeerRatings.beerId, beerId), eq(userBeerRatings.userId, user.id)));
  return {
    averageRating: summary?.average ? Math.round(Number(summary.average) * 100) / 100 : 0,
    totalRatings: summary?.total ?? 0,
    userRating: own ? { rating: Number(own.rating), review: own.review } : null,
  };
}

export async function listUserRatings(db: Db, user: UserRow) {
  const rows = await db
    .select({ rating: userBeerRatings, beer: beers })
    .from(userBeerRatings)
    .innerJoin(beers, eq(beers.id, userBeerRatings.beerId))
    .where(eq(userBeerRatings.userId, user.id))
    .orderBy(desc(userBeerRatings.createdAt));
  const community = await communityRatings(
    db,
    rows.map((r) => r.beer.id),
  );
  return { rows, community };
}
