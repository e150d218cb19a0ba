import { z } from 'zod';

/** POST /api/suggestions: text read on a photo that the user says is a real beer. */
export const SuggestionCreateSchema = z.strictObject({
  text: z
    .string({ error: 'Say which beer this is' })
    .trim()
    .min(1, 'Say which beer this is')
    .max(200, 'Keep the suggestion under 200 characters'),
  analysisId: z.uuid('Not a valid analysis id').optional(),
});
export type SuggestionCreate = z.infer<typeof SuggestionCreateSchema>;

export const SuggestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  analysisId: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'rejected']),
  createdAt: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
