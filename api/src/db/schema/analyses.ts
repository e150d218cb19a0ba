import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { beers } from './catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** PostgreSQL bytea as a Buffer on both drivers (PGlite gives a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A box on the photo, in the original photo's pixels: [x, y, width, height]. */
export type Box = [number, number, number, number];
export type UnrecognisedText = { text: string; box: Box };

/**
 * One scan. The original photo is never stored (decisions.md 5): only a ≤480 px thumbnail with
 * its metadata stripped, removed at thumbnail_expires_at (90 days) or with the analysis.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageType: text('image_type', { enum: ['shelf', 'tap'] })
      .notNull()
      .default('shelf'),
    thumbnail: bytea('thumbnail'),
    thumbnailExpiresAt: timestamp('thumbnail_expires_at', { withTimezone: true }),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    recognizer: text('recognizer'),
    unrecognised: jsonb('unrecognised').$type<UnrecognisedText[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('analyses_user_created_idx').on(t.userId, t.createdAt),
    index('analyses_thumbnail_expiry_idx').on(t.thumbnailExpiresAt),
  ],
);

export const analysisBeerResults = pgTable(
  'analysis_beer_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    confidence: real('confidence').notNull(),
    boxes: jsonb('boxes').$type<Box[]>().notNull().default([]),
    /** Other catalogue beers the text could be, for "not this beer?". */
    alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** identified: shown as found; guess: "Is this …?" with its alternatives, until confirmed. */
    tier: text('tier', { enum: ['identified', 'guess'] })
      .notNull()
      .default('identified'),
    /** The label's text as read, kept as evidence when the user confirms or corrects the beer. */
    labelText: text('label_text'),
  },
  (t) => [
    index('analysis_beer_results_analysis_idx').on(t.analysisId, t.position),
    index('analysis_beer_results_beer_idx').on(t.beerId),
  ],
);

/** "Suggest this beer": text a user says is a real beer, for the admin review queue. */
export const beerSuggestions = pgTable(
  'beer_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    status: text('status', { enum: ['open', 'accepted', 'rejected'] })
      .notNull()
      .default('open'),
    /** Accepted: the beer the text names (a new beer, or one the catalogue already had). */
    beerId: uuid('beer_id').references(() => beers.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('beer_suggestions_status_created_idx').on(t.status, t.createdAt)],
);
