import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { invoices, users } from '../db/schema';

const idOf = (x: string | { id: string }) => (typeof x === 'string' ? x : x.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Stores a paid invoice for the dashboard's revenue and conversions, once per invoice id (a
 * second delivery or a second event about the same invoice adds nothing). Runs in the webhook's
 * transaction. The period is the first line's, the service paid for: Stripe's invoice-level
 * period looks back one period on a renewal.
 */
export async function recordPaidInvoice(db: Db, invoice: Stripe.Invoice, eventCreated: number) {
  if (!invoice.id || !invoice.customer) return;
  const customerId = idOf(invoice.customer);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, customerId));
  const period = invoice.lines?.data?.[0]?.period ?? {
    start: invoice.period_start,
    end: invoice.period_end,
  };
  await db
    .insert(invoices)
    .values({
      stripeInvoiceId: invoice.id,
      userId: user?.id ?? null,
      stripeCustomerId: customerId,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      periodStart: fromUnix(period.start),
      periodEnd: fromUnix(period.end),
      paidAt: fromUnix(invoice.status_transitions?.paid_at ?? eventCreated),
    })
    .onConflictDoNothing();
}
