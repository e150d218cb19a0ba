import { and, eq, isNull } from 'drizzle-orm';
import type { SuggestionCreate } from '@common/schemas/suggestion';
import type { Db } from '../db/client';
import { analyses, beerSuggestions } from '../db/schema';
import { NotFoundError } from '../errors';
import type { UserRow } from './accounts';

export type SuggestionRow = typeof beerSuggestions.$inferSelect;

/**
 * Stores "suggest this beer" for the admin review queue. The same open suggestion from the same
 * user for the same scan is kept once, so a double tap does not fill the queue.
 */
export async function createSuggestion(
  db: Db,
  input: SuggestionCreate,
  user: UserRow,
): Promise<{ row: SuggestionRow; created: boolean }> {
  if (input.analysisId) {
    const [own] = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, user.id)));
    if (!own) throw new NotFoundError('No such analysis.', 'analysis_not_found');
  }
  const analysisId = input.analysisId ?? null;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(beerSuggestions)
      .where(
        and(
          eq(beerSuggestions.userId, user.id),
          analysisId
            ? eq(beerSuggestions.analysisId, analysisId)
            : isNull(beerSuggestions.analysisId),
          eq(beerSuggestions.text, input.text),
          eq(beerSuggestions.status, 'open'),
        ),
      );
    if (existing) return { row: existing, created: false };
    const [row] = await tx
      .insert(beerSuggestions)
      .values({ userId: user.id, analysisId, text: input.text, status: 'open' })
      .returning();
    return { row: row!, created: true };
  });
}
