import { eq } from 'drizzle-orm';
import { TASTE_STYLES, type Taste, type TasteInput } from '@common/schemas/taste';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './accounts';

type TasteStyle = (typeof TASTE_STYLES)[number];
const known = (list: string[]) =>
  list.filter((s): s is TasteStyle => (TASTE_STYLES as readonly string[]).includes(s));

/** The styles the user said they like and dislike, and whether they were asked yet. */
export function tasteOf(user: UserRow): Taste {
  return {
    likedStyles: known(user.likedStyles),
    dislikedStyles: known(user.dislikedStyles),
    asked: user.tasteAskedAt !== null,
  };
}

/** Saves the answer (or the skip: two empty lists); either way the question is not asked again. */
export async function saveTaste(db: Db, user: UserRow, input: TasteInput, now: Date) {
  const [row] = await db
    .update(users)
    .set({
      likedStyles: input.likedStyles,
      dislikedStyles: input.dislikedStyles,
      tasteAskedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return tasteOf(row!);
}
