import { z } from 'zod';
import { IMAGE_TYPES } from '../plans';

/** The form fields of POST /api/analyze beside the `image` file. */
export const AnalyzeFieldsSchema = z.strictObject({
  type: z.enum(IMAGE_TYPES, { error: 'Type must be shelf or tap' }).default('shelf'),
});

const BoxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

export const AnalysisBeerSchema = z.object({
  id: z.string(),
  name: z.string(),
  brewery: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  rating: z.number().nullable(),
  ratingSource: z.string().nullable(),
  ratingCount: z.number().nullable(),
  /** Where a named source's rating can be read; null for the community's. */
  ratingUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  confidence: z.number(),
  /** [x, y, width, height] in the photo's pixels, one per place the beer stands. */
  boxes: z.array(BoxSchema),
  /** 1-based number drawn on the photo and on the card. */
  position: z.number().int(),
  alternatives: z.array(z.object({ id: z.string(), name: z.string(), brewery: z.string() })),
});
export type AnalysisBeer = z.infer<typeof AnalysisBeerSchema>;

/** A label the recogniser could not be sure of: "Is this …?" with up to 3 candidates. */
export const AnalysisGuessSchema = z.object({
  /** The likeliest candidate's id: names the guess in POST …/guesses/:beerId/confirm. */
  id: z.string(),
  confidence: z.number(),
  boxes: z.array(BoxSchema),
  /** Likeliest first; the first is the guess itself. */
  candidates: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brewery: z.string(),
      style: z.string().nullable(),
    }),
  ),
});
export type AnalysisGuess = z.infer<typeof AnalysisGuessSchema>;

export const AnalysisSchema = z.object({
  id: z.string(),
  imageType: z.enum(IMAGE_TYPES),
  createdAt: z.string(),
  /** The ≤480 px thumbnail (the original photo is never kept). */
  imageUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Beers identified. Best guesses are never among them. */
  beers: z.array(AnalysisBeerSchema),
  guesses: z.array(AnalysisGuessSchema),
  unrecognised: z.array(z.object({ text: z.string(), box: BoxSchema })),
  /** Beers found in all; free plans see the 10 best-rated of them. */
  totalFound: z.number().int(),
  hiddenCount: z.number().int(),
});
export type Analysis = z.infer<typeof AnalysisSchema>;
