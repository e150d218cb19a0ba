import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The catalogue. A rating is stored only with the named source it came from (decisions.md 6);
 * community ratings are computed from user_beer_ratings, never written here.
 */
export const beers = pgTable(
  'beers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    brewery: text('brewery').notNull(),
    /** lower-case, accent-free "brewery|name": the catalogue's identity for upserts and matching. */
    matchKey: text('match_key').notNull(),
    style: text('style'),
    abv: numeric('abv', { precision: 4, scale: 1, mode: 'number' }),
    ibu: integer('ibu'),
    description: text('description'),
    origin: text('origin'),
    imageUrl: text('image_url'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingSource: text('rating_source'),
    ratingCount: integer('rating_count'),
    /** Where the named source's rating can be read (an import's rating_url column). */
    ratingUrl: text('rating_url'),
    /** verified: from the starter catalogue or an import; unverified: named by a vision model or a user. */
    status: text('status', { enum: ['verified', 'unverified'] })
      .notNull()
      .default('verified'),
    /** Where the row came from: 'starter', 'import:<file>', 'openbeerdb', 'vision', 'suggestion'. */
    provenance: text('provenance').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('beers_match_key_unique').on(t.matchKey),
    index('beers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('beers_brewery_trgm_idx').using('gin', t.brewery.op('gin_trgm_ops')),
    index('beers_style_idx').on(t.style),
    index('beers_status_idx').on(t.status),
    check(
      'beers_rating_has_source',
      sql`(${t.rating} is null) = (${t.ratingSource} is null) and (${t.rating} is null or ${t.rating} between 0 and 5)`,
    ),
  ],
);

/** The premium details of a beer (spec section 3) beyond the catalogue facts kept on `beers`. */
export const beerDetails = pgTable('beer_details', {
  id: uuid('id').primaryKey().defaultRandom(),
  beerId: uuid('beer_id')
    .notNull()
    .unique()
    .references(() => beers.id, { onDelete: 'cascade' }),
  ingredients: text('ingredients'),
  foodPairings: text('food_pairings'),
  availableSizes: text('available_sizes'),
  seasonal: boolean('seasonal').notNull().default(false),
  limited: boolean('limited').notNull().default(false),
  createdAt: createdAt(),
});

/** One rating per user and beer (1 to 5, decimals allowed); a second rating updates the first. */
export const userBeerRatings = pgTable(
  'user_beer_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull(),
    review: text('review'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_beer_ratings_user_beer_unique').on(t.userId, t.beerId),
    index('user_beer_ratings_user_created_idx').on(t.userId, t.createdAt),
    index('user_beer_ratings_beer_idx').on(t.beerId),
    check('user_beer_ratings_range', sql`${t.rating} between 1 and 5`),
    check('user_beer_ratings_review_length', sql`char_length(${t.review}) <= 500`),
  ],
);
