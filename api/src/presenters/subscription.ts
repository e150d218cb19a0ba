import type Stripe from 'stripe';
import type { AdminSubscription, SubscriptionSummary } from '@common/schemas/payments';
import type { UserRow } from '../services/accounts';
import { subscriptionStatusOf } from './user';
import { billingPeriodOf } from '../payments/subscription-sync';

/** The next renewal's amount: the price less every percentage discount on the subscription. */
function nextAmount(sub: Stripe.Subscription): number {
  const price = sub.items.data[0]?.price.unit_amount ?? 0;
  const kept = sub.discounts.reduce((share, d) => {
    const percent = typeof d === 'string' ? null : d.source.coupon;
    const off = percent && typeof percent !== 'string' ? (percent.percent_off ?? 0) : 0;
    return share * (1 - off / 100);
  }, 1);
  return Math.round(price * kept);
}

export function presentSubscription(sub: Stripe.Subscription): SubscriptionSummary {
  return {
    plan: 'Premium',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: billingPeriodOf(sub)?.end.toISOString() ?? null,
    nextAmount: nextAmount(sub),
    currency: sub.items.data[0]?.price.currency ?? 'usd',
  };
}

export function presentAdminSubscription(row: UserRow, now: Date): AdminSubscription {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    status: subscriptionStatusOf(row, now),
    premiumSource: row.premiumSource,
    stripeStatus: row.subscriptionStatus,
    currentPeriodEnd: (row.premiumUntil ?? row.billingPeriodEnd)?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}
