import { and, asc, count, eq } from 'drizzle-orm';
import { toCsv } from '@common/domain/csv';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults, beers, collectionCategories } from '../db/schema';
import type { UserRow } from './accounts';
import { listCollection } from './collection';
import { listUserRatings } from './ratings';

/** Everything the user keeps with us, for GET /api/user/export (decisions: export for everyone). */
export async function exportUserData(db: Db, user: UserRow, now: Date) {
  const collection = await listCollection(db, user);
  const categories = await db
    .select()
    .from(collectionCategories)
    .where(eq(collectionCategories.userId, user.id));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const ratings = await listUserRatings(db, user);
  const scans = await db
    .select({
      id: analyses.id,
      createdAt: analyses.createdAt,
      imageType: analyses.imageType,
      found: count(analysisBeerResults.id),
    })
    .from(analyses)
    // The beers found: best guesses the user never confirmed are the recogniser's questions.
    .leftJoin(
      analysisBeerResults,
      and(
        eq(analysisBeerResults.analysisId, analyses.id),
        eq(analysisBeerResults.tier, 'identified'),
      ),
    )
    .where(eq(analyses.userId, user.id))
    .groupBy(analyses.id)
    .orderBy(asc(analyses.createdAt));
  const found = await db
    .select({
      analysisId: analysisBeerResults.analysisId,
      name: beers.name,
      brewery: beers.brewery,
    })
    .from(analysisBeerResults)
    .innerJoin(analyses, eq(analyses.id, analysisBeerResults.analysisId))
    .innerJoin(beers, eq(beers.id, analysisBeerResults.beerId))
    .where(and(eq(analyses.userId, user.id), eq(analysisBeerResults.tier, 'identified')))
    .orderBy(asc(analysisBeerResults.position));
  return {
    exportedAt: now.toISOString(),
    user: {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
    },
    collection: collection.rows.map(({ item, beer }) => ({
      beer: beer.name,
      brewery: beer.brewery,
      style: beer.style,
      category: item.categoryId ? (categoryName.get(item.categoryId) ?? null) : null,
      personalNotes: item.personalNotes,
      tastingDate: item.tastingDate,
      personalRating: item.personalRating,
      savedAt: item.createdAt.toISOString(),
    })),
    ratings: ratings.rows.map(({ rating, beer }) => ({
      beer: beer.name,
      brewery: beer.brewery,
      style: beer.style,
      rating: Number(rating.rating),
      review: rating.review,
      ratedAt: rating.createdAt.toISOString(),
    })),
    analyses: scans.map((a) => ({
      id: a.id,
      createdAt: a.createdAt.toISOString(),
      imageType: a.imageType,
      beersFound: a.found,
      beers: found.filter((f) => f.analysisId === a.id).map((f) => `${f.name} (${f.brewery})`),
    })),
  };
}

export type UserExport = Awaited<ReturnType<typeof exportUserData>>;

/** One CSV with a `record` column (collection, rating, analysis), so one file opens anywhere. */
export function exportToCsv(data: UserExport): string {
  const header = [
    'record',
    'date',
    'beer',
    'brewery',
    'style',
    'rating',
    'review_or_notes',
    'category',
    'tasting_date',
    'image_type',
    'beers_found',
  ];
  const rows: unknown[][] = [];
  const row = (values: unknown[]) => rows.push(values);
  for (const c of data.collection) {
    row([
      'collection',
      c.savedAt,
      c.beer,
      c.brewery,
      c.style,
      c.personalRating,
      c.personalNotes,
      c.category,
      c.tastingDate,
      '',
      '',
    ]);
  }
  for (const r of data.ratings) {
    row(['rating', r.ratedAt, r.beer, r.brewery, r.style, r.rating, r.review, '', '', '', '']);
  }
  for (const a of data.analyses) {
    row([
      'analysis',
      a.createdAt,
      a.beers.join('; '),
      '',
      '',
      '',
      '',
      '',
      '',
      a.imageType,
      a.beersFound,
    ]);
  }
  return toCsv(header, rows);
}
