import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { displayName, type UserRow } from '../services/accounts';

/** Stripe statuses in which the user has paid for the current period (past_due: being retried). */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** Statuses after which the subscription gives nothing any more. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired', 'unpaid']);

export const formatAmount = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
export const formatDay = (date: Date) =>
  date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const idOf = (x: string | { id: string }) => (typeof x === 'string' ? x : x.id);

/** The billing period of the subscription (its first item's, since API version 2025-03-31). */
export function billingPeriodOf(sub: Stripe.Subscription) {
  const item = sub.items.data[0];
  return item
    ? {
        start: new Date(item.current_period_start * 1000),
        end: new Date(item.current_period_end * 1000),
      }
    : undefined;
}

/** What the first paid invoice took, for the "premium started" mail. */
function amountPaid(sub: Stripe.Subscription): string {
  const invoice = sub.latest_invoice;
  if (invoice && typeof invoice !== 'string') {
    return formatAmount(invoice.amount_paid, invoice.currency);
  }
  const price = sub.items.data[0]?.price;
  return formatAmount(price?.unit_amount ?? 0, price?.currency);
}

/**
 * Writes the user's premium state from the subscription as Stripe has it now. Every path
 * (verify after payment, each webhook, cancel and resume) reads the subscription and comes
 * here, so events arriving late or out of order cannot leave a stale state. The user row is
 * locked, so a webhook and a verify racing each other apply one after the other, and the mails
 * of a change (premium started, cancelled) go out once, in the same transaction.
 */
export async function syncSubscription(
  db: Db,
  sub: Stripe.Subscription,
  mail: MailSettings,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.stripeCustomerId, idOf(sub.customer)))
      .for('update');
    if (!user) return undefined;
    const paid = PAID_STATUSES.has(sub.status);
    // News of an older subscription must not undo the current one.
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && !paid) return user;
    // Premium from a coupon or an admin's grant is not the card's to take away: an unpaid
    // subscription only has its status recorded.
    const otherPremium =
      user.isPremium && (user.premiumSource === 'coupon' || user.premiumSource === 'grant');

    const period = billingPeriodOf(sub);
    const base = { stripeSubscriptionId: sub.id, subscriptionStatus: sub.status };
    const patch: Partial<UserRow> =
      otherPremium && !paid
        ? base
        : paid && period
          ? {
              ...base,
              isPremium: true,
              premiumSource: 'card',
              billingPeriodStart: period.start,
              billingPeriodEnd: period.end,
              cancelAtPeriodEnd: sub.cancel_at_period_end,
              // Cancelled: premium ends with the paid period even if the last webhook never comes.
              premiumUntil: sub.cancel_at_period_end ? period.end : null,
            }
          : ENDED_STATUSES.has(sub.status)
            ? {
                ...base,
                isPremium: false,
                premiumSource: null,
                premiumUntil: null,
                cancelAtPeriodEnd: false,
                billingPeriodStart: null,
                billingPeriodEnd: null,
              }
            : base;
    const [after] = await tx.update(users).set(patch).where(eq(users.id, user.id)).returning();
    const person = { to: user.email, name: displayName(user) };
    const wasCardPremium = user.isPremium && user.premiumSource === 'card';
    if (!wasCardPremium && after!.isPremium && after!.premiumSource === 'card' && period) {
      await sendMail(
        tx,
        'premium_started',
        {
          ...person,
          amount: amountPaid(sub),
          periodStart: formatDay(period.start),
          periodEnd: formatDay(period.end),
        },
        mail,
      );
    }
    if (!user.cancelAtPeriodEnd && after!.cancelAtPeriodEnd && period) {
      await sendMail(
        tx,
        'subscription_cancelled',
        { ...person, endsOn: formatDay(period.end) },
        mail,
      );
    }
    return after;
  });
}
