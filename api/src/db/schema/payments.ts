import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Stripe webhook events already handled: a replayed delivery of the same id changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
