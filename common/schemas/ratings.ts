import { z } from 'zod';

/** POST /api/beers/{id}/rate: 1 to 5, decimals allowed (spec section 5); review ≤ 500. */
export const RateBeerSchema = z.strictObject({
  rating: z
    .number({ error: 'Choose between 1 and 5 stars' })
    .min(1, 'Choose between 1 and 5 stars')
    .max(5, 'Choose between 1 and 5 stars')
    .refine((n) => Math.round(n * 100) === n * 100, 'Ratings have at most two decimals'),
  review: z.string().trim().max(500, 'Reviews are at most 500 characters').nullable().optional(),
});
export type RateBeer = z.infer<typeof RateBeerSchema>;

/** GET /api/beers/{id}/rating: our community's summary and the caller's own rating. */
export const BeerRatingSummarySchema = z.object({
  averageRating: z.number(),
  totalRatings: z.number().int(),
  source: z.string(),
  userRating: z.object({ rating: z.number(), review: z.string().nullable() }).nullable(),
});
export type BeerRatingSummary = z.infer<typeof BeerRatingSummarySchema>;

/** A row of GET /api/user/ratings (spec section 3, "User rating view"). */
export const UserRatingSchema = z.object({
  id: z.string(),
  beerId: z.string(),
  rating: z.number(),
  review: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  beer: z.object({
    name: z.string(),
    brewery: z.string(),
    style: z.string().nullable(),
    imageUrl: z.string().nullable(),
    rating: z.number().nullable(),
    ratingSource: z.string().nullable(),
    ratingCount: z.number().nullable(),
  }),
});
export type UserRating = z.infer<typeof UserRatingSchema>;
