import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { analyses } from './analyses';

/**
 * A scan its owner chose to share (decisions.md 17): anyone with the token sees the beers found,
 * the photo only when include_photo. Revoking sets revoked_at; the token then answers 404 for
 * good. At most one live link per scan (a second "Share" returns it), enforced by the index.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    includePhoto: boolean('include_photo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token_unique').on(t.token),
    uniqueIndex('share_links_live_analysis_unique')
      .on(t.analysisId)
      .where(sql`${t.revokedAt} is null`),
    index('share_links_user_idx').on(t.userId),
  ],
);
