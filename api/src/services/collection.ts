import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import type { CollectionAdd, CollectionUpdate } from '@common/schemas/collection';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { beers, collectionCategories, collections, userBeerRatings } from '../db/schema';
import { NotFoundError } from '../errors';
import type { UserRow } from './accounts';
import { summaryColumns, type SummaryBeerRow } from './beer-rows';
import { communityRatings, type CommunityRating } from './ratings-summary';

// What the collection's answers show (presenters/collection.ts, services/export.ts) and no more:
// half the columns of the two tables, so half the bytes to read and map per listed beer.
const itemColumns = {
  id: collections.id,
  categoryId: collections.categoryId,
  personalNotes: collections.personalNotes,
  tastingDate: collections.tastingDate,
  personalRating: collections.personalRating,
  createdAt: collections.createdAt,
};

export type CollectionRow = {
  item: Pick<typeof collections.$inferSelect, keyof typeof itemColumns>;
  beer: SummaryBeerRow;
};

// Our users' ratings of one beer, next to each row (the beer index makes it one lookup per beer).
const communityOfBeer = (db: Db) =>
  db
    .select({ average: avg(userBeerRatings.rating).as('average'), n: count().as('n') })
    .from(userBeerRatings)
    .where(eq(userBeerRatings.beerId, beers.id))
    .as('community');

const collectionQuery = preparedFor((db) => {
  const community = communityOfBeer(db);
  return db
    .select({
      item: itemColumns,
      beer: summaryColumns,
      average: community.average,
      n: community.n,
    })
    .from(collections)
    .innerJoin(beers, eq(beers.id, collections.beerId))
    .leftJoinLateral(community, sql`true`)
    .where(eq(collections.userId, sql.placeholder('userId')))
    .orderBy(desc(collections.createdAt))
    .prepare('list_collection');
});

/** Every saved beer of the user with the community ratings the presenter needs, in one query. */
export async function listCollection(db: Db, user: UserRow) {
  const found = await collectionQuery(db).execute({ userId: user.id });
  const rows: CollectionRow[] = [];
  const community = new Map<string, CommunityRating>();
  for (const { item, beer, average, n } of found) {
    rows.push({ item, beer });
    const count = Number(n);
    if (count > 0)
      community.set(beer.id, { average: average === null ? null : Number(average), count });
  }
  return { rows, community };
}

async function requireOwnCategory(db: Db, categoryId: string, user: UserRow) {
  const [category] = await db
    .select({ id: collectionCategories.id })
    .from(collectionCategories)
    .where(and(eq(collectionCategories.id, categoryId), eq(collectionCategories.userId, user.id)));
  if (!category) throw new NotFoundError('No such category.', 'category_not_found');
}

async function collectionRow(db: Db, user: UserRow, beerId: string) {
  const [row]: CollectionRow[] = await db
    .select({ item: itemColumns, beer: summaryColumns })
    .from(collections)
    .innerJoin(beers, eq(beers.id, collections.beerId))
    .where(and(eq(collections.userId, user.id), eq(collections.beerId, beerId)));
  return row;
}

/**
 * Saves a beer. Saving one already saved is not an error (a second tap on "Save to Collection"):
 * it answers the existing item with `created: false`.
 */
export async function addToCollection(db: Db, input: CollectionAdd, user: UserRow) {
  const [beer] = await db.select({ id: beers.id }).from(beers).where(eq(beers.id, input.beerId));
  if (!beer) throw new NotFoundError('No beer with that id.', 'beer_not_found');
  if (input.categoryId) await requireOwnCategory(db, input.categoryId, user);
  const inserted = await db
    .insert(collections)
    .values({ userId: user.id, beerId: input.beerId, categoryId: input.categoryId ?? null })
    .onConflictDoNothing()
    .returning({ id: collections.id });
  const row = (await collectionRow(db, user, input.beerId))!;
  const community = await communityRatings(db, [row.beer.id]);
  return { row, community, created: inserted.length > 0 };
}

export async function removeFromCollection(db: Db, beerId: string, user: UserRow) {
  const removed = await db
    .delete(collections)
    .where(and(eq(collections.userId, user.id), eq(collections.beerId, beerId)))
    .returning({ id: collections.id });
  if (!removed.length) {
    throw new NotFoundError('That beer is not in your collection.', 'collection_item_not_found');
  }
}

/** Category, notes, tasting date and personal rating of one saved beer. */
export async function updateCollectionItem(
  db: Db,
  beerId: string,
  patch: CollectionUpdate,
  user: UserRow,
) {
  if (patch.categoryId) await requireOwnCategory(db, patch.categoryId, user);
  const updated = await db
    .update(collections)
    .set({ ...patch, personalNotes: patch.personalNotes === '' ? null : patch.personalNotes })
    .where(and(eq(collections.userId, user.id), eq(collections.beerId, beerId)))
    .returning({ id: collections.id });
  if (!updated.length) {
    throw new NotFoundError('That beer is not in your collection.', 'collection_item_not_found');
  }
  const row = (await collectionRow(db, user, beerId))!;
  return { row, community: await communityRatings(db, [beerId]) };
}
