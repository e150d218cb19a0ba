import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults, beers } from '../db/schema';
import type { UserRow } from './accounts';
import { communityRatings } from './ratings-summary';

/** The user's latest analyses with their beers, newest first, for Memory Lane. */
export async function listTimeline(
  db: Db,
  user: UserRow,
  options: { limit: number; before?: Date },
) {
  const rows = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      imageType: analyses.imageType,
      hasThumbnail: analyses.thumbnailExpiresAt,
    })
    .from(analyses)
    .where(
      and(
        eq(analyses.userId, user.id),
        options.before ? lt(analyses.createdAt, options.before) : undefined,
      ),
    )
    .orderBy(desc(analyses.createdAt))
    .limit(options.limit);
  const ids = rows.map((r) => r.id);
  const results = ids.length
    ? await db
        .select({ analysisId: analysisBeerResults.analysisId, beer: beers })
        .from(analysisBeerResults)
        .innerJoin(beers, eq(beers.id, analysisBeerResults.beerId))
        .where(inArray(analysisBeerResults.analysisId, ids))
        .orderBy(asc(analysisBeerResults.position))
    : [];
  const community = await communityRatings(db, [...new Set(results.map((r) => r.beer.id))]);
  return { rows, results, community };
}

/** Deletes one of the user's analyses; its thumbnail and results go with it. */
export async function deleteAnalysis(db: Db, user: UserRow, id: string): Promise<boolean> {
  const deleted = await db
    .delete(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, user.id)))
    .returning({ id: analyses.id });
  return deleted.length > 0;
}
