import { z } from 'zod';
import { IMAGE_TYPES } from '../plans';
import { BeerSummarySchema } from './beers';

/** POST /api/analyses/:id/share: the photo is shared only when the person ticks it. */
export const ShareCreateSchema = z.strictObject({
  includePhoto: z.boolean({ error: 'includePhoto must be true or false' }).default(false),
});
export type ShareCreate = z.infer<typeof ShareCreateSchema>;

/** A share token: 22 URL-safe characters (16 random bytes). */
export const ShareTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Not a valid share link'),
});

/** The owner's view of a scan's live public link. */
export const ShareLinkSchema = z.object({
  token: z.string(),
  /** The site path of the public page, /s/<token>. */
  path: z.string(),
  includePhoto: z.boolean(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

const BoxSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);

/** GET /api/shares/:token, public: the beers found, best-rated first; the photo if shared. */
export const SharedScanSchema = z.object({
  token: z.string(),
  imageType: z.enum(IMAGE_TYPES),
  scannedAt: z.string(),
  /** Null unless the owner ticked "include the photo" and the thumbnail still exists. */
  photoUrl: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  beers: z.array(
    BeerSummarySchema.extend({
      position: z.number().int(),
      /** Where the beer stands on the photo; empty when the photo is not shared. */
      boxes: z.array(BoxSchema),
    }),
  ),
});
export type SharedScan = z.infer<typeof SharedScanSchema>;
