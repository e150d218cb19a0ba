import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Stripe webhook events already handled: a replayed delivery of the same id changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Paid Stripe invoices, one row per invoice id (from `invoice.paid`): the dashboard's revenue
 * and card conversions. Money taken stays counted when its user is deleted (user_id set null;
 * the customer id still tells one payer's invoices apart).
 */
export const invoices = pgTable(
  'invoices',
  {
    stripeInvoiceId: text('stripe_invoice_id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    stripeCustomerId: text('stripe_customer_id').notNull(),
    /** In the currency's smallest unit (cents). */
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoices_paid_at_idx').on(t.paidAt),
    index('invoices_customer_idx').on(t.stripeCustomerId, t.paidAt),
  ],
);
