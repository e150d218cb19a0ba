import type { LearnedAlias, RecognitionEvidence } from '@common/schemas/learned-aliases';
import type { beerAliases, recognitionEvidence } from '../db/schema';

export const presentLearnedAlias = (row: typeof beerAliases.$inferSelect): LearnedAlias => ({
  id: row.id,
  beerId: row.beerId,
  alias: row.alias,
  createdAt: row.createdAt.toISOString(),
});

export const presentRecognitionEvidence = (
  row: typeof recognitionEvidence.$inferSelect,
): RecognitionEvidence => ({
  id: row.id,
  beerId: row.beerId,
  userId: row.userId,
  analysisId: row.analysisId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});
