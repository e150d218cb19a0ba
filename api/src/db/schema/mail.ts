import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * E-mail waiting to go out (contact notifications, welcome mail…). Written in the same
 * transaction as what caused it, sent by a worker, so a mail provider outage loses nothing.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same message as HTML (React Email templates); null on rows queued before templates. */
    html: text('html'),
    replyTo: text('reply_to'),
    /** Sent with high-importance headers (a premium member's contact message, spec 1). */
    priority: boolean('priority').notNull().default(false),
    kind: text('kind').notNull(),
    /** `skipped`: a non-essential mail whose recipient turned tips and news off before it went. */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_status_created_idx').on(t.status, t.createdAt)],
);
