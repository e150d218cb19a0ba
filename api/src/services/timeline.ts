import { and, asc, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults, beers } from '../db/schema';
import type { UserRow } from './accounts';
import { communityRatings } from './ratings-summary';

/** Scans older than the cursor's: by createdAt, then by id among scans made at the same time. */
function olderThan(before?: Date, beforeId?: string) {
  if (!before) return undefined;
  if (!beforeId) return lt(analyses.createdAt, before);
  return or(
    lt(analyses.createdAt, before),
    and(eq(analyses.createdAt, before), lt(analyses.id, beforeId)),
  );
}

/** The user's latest analyses with their beers, newest first, for Memory Lane and /scans. */
export async function listTimeline(
  db: Db,
  user: UserRow,
  options: { limit: number; before?: Date; beforeId?: string },
) {
  const rows = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      imageType: analyses.imageType,
      hasThumbnail: analyses.thumbnailExpiresAt,
    })
    .from(analyses)
    .where(and(eq(analyses.userId, user.id), olderThan(options.before, options.beforeId)))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(options.limit);
  const ids = rows.map((r) => r.id);
  const all = ids.length
    ? await db
        .select({
          analysisId: analysisBeerResults.analysisId,
          tier: analysisBeerResults.tier,
          beer: beers,
        })
        .from(analysisBeerResults)
        .innerJoin(beers, eq(beers.id, analysisBeerResults.beerId))
        .where(inArray(analysisBeerResults.analysisId, ids))
        .orderBy(asc(analysisBeerResults.position))
    : [];
  // Found beers only: a best guess is a question ("Is this …?"), never a find; it is counted.
  const results = all.filter((r) => r.tier === 'identified');
  const guesses = new Map<string, number>();
  for (const r of all)
    if (r.tier === 'guess') guesses.set(r.analysisId, (guesses.get(r.analysisId) ?? 0) + 1);
  const community = await communityRatings(db, [...new Set(results.map((r) => r.beer.id))]);
  return { rows, results, guesses, community };
}

/** Deletes one of the user's analyses; its thumbnail and results go with it. */
export async function deleteAnalysis(db: Db, user: UserRow, id: string): Promise<boolean> {
  const deleted = await db
    .delete(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, user.id)))
    .returning({ id: analyses.id });
  return deleted.length > 0;
}
