import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { UserRow } from './accounts';

/**
 * "Not this beer?": swaps a found beer for one of its own candidates in the stored result. The
 * replaced beer becomes the first candidate, so the user can swap back.
 */
export async function replaceAnalysisBeer(
  db: Db,
  input: { analysisId: string; beerId: string; replacementId: string },
  user: UserRow,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [analysis] = await tx
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.id, input.analysisId), eq(analyses.userId, user.id)));
    if (!analysis) throw new NotFoundError('No such analysis.', 'analysis_not_found');
    const results = await tx
      .select()
      .from(analysisBeerResults)
      .where(eq(analysisBeerResults.analysisId, input.analysisId));
    const result = results.find((r) => r.beerId === input.beerId);
    if (!result) {
      throw new NotFoundError('That beer is not in this analysis.', 'beer_not_in_analysis');
    }
    if (!result.alternatives.includes(input.replacementId)) {
      throw new ValidationError(
        'Choose one of the offered beers.',
        { beerId: ['Choose one of the offered beers.'] },
        'not_an_alternative',
      );
    }
    if (results.some((r) => r.beerId === input.replacementId)) {
      throw new ConflictError('That beer is already in this analysis.', 'already_in_analysis');
    }
    await tx
      .update(analysisBeerResults)
      .set({
        beerId: input.replacementId,
        alternatives: [
          input.beerId,
          ...result.alternatives.filter((id) => id !== input.replacementId),
        ],
      })
      .where(eq(analysisBeerResults.id, result.id));
  });
}
