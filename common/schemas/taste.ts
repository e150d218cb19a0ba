import { z } from 'zod';
import type { StyleFamily } from '../domain/collection';

/** The style families a person can say they like or dislike (the collection's style filters). */
export const TASTE_STYLES = [
  'ipas',
  'pale-ales',
  'stouts',
  'porters',
  'brown-ales',
  'lagers',
  'pilsners',
  'wheat',
  'sours',
  'saisons',
  'belgians',
  'amber',
  'barleywines',
  'bocks',
] as const satisfies readonly StyleFamily[];

const styles = z
  .array(z.enum(TASTE_STYLES, { error: 'Pick styles from the list' }))
  .max(TASTE_STYLES.length)
  .transform((list) => [...new Set(list)]);

/** PUT /api/user/taste: the one-time question's answer; two empty lists mean "skip". */
export const TasteInputSchema = z
  .strictObject({ likedStyles: styles, dislikedStyles: styles })
  .refine((t) => !t.likedStyles.some((s) => t.dislikedStyles.includes(s)), {
    message: 'A style cannot be both liked and disliked',
    path: ['dislikedStyles'],
  });
export type TasteInput = z.infer<typeof TasteInputSchema>;

export const TasteSchema = z.object({
  likedStyles: z.array(z.enum(TASTE_STYLES)),
  dislikedStyles: z.array(z.enum(TASTE_STYLES)),
  /** False until the question was answered or skipped: the results then ask it, once. */
  asked: z.boolean(),
});
export type Taste = z.infer<typeof TasteSchema>;
