import { z } from 'zod';
import { IMAGE_TYPES } from '../plans';

// The retailer widget's contract: sites and their keys (admin API, CLI), the inventory file, and
// what POST /api/widget/analyze answers.

export const SITE_KEY_PATTERN = /^pk_(live|test)_[0-9A-Za-z]{24}$/;
/** The header the widget sends its site's public key in. */
export const SITE_KEY_HEADER = 'X-BeerScout-Key';

/** "https://shop.example:8443" exactly: scheme, host and port, nothing after. */
export const OriginSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      /* reported below */
    }
    const bare = url && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    if (!url || !/^https?:$/.test(url.protocol) || !bare || url.username || url.password) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an origin like https://shop.example`,
      });
      return z.NEVER;
    }
    return url.origin;
  });

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');
const origins = z
  .array(OriginSchema)
  .max(50, 'At most 50 origins')
  .transform((list) => [...new Set(list)]);
const quota = z
  .number({ error: 'Monthly quota must be a number' })
  .int('Monthly quota must be a whole number')
  .min(0, 'Monthly quota must be 0 or more')
  .max(10_000_000, 'Monthly quota must be at most 10,000,000');

export const SiteCreateSchema = z.strictObject({
  name,
  allowedOrigins: origins.default([]),
  monthlyQuota: quota.default(1000),
  active: z.boolean().default(true),
  /** A pk_test_ key: works from localhost only and is never counted. */
  test: z.boolean().default(false),
});
export type SiteCreate = z.input<typeof SiteCreateSchema>;

// Unknown keys are dropped, not refused: react-admin sends the whole record back on save.
export const SiteUpdateSchema = z.object({
  name: name.optional(),
  allowedOrigins: origins.optional(),
  monthlyQuota: quota.optional(),
  active: z.boolean().optional(),
});
export type SiteUpdate = z.input<typeof SiteUpdateSchema>;

export const SiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  publicKey: z.string(),
  test: z.boolean(),
  allowedOrigins: z.array(z.string()),
  monthlyQuota: z.number().int(),
  active: z.boolean(),
  /** Live scans counted this calendar month (UTC). */
  usedThisMonth: z.number().int(),
  inventoryCount: z.number().int(),
  createdAt: z.string(),
});
export type Site = z.infer<typeof SiteSchema>;

export const SiteStatsSchema = z.object({
  siteId: z.string(),
  from: z.string(),
  to: z.string(),
  totalScans: z.number().int(),
  /** One entry per UTC day, oldest first, zero days included; test-key scans apart. */
  days: z.array(
    z.object({ date: z.string(), scans: z.number().int(), testScans: z.number().int() }),
  ),
  /** Beers found by live scans, and of those the ones shown with the retailer's price. */
  beersShown: z.number().int(),
  beersShownWithPrice: z.number().int(),
  topBeers: z.array(
    z.object({ id: z.string(), name: z.string(), brewery: z.string(), count: z.number().int() }),
  ),
});
export type SiteStats = z.infer<typeof SiteStatsSchema>;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const YES = new Set(['1', 'true', 'yes', 'y']);
const NO = new Set(['0', 'false', 'no', 'n']);

/** One row of a retailer's inventory file: sku, name, brewery, price, currency, url, in_stock. */
export const InventoryRowSchema = z.object({
  sku: z.string({ error: 'sku is required' }).trim().min(1, 'sku is required').max(100),
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(200),
  brewery: z.string({ error: 'brewery is required' }).trim().min(1, 'brewery is required').max(200),
  price: z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === 'string' && /^\d+([.,]\d{1,2})?$/.test(b.trim())
        ? Number(b.trim().replace(',', '.'))
        : b;
    },
    z
      .number({ error: 'price must be a number like 4.50' })
      .min(0, 'price must be 0 or more')
      .max(99_999_999)
      .nullable()
      .default(null),
  ),
  currency: z.preprocess(
    (v) => (typeof blank(v) === 'string' ? (v as string).trim().toUpperCase() : blank(v)),
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code like EUR')
      .nullable()
      .default(null),
  ),
  url: z.preprocess(
    blank,
    z
      .url({ protocol: /^https?$/, error: 'url must be an http(s) address' })
      .max(2000)
      .nullable()
      .default(null),
  ),
  inStock: z.preprocess(
    (v) => {
      const b = blank(v);
      if (typeof b !== 'string') return b;
      const t = b.trim().toLowerCase();
      return YES.has(t) ? true : NO.has(t) ? false : b;
    },
    z.boolean({ error: 'in_stock must be yes or no' }).default(true),
  ),
});
export type InventoryRow = z.output<typeof InventoryRowSchema>;

export const WidgetOfferSchema = z.object({
  sku: z.string(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  url: z.string().nullable(),
  inStock: z.boolean(),
});
export type WidgetOffer = z.infer<typeof WidgetOfferSchema>;

export const WidgetBeerSchema = z.object({
  id: z.string(),
  name: z.string(),
  brewery: z.string(),
  style: z.string().nullable(),
  abv: z.number().nullable(),
  rating: z.number().nullable(),
  ratingSource: z.string().nullable(),
  ratingCount: z.number().nullable(),
  /** [x, y, width, height] in the uploaded photo's pixels. */
  boxes: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
  /** 1-based number drawn on the photo and the card: best-rated first, unrated last. */
  position: z.number().int(),
  /** The retailer's own listings of this beer, shown beside the rating, never mixed in. */
  offers: z.array(WidgetOfferSchema),
});
export type WidgetBeer = z.infer<typeof WidgetBeerSchema>;

export const WidgetScanSchema = z.object({
  imageType: z.enum(IMAGE_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  beers: z.array(WidgetBeerSchema),
  /** Label text that matched no catalogue beer. */
  unrecognisedCount: z.number().int(),
  /** That text, at most three, each once: an empty result says what was read. */
  read: z.array(z.string()),
  /** Scanned with a pk_test_ key: not counted. */
  test: z.boolean(),
});
export type WidgetScan = z.infer<typeof WidgetScanSchema>;

/** GET /api/widget/site: the widget asks this when its panel opens. */
export const WidgetSiteStatusSchema = z.object({ name: z.string(), test: z.boolean() });
export type WidgetSiteStatus = z.infer<typeof WidgetSiteStatusSchema>;
