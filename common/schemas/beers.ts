import { z } from 'zod';
import { idParamsSchema } from './params';

export const BeerIdParamsSchema = idParamsSchema('Not a valid beer id');

/** A catalogue beer with its honest rating (decisions.md 6). */
export const BeerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  brewery: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  imageUrl: z.string().nullable(),
  rating: z.number().nullable(),
  ratingSource: z.string().nullable(),
  ratingCount: z.number().nullable(),
  /** Where a named source's rating can be read; null for the community's. */
  ratingUrl: z.string().nullable(),
});
export type BeerSummary = z.infer<typeof BeerSummarySchema>;

export const BeerSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Premium details (spec section 3): text for missing facts is null, never made up. */
export const BeerDetailsSchema = z.object({
  beerId: z.string(),
  name: z.string(),
  brewery: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  ibu: z.number().nullable(),
  origin: z.string().nullable(),
  description: z.string().nullable(),
  ingredients: z.string().nullable(),
  foodPairings: z.string().nullable(),
  availableSizes: z.string().nullable(),
  seasonal: z.boolean(),
  limited: z.boolean(),
});
export type BeerDetails = z.infer<typeof BeerDetailsSchema>;

export const RecommendationsQuerySchema = z.strictObject({
  style: z.string().trim().min(1, 'Choose a style').max(80),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const RecommendationsSchema = z.object({
  style: z.string(),
  /** The style family searched, with its neighbours (decisions.md 11). */
  styles: z.array(z.string()),
  beers: z.array(BeerSummarySchema.extend({ sameStyle: z.boolean() })),
});
export type Recommendations = z.infer<typeof RecommendationsSchema>;

/** "Best for you on this shelf": the given beers ordered by the user's taste. */
export const BestForYouInputSchema = z.strictObject({
  beerIds: z.array(z.uuid('Not a valid beer id')).min(1).max(200),
});
export const BestForYouSchema = z.object({
  /** False when nothing is known of the user's taste: the order is then the honest rating's. */
  personalised: z.boolean(),
  beers: z.array(
    BeerSummarySchema.extend({ tasteScore: z.number().nullable(), reason: z.string() }),
  ),
  /** Ranked beers a free plan does not see (premium sees the full ranked list). */
  hiddenCount: z.number().int(),
});
export type BestForYou = z.infer<typeof BestForYouSchema>;
