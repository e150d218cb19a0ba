import { and, asc, count, eq } from 'drizzle-orm';
import {
  CUSTOM_CATEGORY_COLOR,
  CUSTOM_CATEGORY_DESCRIPTION,
  QUICK_CATEGORIES,
} from '@common/domain/collection';
import type { CategoryCreate, CategoryUpdate } from '@common/schemas/collection';
import type { Db } from '../db/client';
import { collectionCategories, collections } from '../db/schema';
import { ConflictError, NotFoundError, pgErrorOf } from '../errors';
import type { UserRow } from './accounts';
import { requireEntitlement } from '../policies';

export type CategoryRow = typeof collectionCategories.$inferSelect & { itemCount: number };

const quickCategory = (name: string) =>
  QUICK_CATEGORIES.find((c) => c.name.toLowerCase() === name.trim().toLowerCase());

function duplicateName(err: unknown): ConflictError | undefined {
  const pgErr = pgErrorOf(err);
  if (pgErr?.code !== '23505') return undefined;
  return new ConflictError('You already have a category with that name.', 'category_exists', {
    name: ['You already have a category with that name.'],
  });
}

export async function listCategories(db: Db, user: UserRow): Promise<CategoryRow[]> {
  const rows = await db
    .select({ category: collectionCategories, itemCount: count(collections.id) })
    .from(collectionCategories)
    .leftJoin(collections, eq(collections.categoryId, collectionCategories.id))
    .where(eq(collectionCategories.userId, user.id))
    .groupBy(collectionCategories.id)
    .orderBy(asc(collectionCategories.createdAt), asc(collectionCategories.name));
  return rows.map((r) => ({ ...r.category, itemCount: r.itemCount }));
}

/**
 * Quick categories (Favorites, Want to Try, Dark Beers, Hoppy Beers) come with the basic
 * collection; any other name is a custom category, which is Premium (spec section 6).
 */
export async function createCategory(
  db: Db,
  input: CategoryCreate,
  user: UserRow,
  now: Date,
): Promise<CategoryRow> {
  const quick = quickCategory(input.name);
  if (!quick) requireEntitlement(user, 'customCategories', now);
  try {
    const [row] = await db
      .insert(collectionCategories)
      .values({
        userId: user.id,
        name: quick?.name ?? input.name,
        description: input.description ?? quick?.description ?? CUSTOM_CATEGORY_DESCRIPTION,
        color: input.color ?? quick?.color ?? CUSTOM_CATEGORY_COLOR,
        isDefault: Boolean(quick),
      })
      .returning();
    return { ...row!, itemCount: 0 };
  } catch (err) {
    throw duplicateName(err) ?? err;
  }
}

async function requireCategory(db: Db, id: string, user: UserRow) {
  const [row] = await db
    .select()
    .from(collectionCategories)
    .where(and(eq(collectionCategories.id, id), eq(collectionCategories.userId, user.id)));
  if (!row) throw new NotFoundError('No such category.', 'category_not_found');
  return row;
}

/** Renaming to a custom name is creating a custom category, so it is Premium too. */
export async function updateCategory(
  db: Db,
  id: string,
  patch: CategoryUpdate,
  user: UserRow,
  now: Date,
): Promise<CategoryRow> {
  const current = await requireCategory(db, id, user);
  const renamedToCustom =
    patch.name &&
    !quickCategory(patch.name) &&
    patch.name.trim().toLowerCase() !== current.name.toLowerCase();
  if (renamedToCustom) requireEntitlement(user, 'customCategories', now);
  try {
    await db
      .update(collectionCategories)
      .set({
        ...patch,
        ...(patch.name ? { isDefault: Boolean(quickCategory(patch.name)) } : {}),
      })
      .where(eq(collectionCategories.id, id));
  } catch (err) {
    throw duplicateName(err) ?? err;
  }
  return (await listCategories(db, user)).find((c) => c.id === id)!;
}

/** Deleting a category keeps its beers in the collection, uncategorised (ON DELETE SET NULL). */
export async function deleteCategory(db: Db, id: string, user: UserRow): Promise<void> {
  await requireCategory(db, id, user);
  await db.delete(collectionCategories).where(eq(collectionCategories.id, id));
}
