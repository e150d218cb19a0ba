import type { LearnedAlias, RecognitionEvidence } from '@common/schemas/learned-aliases';
import type { beerAliases, recognitionEvidence } from '../db/schema';

type Named = { beerName?: string };

export const presentLearnedAlias = (
  row: typeof beerAliases.$inferSelect & Named,
): LearnedAlias => ({
  id: row.id,
  beerId: row.beerId,
  ...(row.beerName === undefined ? {} : { beerName: row.beerName }),
  alias: row.alias,
  createdAt: row.createdAt.toISOString(),
});

export const presentRecognitionEvidence = (
  row: typeof recognitionEvidence.$inferSelect & Named,
): RecognitionEvidence => ({
  id: row.id,
  beerId: row.beerId,
  ...(row.beerName === undefined ? {} : { beerName: row.beerName }),
  userId: row.userId,
  analysisId: row.analysisId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});
