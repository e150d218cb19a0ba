import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { stripeEvents } from '../db/schema';
import { BadRequestError } from '../errors';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { displayName } from '../services/accounts';
import { recordPaidInvoice } from './invoices';
import { fetchSubscription } from './subscriptions';
import { formatAmount, syncSubscription } from './subscription-sync';

export const HANDLED_EVENTS = [
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/** The signed event, or 400: a forged or altered delivery is refused before anything is read. */
export function verifiedEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new BadRequestError('The Stripe signature does not match.', 'invalid_signature');
  }
}

function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === 'subscription') return object.id;
  if (object.object === 'invoice') {
    const sub = (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription;
    return typeof sub === 'string' ? sub : sub?.id;
  }
  return undefined;
}

/**
 * Handles one verified event once. The event is not trusted for state: the subscription is read
 * from Stripe, so a late `updated` after `deleted` changes nothing. The event id is stored in
 * the transaction of its effects, so a replay is skipped and a failure lets Stripe retry it.
 * Returns false for an event already handled.
 */
export async function handleStripeEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  mail: MailSettings,
): Promise<boolean> {
  const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return false;
  const subId = (HANDLED_EVENTS as readonly string[]).includes(event.type)
    ? subscriptionIdOf(event)
    : undefined;
  const sub = subId ? await fetchSubscription(stripe, subId) : undefined;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!inserted.length) return false;
    if (event.type === 'invoice.paid') {
      await recordPaidInvoice(tx, event.data.object as Stripe.Invoice, event.created);
    }
    if (!sub) return true;
    const user = await syncSubscription(tx, sub, mail);
    if (event.type === 'invoice.payment_failed' && user) {
      const invoice = event.data.object as Stripe.Invoice;
      await sendMail(
        tx,
        'payment_failed',
        {
          to: user.email,
          name: displayName(user),
          amount: formatAmount(invoice.amount_due, invoice.currency),
        },
        mail,
      );
    }
    return true;
  });
}
