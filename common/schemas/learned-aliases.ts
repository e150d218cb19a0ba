import { z } from 'zod';

/** GET /api/admin/learned-aliases: label text the catalogue learned as another name of a beer. */
export const LearnedAliasSchema = z.object({
  id: z.string(),
  beerId: z.string(),
  /** "Brewery — Name" of the beer, in lists. */
  beerName: z.string().optional(),
  alias: z.string(),
  createdAt: z.string(),
});
export type LearnedAlias = z.infer<typeof LearnedAliasSchema>;

/** GET /api/admin/recognition-evidence: one user's word that a label is a beer. */
export const RecognitionEvidenceSchema = z.object({
  id: z.string(),
  beerId: z.string(),
  /** "Brewery — Name" of the beer, in lists. */
  beerName: z.string().optional(),
  userId: z.string(),
  analysisId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type RecognitionEvidence = z.infer<typeof RecognitionEvidenceSchema>;

export const LEARNED_ALIAS_SORTS = ['createdAt', 'alias'] as const;
export const EVIDENCE_SORTS = ['createdAt', 'text'] as const;
