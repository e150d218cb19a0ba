import { avg, count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userBeerRatings } from '../db/schema';

export type CommunityRating = { average: number | null; count: number };

/** Our users' average rating and count for each beer, in one query. */
export async function communityRatings(
  db: Db,
  beerIds: string[],
): Promise<Map<string, CommunityRating>> {
  if (!beerIds.length) return new Map();
  const rows = await db
    .select({ beerId: userBeerRatings.beerId, average: avg(userBeerRatings.rating), n: count() })
    .from(userBeerRatings)
    .where(inArray(userBeerRatings.beerId, beerIds))
    .groupBy(userBeerRatings.beerId);
  return new Map(
    rows.map((r) => [
      r.beerId,
      { average: r.average === null ? null : Number(r.average), count: r.n },
    ]),
  );
}
