import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { UserRow } from '../services/accounts';
import { requireStripe } from './stripe-client';
import { couponRedemptions, coupons } from '../db/schema';

export type OwedDiscount = { redemptionId: string; stripeCouponId: string };

/**
 * Percentage coupons the user redeemed that no subscription carries yet (a redemption of a
 * `percentage` coupon with no stripe_discount_id), each made into a Stripe coupon with that
 * percent_off. The idempotency key is the redemption, so a retry or a racing request gets the
 * same Stripe coupon back instead of a second one.
 */
export async function owedDiscounts(db: Db, stripe: Stripe, userId: string) {
  const owed = await db
    .select({ id: couponRedemptions.id, code: coupons.code, percent: coupons.discountValue })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        eq(coupons.discountType, 'percentage'),
        isNull(couponRedemptions.stripeDiscountId),
      ),
    );
  const made: OwedDiscount[] = [];
  for (const row of owed) {
    const coupon = await stripe.coupons.create(
      {
        percent_off: row.percent,
        duration: 'forever',
        name: `BeerScout coupon ${row.code}`,
        metadata: { redemptionId: row.id },
      },
      { idempotencyKey: `beerscout-discount-${row.id}` },
    );
    made.push({ redemptionId: row.id, stripeCouponId: coupon.id });
  }
  return made;
}

/** Marks the redemptions as carried by a subscription: each stores its Stripe coupon id. */
export async function recordAppliedDiscounts(db: Db, applied: OwedDiscount[]) {
  for (const { redemptionId, stripeCouponId } of applied) {
    await db
      .update(couponRedemptions)
      .set({ stripeDiscountId: stripeCouponId })
      .where(
        and(eq(couponRedemptions.id, redemptionId), isNull(couponRedemptions.stripeDiscountId)),
      );
  }
}

/**
 * Applies every discount the user is owed to a running subscription (for a percentage coupon
 * redeemed while subscribed). Returns how many were applied.
 */
export async function applyOwedDiscounts(
  db: Db,
  stripe: Stripe,
  userId: string,
  subscriptionId: string,
): Promise<number> {
  const owed = await owedDiscounts(db, stripe, userId);
  if (!owed.length) return 0;
  const current = await stripe.subscriptions.retrieve(subscriptionId);
  const kept = current.discounts.map((d) => ({ discount: typeof d === 'string' ? d : d.id }));
  await stripe.subscriptions.update(subscriptionId, {
    discounts: [...kept, ...owed.map((o) => ({ coupon: o.stripeCouponId }))],
  });
  await recordAppliedDiscounts(db, owed);
  return owed.length;
}

/**
 * A percentage coupon redeemed by a card subscriber goes onto their running subscription at once
 * (issue 15); anyone else keeps it owed until they subscribe. True when it was applied.
 */
export async function applyToRunningSubscription(
  db: Db,
  config: Config,
  user: Pick<UserRow, 'id' | 'premiumSource' | 'stripeSubscriptionId'>,
): Promise<boolean> {
  if (user.premiumSource !== 'card' || !user.stripeSubscriptionId) return false;
  const stripe = await requireStripe(db, config);
  return (await applyOwedDiscounts(db, stripe, user.id, user.stripeSubscriptionId)) > 0;
}
