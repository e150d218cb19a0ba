import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import type { MailSettings } from '../mail/send-mail';
import { planOf } from '../policies';
import { displayName, type UserRow } from '../services/accounts';
import { recordAudit } from '../services/audit-log';
import { owedDiscounts, recordAppliedDiscounts } from './discounts';
import { syncSubscription } from './subscription-sync';

export type PaymentContext = { db: Db; stripe: Stripe; mail: MailSettings; now: Date };

export const ALREADY_PREMIUM = 'You already have Premium. Manage your subscription on this page.';

/** The subscription with what the Premium page and the mails need expanded. */
export const fetchSubscription = (stripe: Stripe, id: string) =>
  stripe.subscriptions.retrieve(id, { expand: ['latest_invoice', 'discounts.source.coupon'] });

/** The user's Stripe customer, created once: the id is stored before anything else uses it. */
async function customerFor({ db, stripe }: PaymentContext, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: displayName(user), metadata: { userId: user.id } },
    { idempotencyKey: `beerscout-customer-${user.id}` },
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  return row!.stripeCustomerId!;
}

const secretOf = (sub: Stripe.Subscription) =>
  typeof sub.latest_invoice === 'object' && sub.latest_invoice
    ? (sub.latest_invoice.confirmation_secret?.client_secret ?? null)
    : null;

/**
 * POST /api/create-subscription: an incomplete subscription whose first invoice the Payment
 * Element pays. A subscription still waiting for its first payment is reused, so pressing
 * Upgrade twice gives one subscription. Owed percentage coupons ride along as discounts.
 */
export async function createSubscription(
  ctx: PaymentContext,
  priceId: string,
  user: UserRow,
): Promise<{ clientSecret: string | null; status: string }> {
  if (planOf(user, ctx.now) === 'premium')
    throw new ConflictError(ALREADY_PREMIUM, 'already_premium');
  const { stripe } = ctx;
  const customer = await customerFor(ctx, user);
  if (user.stripeSubscriptionId) {
    const existing = await stripe.subscriptions.retrieve(user.stripeSubscriptionId, {
      expand: ['latest_invoice.confirmation_secret'],
    });
    if (existing.status === 'incomplete') {
      return { clientSecret: secretOf(existing), status: existing.status };
    }
  }
  const discounts = await owedDiscounts(ctx.db, stripe, user.id);
  const sub = await stripe.subscriptions.create(
    {
      customer,
      items: [{ price: priceId }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { userId: user.id },
      ...(discounts.length
        ? { discounts: discounts.map((d) => ({ coupon: d.stripeCouponId })) }
        : {}),
    },
    // One create per previous subscription: a retry returns the same one, a new attempt after
    // a cancelled subscription is a new key.
    { idempotencyKey: `beerscout-subscription-${user.id}-${user.stripeSubscriptionId ?? 'first'}` },
  );
  await recordAppliedDiscounts(ctx.db, discounts);
  await ctx.db
    .update(users)
    .set({ stripeSubscriptionId: sub.id, subscriptionStatus: sub.status })
    .where(eq(users.id, user.id));
  // A 100% discount leaves nothing to pay: the subscription is active at once.
  if (sub.status !== 'incomplete') await syncSubscription(ctx.db, sub, ctx.mail);
  return { clientSecret: secretOf(sub), status: sub.status };
}

const NO_CARD_MESSAGES: Record<string, string> = {
  coupon: 'Your Premium comes from a coupon; there is no card subscription to manage.',
  grant: 'Your Premium was granted by BeerScout; there is no card subscription to manage.',
};

/** 404 `no_subscription`, saying where the user's premium comes from when not from a card. */
const noCardSubscription = (user: UserRow) =>
  new NotFoundError(
    NO_CARD_MESSAGES[user.premiumSource ?? ''] ?? 'You have no card subscription.',
    'no_subscription',
  );

function requireSubscriptionId(user: UserRow): string {
  if (!user.stripeSubscriptionId) throw noCardSubscription(user);
  return user.stripeSubscriptionId;
}

/** POST /api/verify-payment-success: asks Stripe, never the browser, whether it was paid. */
export async function verifyPayment(ctx: PaymentContext, user: UserRow) {
  const sub = await fetchSubscription(ctx.stripe, requireSubscriptionId(user));
  const after = (await syncSubscription(ctx.db, sub, ctx.mail)) ?? user;
  return { user: after, status: sub.status };
}

const cancelFacts = (u: UserRow) => ({
  cancelAtPeriodEnd: u.cancelAtPeriodEnd,
  premiumUntil: u.premiumUntil?.toISOString() ?? null,
  subscriptionStatus: u.subscriptionStatus,
});

/**
 * Cancel (at the end of the paid period, spec 1) or resume before that end. An admin's change
 * (`audit`) is written to the audit log in the transaction that stores the new state.
 */
export async function setCancelAtPeriodEnd(
  ctx: PaymentContext,
  user: UserRow,
  cancel: boolean,
  audit?: { actor: Pick<UserRow, 'id' | 'username'>; reason: string },
) {
  const id = requireSubscriptionId(user);
  const current = await ctx.stripe.subscriptions.retrieve(id);
  if (!['active', 'trialing', 'past_due'].includes(current.status)) {
    throw new ConflictError('This subscription has already ended.', 'subscription_ended');
  }
  await ctx.stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
  const sub = await fetchSubscription(ctx.stripe, id);
  if (!audit) {
    await syncSubscription(ctx.db, sub, ctx.mail);
    return sub;
  }
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const after = (await syncSubscription(tx, sub, ctx.mail)) ?? user;
    await recordAudit(tx, {
      actor: audit.actor,
      action: cancel ? 'subscription.cancel' : 'subscription.resume',
      resource: 'subscriptions',
      resourceId: user.id,
      before: { ...cancelFacts(user), stripeSubscriptionId: id },
      after: { ...cancelFacts(after), stripeSubscriptionId: id },
      reason: audit.reason,
    });
  });
  return sub;
}

/**
 * The subscription for the Manage Subscription card. Premium from a coupon or a grant with an
 * old card subscription that no longer runs has no subscription to manage: showing that one
 * would offer a renewal that never comes and a Cancel that cancels nothing.
 */
export async function currentSubscription(ctx: PaymentContext, user: UserRow) {
  const sub = await fetchSubscription(ctx.stripe, requireSubscriptionId(user));
  const running = ['active', 'trialing', 'past_due'].includes(sub.status);
  if (!running && user.premiumSource !== 'card' && planOf(user, ctx.now) === 'premium') {
    throw noCardSubscription(user);
  }
  return sub;
}

/** A Stripe billing-portal session where the user updates their payment method. */
export async function billingPortalUrl(ctx: PaymentContext, user: UserRow, returnUrl: string) {
  if (!user.stripeCustomerId) throw noCardSubscription(user);
  // A double click within the minute gets the same (still valid) session, not a second one.
  const minute = Math.floor(ctx.now.getTime() / 60_000);
  const session = await ctx.stripe.billingPortal.sessions.create(
    { customer: user.stripeCustomerId, return_url: returnUrl },
    { idempotencyKey: `beerscout-portal-${user.id}-${minute}` },
  );
  return session.url;
}
