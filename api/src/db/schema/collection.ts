import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { beers } from './catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const collectionCategories = pgTable(
  'collection_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collection_categories_user_name_unique').on(t.userId, sql`lower(${t.name})`),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => collectionCategories.id, {
      onDelete: 'set null',
    }),
    personalNotes: text('personal_notes'),
    tastingDate: date('tasting_date'),
    personalRating: integer('personal_rating'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collections_user_beer_unique').on(t.userId, t.beerId),
    index('collections_user_created_idx').on(t.userId, t.createdAt),
    index('collections_category_idx').on(t.categoryId),
    check('collections_personal_rating_range', sql`${t.personalRating} between 0 and 5`),
  ],
);
