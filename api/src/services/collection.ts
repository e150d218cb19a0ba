import { and, desc, eq } from 'drizzle-orm';
import type { CollectionAdd, CollectionUpdate } from '@common/schemas/collection';
import type { Db } from '../db/client';
import { beers, collectionCategories, collections } from '../db/schema';
import { NotFoundError } from '../errors';
import type { UserRow } from './accounts';
import { communityRatings } from './ratings-summary';

export type CollectionRow = {
  item: typeof collections.$inferSelect;
  beer: typeof beers.$inferSelect;
};

/** Every saved beer of the user with the community ratings the presenter needs. */
export async function listCollection(db: Db, user: UserRow) {
  const rows: CollectionRow[] = await db
    .select({ item: collections, beer: beers })
    .from(collections)
    .innerJoin(beers, eq(beers.id, collections.beerId))
    .where(eq(collections.userId, user.id))
    .orderBy(desc(collections.createdAt));
  const community = await communityRatings(
    db,
    rows.map((r) => r.beer.id),
  );
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
  const [row] = await db
    .select({ item: collections, beer: beers })
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
