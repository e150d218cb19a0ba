import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { analyses } from './analyses';
import { beers } from './catalogue';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Other names a beer goes by on labels, used by the matcher as if they were its name:
 * alternative spellings from a catalogue import ("Two Rivers Ale" for "Two Rivers IPA"), or
 * label text learned from users' corrections.
 */
export const beerAliases = pgTable(
  'beer_aliases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    /** Normalised words of the alias: one alias per beer and spelling. */
    aliasKey: text('alias_key').notNull(),
    /** catalogue: from an import; learned: two users agreed, or an admin approved. */
    source: text('source', { enum: ['catalogue', 'learned'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beer_aliases_beer_key_unique').on(t.beerId, t.aliasKey),
    index('beer_aliases_source_created_idx').on(t.source, t.createdAt),
  ],
);

/**
 * What a user's confirmation or correction says: this label text (as the OCR read it) is this
 * beer. One row per user, beer and text; two users agreeing make it an alias.
 */
export const recognitionEvidence = pgTable(
  'recognition_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beerId: uuid('beer_id')
      .notNull()
      .references(() => beers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    analysisId: uuid('analysis_id').references(() => analyses.id, { onDelete: 'set null' }),
    /** The label's text, cleaned of prices, strengths and volumes. */
    text: text('text').notNull(),
    textKey: text('text_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recognition_evidence_user_unique').on(t.beerId, t.textKey, t.userId),
    index('recognition_evidence_created_idx').on(t.createdAt),
  ],
);
