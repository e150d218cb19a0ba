import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { beers } from './catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A retailer's site that embeds the widget: its public key works only from its origins. */
export const widgetSites = pgTable(
  'widget_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** pk_live_… counts against the quota; pk_test_… works from localhost and does not. */
    publicKey: text('public_key').notNull(),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    monthlyQuota: integer('monthly_quota').notNull().default(1000),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('widget_sites_public_key_unique').on(t.publicKey)],
);

/** Scans per site and month, counted with a conditional update so the quota cannot overspend. */
export const widgetUsage = pgTable(
  'widget_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => widgetSites.id, { onDelete: 'cascade' }),
    periodStart: date('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [uniqueIndex('widget_usage_site_period_unique').on(t.siteId, t.periodStart)],
);

/** One widget scan: when, and which beers were found. Nothing about the shopper. */
export const widgetScans = pgTable(
  'widget_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => widgetSites.id, { onDelete: 'cascade' }),
    beerIds: jsonb('beer_ids').$type<string[]>().notNull().default([]),
    test: boolean('test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('widget_scans_site_created_idx').on(t.siteId, t.createdAt)],
);

/** A retailer's own listing of a catalogue beer: shown beside the honest rating, never mixed in. */
export const retailerInventory = pgTable(
  'retailer_inventory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => widgetSites.id, { onDelete: 'cascade' }),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
    currency: text('currency'),
    url: text('url'),
    inStock: boolean('in_stock').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('retailer_inventory_site_sku_unique').on(t.siteId, t.sku),
    index('retailer_inventory_site_beer_idx').on(t.siteId, t.beerId),
    check('retailer_inventory_price_positive', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);
