import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults, beers } from '../db/schema';
import { AppError, NotFoundError } from '../errors';
import type { Recognizer } from '../recognition/types';
import type { UserRow } from './accounts';
import { communityRatings } from './ratings-summary';
import { runScan, type Allowance, type ScanInput } from './scan-pipeline';
import { reserveAnalysis, settleAnalysis, usagePeriodFor, type UsagePeriod } from './usage';

const THUMBNAIL_DAYS = 90;

/**
 * A scan from the site: held against the user's allowance, stored as an analysis with its
 * thumbnail and results and counted in one transaction. A failed scan is never counted.
 */
export async function createAnalysis(
  db: Db,
  recognizer: Recognizer,
  input: ScanInput,
  user: UserRow,
  now: Date,
): Promise<string> {
  const allowance: Allowance<UsagePeriod> = {
    reserve: async () => {
      const period = await reserveAnalysis(db, user, now);
      if (!period) throw limitReached(usagePeriodFor(user, now), now);
      return period;
    },
    release: (period) => settleAnalysis(db, user.id, period, false),
  };
  return runScan(recognizer, input, allowance, ({ image, found }, period) =>
    db.transaction(async (tx) => {
      const [analysis] = await tx
        .insert(analyses)
        .values({
          userId: user.id,
          imageType: input.type,
          thumbnail: image.thumbnail,
          thumbnailExpiresAt: new Date(now.getTime() + THUMBNAIL_DAYS * 86_400_000),
          imageWidth: image.width,
          imageHeight: image.height,
          recognizer: found.recognizer,
          unrecognised: found.unrecognised,
          createdAt: now,
        })
        .returning({ id: analyses.id });
      const results = [
        ...found.beers.map((b) => ({ b, tier: 'identified' as const })),
        ...found.guesses.map((b) => ({ b, tier: 'guess' as const })),
      ];
      if (results.length) {
        await tx.insert(analysisBeerResults).values(
          results.map(({ b, tier }, position) => ({
            analysisId: analysis!.id,
            beerId: b.beerId,
            confidence: b.confidence,
            boxes: b.boxes,
            alternatives: b.alternatives,
            position,
            tier,
            labelText: b.text ?? null,
          })),
        );
      }
      await settleAnalysis(tx as unknown as Db, user.id, period, true);
      return analysis!.id;
    }),
  );
}

/** 429 limit_reached, saying the limit and when the allowance comes back. */
function limitReached(period: UsagePeriod, now: Date): AppError {
  const day = period.end.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return new AppError(
    429,
    'limit_reached',
    `You've used all ${period.limit} scans for this period. Your usage resets on ${day}.`,
    undefined,
    {
      'Retry-After': String(Math.max(1, Math.ceil((period.end.getTime() - now.getTime()) / 1000))),
    },
    { limit: period.limit, resetsAt: period.end.toISOString() },
  );
}

export type StoredAnalysis = NonNullable<Awaited<ReturnType<typeof loadAnalysis>>>;

/** An analysis of this user's with its beers (catalogue rows, boxes, community ratings). */
export async function loadAnalysis(db: Db, id: string, user: UserRow) {
  const [analysis] = await db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, user.id)));
  if (!analysis) return undefined;
  const results = await db
    .select({ result: analysisBeerResults, beer: beers })
    .from(analysisBeerResults)
    .innerJoin(beers, eq(beers.id, analysisBeerResults.beerId))
    .where(eq(analysisBeerResults.analysisId, id))
    .orderBy(asc(analysisBeerResults.position));
  const alternativeIds = [...new Set(results.flatMap((r) => r.result.alternatives))];
  const alternatives = alternativeIds.length
    ? await db
        .select({ id: beers.id, name: beers.name, brewery: beers.brewery, style: beers.style })
        .from(beers)
        .where(inArray(beers.id, alternativeIds))
    : [];
  const community = await communityRatings(
    db,
    results.map((r) => r.beer.id),
  );
  return {
    analysis,
    results,
    alternatives: new Map(alternatives.map((a) => [a.id, a])),
    community,
  };
}

/**
 * One of this user's scans. Another account's scan is a 404 like a missing one (not a 403): an
 * id never tells whether someone else has such a scan (docs/security.md).
 */
export async function requireAnalysis(db: Db, id: string, user: UserRow): Promise<StoredAnalysis> {
  const found = await loadAnalysis(db, id, user);
  if (!found) throw new NotFoundError('No such analysis.', 'analysis_not_found');
  return found;
}
