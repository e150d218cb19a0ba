import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background work (api/src/jobs). A runner claims a due row with FOR UPDATE SKIP LOCKED and holds
 * it by `locked_until` (a lease), not by an open transaction: a runner killed mid-job leaves a
 * lease that expires, and the next runner does the job again. `key` names a recurring job (one
 * row per key, rescheduled after each run), so every server can ensure it without duplicates.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_status_run_at_idx').on(t.status, t.runAt)],
);
