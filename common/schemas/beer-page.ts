import { z } from 'zod';
import { BeerSummarySchema } from './beers';

/** A review on a public beer page: what was said and when, never who (private by default). */
export const BeerReviewSchema = z.object({
  rating: z.number(),
  review: z.string(),
  createdAt: z.string(),
});
export type BeerReview = z.infer<typeof BeerReviewSchema>;

/** GET /api/beers/:id, public: the beer, its honest rating, recent reviews, similar beers. */
export const BeerPageSchema = BeerSummarySchema.extend({
  ibu: z.number().nullable(),
  origin: z.string().nullable(),
  description: z.string().nullable(),
  reviews: z.array(BeerReviewSchema),
  similar: z.array(BeerSummarySchema),
});
export type BeerPage = z.infer<typeof BeerPageSchema>;
