import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const AdminBeerFilterSchema = z.object({
  q: z.string().max(200).optional(),
  style: z.string().max(100).optional(),
  status: z.enum(['verified', 'unverified']).optional(),
});

/** PUT /api/admin/beers/:id: react-admin sends the whole record; these fields are kept. */
export const AdminBeerUpdateSchema = z.object({
  name: text(200).min(1, 'Name is required'),
  brewery: text(200).min(1, 'Brewery is required'),
  style: optionalText(100),
  abv: z.number().min(0).max(80, 'ABV must be at most 80').nullable().optional(),
  ibu: z.number().int().min(0).max(2000).nullable().optional(),
  description: optionalText(5000),
  origin: optionalText(200),
  imageUrl: z
    .url({ protocol: /^https?$/, error: 'Must be an http(s) address' })
    .max(2000)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  status: z.enum(['verified', 'unverified']).optional(),
});
export type AdminBeerUpdate = z.infer<typeof AdminBeerUpdateSchema>;

/** POST /api/admin/beers/:id/merge: this beer is a duplicate of `intoId`, which stays. */
export const BeerMergeSchema = z.strictObject({ intoId: z.uuid('Choose the beer to keep') });

export const SuggestionFilterSchema = z.object({
  status: z.enum(['open', 'accepted', 'rejected']).optional(),
  q: z.string().max(200).optional(),
});

/** Approve "Suggest this beer": a new catalogue beer, or the suggestion is an existing beer. */
export const SuggestionApproveSchema = z.union([
  z.strictObject({
    name: text(200).min(1, 'Name is required'),
    brewery: text(200).min(1, 'Brewery is required'),
    style: optionalText(100),
  }),
  z.strictObject({ beerId: z.uuid('Choose a beer') }),
]);
export type SuggestionApprove = z.infer<typeof SuggestionApproveSchema>;

/** POST /api/admin/beers/import?file=NAME (a text/csv body): the file's name labels the beers. */
export const CatalogueImportQuerySchema = z.object({
  file: z
    .string()
    .trim()
    .min(1)
    .max(150, 'Must be at most 150 characters')
    .optional()
    .transform((name) => `import:${name ?? 'console'}`),
});

/** What a console catalogue import did, line by line (rejected lines say why). */
export const CatalogueImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  rejections: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  outcomes: z.array(
    z.object({ line: z.number().int(), status: z.enum(['added', 'updated']), beer: z.string() }),
  ),
});
export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;
