import { z } from 'zod';
import { repairMojibake } from './mojibake';

// The catalogue's import contract: what one row of a CSV/JSON file may say about a beer, shared by
// the importer (CLI), the upsert operation (server) and any future admin upload.

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Text as a file gives it, double-encoded letters repaired ("KÃ¶lsch" is Kölsch). */
const asText = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === 'string' ? repairMojibake(b) : b;
};

/** "4.5", "4,5", "4.5%" and 4.5 are one number; anything else is left for zod to reject. */
const toNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const text = b
    .trim()
    .replace(/%$/, '')
    .trim()
    .replace(/^(-?\d+),(\d+)$/, '$1.$2');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : b;
};

const text = (field: string, max: number) =>
  z.preprocess(
    asText,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .optional(),
  );
const required = (field: string, max: number) =>
  z.preprocess(
    (v) => asText(typeof v === 'number' ? String(v) : v),
    z
      .string({ error: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .max(max, `${field} must be at most ${max} characters`),
  );
const number = (field: string, min: number, max: number, integer = false) => {
  const base = z.number({ error: `${field} must be a number` });
  const ranged = (integer ? base.int(`${field} must be a whole number`) : base)
    .min(min, `${field} must be between ${min} and ${max}`)
    .max(max, `${field} must be between ${min} and ${max}`);
  return z.preprocess(toNumber, ranged.optional());
};

/** A validated catalogue row: absent facts are null, a rating always has its source. */
export const CatalogueRowSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    brewery: z.string().trim().min(1).max(200),
    style: z.string().max(120).nullable(),
    abv: z.number().min(0).max(70).nullable(),
    ibu: z.number().int().min(0).max(300).nullable(),
    description: z.string().max(5000).nullable(),
    origin: z.string().max(200).nullable(),
    rating: z.number().min(0).max(5).nullable(),
    ratingSource: z.string().max(120).nullable(),
    ratingCount: z.number().int().min(0).nullable(),
    /** Other names the beer goes by on labels, for the recogniser ("Two Rivers Ale"). */
    aliases: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
    ratingUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullable(),
  })
  .refine((r) => (r.rating === null) === (r.ratingSource === null), {
    message: 'A rating needs its source, and a source needs its rating',
  });
export type CatalogueRow = z.infer<typeof CatalogueRowSchema>;

/** One record as read from a file (snake_case keys, strings or numbers) into a CatalogueRow. */
export const CatalogueRecordSchema = z
  .object({
    name: required('name', 200),
    brewery: required('brewery', 200),
    style: text('style', 120),
    abv: number('abv', 0, 70),
    ibu: number('ibu', 0, 300, true),
    description: text('description', 5000),
    origin: text('origin', 200),
    rating: number('rating', 0, 5),
    rating_source: text('rating_source', 120),
    rating_count: number('rating_count', 0, 100_000_000, true),
    /** `|`-separated: "Two Rivers Ale|2 Rivers IPA". */
    aliases: z.preprocess((v) => (Array.isArray(v) ? v.join('|') : v), text('aliases', 2000)),
    rating_url: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'rating_url must be an http(s) address' })
        .max(500, 'rating_url must be at most 500 characters')
        .optional(),
    ),
  })
  .superRefine((r, ctx) => {
    // decisions.md 6: a rating is kept only with the named source it came from.
    if (r.rating !== undefined && !r.rating_source) {
      ctx.addIssue({ code: 'custom', path: ['rating'], message: 'rating has no rating_source' });
    }
    if (r.rating === undefined && r.rating_source) {
      ctx.addIssue({
        code: 'custom',
        path: ['rating_source'],
        message: 'rating_source has no rating',
      });
    }
    if (r.rating === undefined && r.rating_count !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['rating_count'],
        message: 'rating_count has no rating',
      });
    }
    if (r.rating === undefined && r.rating_url !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['rating_url'], message: 'rating_url has no rating' });
    }
  })
  .transform((r): CatalogueRow => ({
    name: r.name,
    brewery: r.brewery,
    style: r.style ?? null,
    abv: r.abv ?? null,
    ibu: r.ibu ?? null,
    description: r.description ?? null,
    origin: r.origin ?? null,
    rating: r.rating ?? null,
    ratingSource: r.rating === undefined ? null : (r.rating_source ?? null),
    ratingCount: r.rating === undefined ? null : (r.rating_count ?? null),
    ...aliasesOf(r.aliases),
    ratingUrl: r.rating === undefined ? null : (r.rating_url ?? null),
  }));

/** The `aliases` column split on `|`, blanks and repeats dropped; absent when there are none. */
function aliasesOf(column: string | undefined): { aliases?: string[] } {
  const aliases = [...new Set((column ?? '').split('|').map((a) => a.trim()))]
    .filter(Boolean)
    .slice(0, 20);
  return aliases.length ? { aliases } : {};
}

/** "Rating Source", "ratingSource" and "rating-source" are all the column rating_source. */
export function normaliseColumnName(key: string): string {
  return key
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

export type RecordCheck = { ok: true; row: CatalogueRow } | { ok: false; reason: string };

/** Validates one record; the reason names the column, e.g. "abv: abv must be between 0 and 70". */
export function checkCatalogueRecord(record: Record<string, unknown>): RecordCheck {
  const normalised: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) normalised[normaliseColumnName(key)] = value;
  const parsed = CatalogueRecordSchema.safeParse(normalised);
  if (parsed.success) return { ok: true, row: parsed.data };
  const reason = [...new Set(parsed.error.issues.map((i) => i.message))].join('; ');
  return { ok: false, reason };
}
