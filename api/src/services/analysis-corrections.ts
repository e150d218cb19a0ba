import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, analysisBeerResults, beers } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { UserRow } from './accounts';
import { recordEvidence } from './recognition-evidence';

type Input = { analysisId: string; beerId: string; replacementId: string };

/** The user's analysis and the result of one beer in it, inside a transaction. */
async function resultOf(tx: Db, input: Input, user: UserRow) {
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
  return { result, results };
}

/**
 * "Is this …?": the user picks one of a best guess's candidates (the guess itself or another).
 * The beer becomes identified, and the label's text is kept as evidence for it.
 */
export async function confirmAnalysisGuess(db: Db, input: Input, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const { result, results } = await resultOf(tx as unknown as Db, input, user);
    if (result.tier !== 'guess') {
      throw new ConflictError('That beer is already identified.', 'not_a_guess');
    }
    const candidates = [result.beerId, ...result.alternatives];
    if (!candidates.includes(input.replacementId)) {
      throw new ValidationError(
        'Choose one of the offered beers.',
        { beerId: ['Choose one of the offered beers.'] },
        'not_an_alternative',
      );
    }
    if (results.some((r) => r.id !== result.id && r.beerId === input.replacementId)) {
      throw new ConflictError('That beer is already in this analysis.', 'already_in_analysis');
    }
    await tx
      .update(analysisBeerResults)
      .set({
        beerId: input.replacementId,
        tier: 'identified',
        alternatives: candidates.filter((id) => id !== input.replacementId),
      })
      .where(eq(analysisBeerResults.id, result.id));
    await recordEvidence(tx as unknown as Db, {
      beerId: input.replacementId,
      userId: user.id,
      analysisId: input.analysisId,
      labelText: result.labelText,
    });
  });
}

/**
 * "Not this beer?": swaps a found beer for one of its candidates, or any verified catalogue beer
 * the user searched for, in the stored result. The replaced beer becomes the first candidate,
 * so the user can swap back.
 */
export async function replaceAnalysisBeer(db: Db, input: Input, user: UserRow): Promise<void> {
  await db.transaction(async (tx) => {
    const { result, results } = await resultOf(tx as unknown as Db, input, user);
    if (result.tier === 'guess') {
      throw new ConflictError('Confirm a best guess with one of its candidates.', 'is_a_guess');
    }
    // Any beer of the catalogue may be chosen (found by search), not only the candidates.
    if (!result.alternatives.includes(input.replacementId)) {
      const [known] = await tx
        .select({ id: beers.id })
        .from(beers)
        .where(and(eq(beers.id, input.replacementId), eq(beers.status, 'verified')));
      if (!known) throw new NotFoundError('No such beer in the catalogue.', 'beer_not_found');
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
    // The correction says this label is the replacement: evidence for the catalogue to learn.
    await recordEvidence(tx as unknown as Db, {
      beerId: input.replacementId,
      userId: user.id,
      analysisId: input.analysisId,
      labelText: result.labelText,
    });
  });
}
