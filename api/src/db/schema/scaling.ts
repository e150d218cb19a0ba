import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './analyses';

/**
 * Scans waiting for a recognition worker (SCAN_WORKERS=external). The API stores the working
 * image and waits; a `beerscout worker` claims the row with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), writes `result` (a Recognition) or `error`, and the API reads and deletes it.
 */
export const scanRequests = pgTable(
  'scan_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    image: bytea('image').notNull(),
    imageType: text('image_type', { enum: ['shelf', 'tap'] }).notNull(),
    status: text('status', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_requests_status_created_idx').on(t.status, t.createdAt)],
);

/**
 * Fixed-window rate-limit counters shared by every API process on a PostgreSQL server
 * (middleware/rate-limit.ts); `key` is the limit's name and the client address.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
