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
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
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
    createdAt: createdAt(),
  },
  (t) => [index('beer_suggestions_status_created_idx').on(t.status, t.createdAt)],
);
