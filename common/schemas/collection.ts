import { z } from 'zod';
import { COLLECTION_FILTERS, COLLECTION_SORTS } from '../domain/collection';

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A saved beer as the collection screen shows it (spec section 3), with the user's own fields. */
export const CollectionItemSchema = z.object({
  id: z.string(),
  beerId: z.string(),
  name: z.string(),
  brewery: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  /** The honest rating (decisions.md 6): community average, else a named source, else null. */
  rating: z.number().nullable(),
  ratingSource: z.string().nullable(),
  ratingCount: z.number().nullable(),
  imageUrl: z.string().nullable(),
  categoryId: z.string().nullable(),
  personalNotes: z.string().nullable(),
  tastingDate: z.string().nullable(),
  personalRating: z.number().int().nullable(),
  createdAt: z.string(),
});
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

export const CollectionQuerySchema = z.strictObject({
  filter: z.enum(COLLECTION_FILTERS, { error: 'Unknown filter' }).default('all'),
  sort: z
    .enum(COLLECTION_SORTS, { error: 'Sort must be recent, rating, name or brewery' })
    .default('recent'),
  q: z.string().max(200, 'Search is at most 200 characters').default(''),
});
export type CollectionQuery = z.infer<typeof CollectionQuerySchema>;

export const CollectionAddSchema = z.strictObject({
  beerId: z.uuid('Not a valid beer id'),
  categoryId: z.uuid('Not a valid category id').nullable().optional(),
});
export type CollectionAdd = z.infer<typeof CollectionAddSchema>;

/** PATCH /api/collection/{beerId}: any of the user's own fields; null clears one. */
export const CollectionUpdateSchema = z
  .strictObject({
    categoryId: z.uuid('Not a valid category id').nullable(),
    personalNotes: z.string().trim().max(2000, 'Notes are at most 2000 characters').nullable(),
    tastingDate: z.iso.date('Tasting date must be a date (YYYY-MM-DD)').nullable(),
    personalRating: z
      .number()
      .int('Personal rating is a whole number of stars')
      .min(0, 'Personal rating is 0 to 5 stars')
      .max(5, 'Personal rating is 0 to 5 stars')
      .nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type CollectionUpdate = z.infer<typeof CollectionUpdateSchema>;

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  isDefault: z.boolean(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryCreateSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(50, 'Name is at most 50 characters'),
  description: z.string().trim().max(200, 'Description is at most 200 characters').optional(),
  color: z.string().regex(HEX_COLOR, 'Colour must look like #8b5cf6').optional(),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;

export const CategoryUpdateSchema = CategoryCreateSchema.partial();
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;
