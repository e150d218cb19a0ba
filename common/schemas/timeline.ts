import { z } from 'zod';
import { IMAGE_TYPES } from '../plans';

/**
 * GET /api/analyses/timeline. The next page starts after the last item shown: `before` is its
 * createdAt and `beforeId` its id, which breaks ties between scans made in the same millisecond.
 */
export const TimelineQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    before: z.iso.datetime({ offset: true }).optional(),
    beforeId: z.uuid('Not a valid scan id').optional(),
  })
  .refine((q) => !q.beforeId || q.before, {
    message: 'beforeId goes with before',
    path: ['beforeId'],
  });

export const TimelineItemSchema = z.object({
  analysis: z.object({
    id: z.string(),
    createdAt: z.string(),
    imageType: z.enum(IMAGE_TYPES),
    imageUrl: z.string().nullable(),
  }),
  beers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      brewery: z.string(),
      style: z.string().nullable(),
      imageUrl: z.string().nullable(),
      rating: z.number().nullable(),
      ratingSource: z.string().nullable(),
      ratingCount: z.number().nullable(),
      ratingUrl: z.string().nullable(),
    }),
  ),
  totalFound: z.number().int(),
  /** Best guesses ("Is this …?") not yet confirmed: never among the beers found. */
  guesses: z.number().int(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;
