import { and, eq, sql } from 'drizzle-orm';
import { couponStatus } from '@common/domain/coupons';
import { REDEEM_FALLBACK_MESSAGE } from '@common/schemas/coupons';
import type { Db } from '../db/client';
import { couponRedemptions, coupons, users } from '../db/schema';
import { AppError, ConflictError, NotFoundError } from '../errors';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { displayName, type UserRow } from './accounts';
import type { CouponRow } from './coupons';
import { planOf } from '../policies';

export type Redeemed = {
  coupon: CouponRow;
  /** Premium from this coupon ends then; null for lifetime and for a percentage coupon. */
  premiumUntil: Date | null;
  message: string;
};

export type RedeemDeps = {
  mail: MailSettings;
  /** A Stripe secret key is set (environment or console): percentage coupons need one. */
  paymentsConfigured: (db: Db) => Promise<boolean>;
};

const STATE_ERRORS = {
  inactive: () => new ConflictError('This coupon code is no longer active', 'coupon_inactive'),
  expired: () => new ConflictError('This coupon code has expired', 'coupon_expired'),
  used_up: () => new ConflictError('This coupon code has already been used', 'coupon_used_up'),
};
const alreadyRedeemed = () =>
  new ConflictError('You have already redeemed this coupon', 'coupon_already_redeemed');

const longDate = (d: Date) =>
  d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** One year after `from`, by the calendar (UTC). */
function oneYearAfter(from: Date): Date {
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + 1);
  return until;
}

/**
 * When premium from a lifetime or yearly coupon ends (null: never). A yearly coupon on top of a
 * running coupon year adds a year to its end. Premium paid by card or for life is not replaced.
 */
function premiumEnd(coupon: CouponRow, user: UserRow, now: Date): Date | null {
  const premium = planOf(user, now) === 'premium';
  if (premium && user.premiumSource !== 'coupon') {
    throw new ConflictError(
      'You already have Premium through your card subscription, so this coupon was not redeemed',
      'already_premium',
    );
  }
  if (premium && !user.premiumUntil) {
    throw new ConflictError('You already have Premium for life', 'already_premium');
  }
  if (coupon.discountType === 'lifetime') return null;
  return oneYearAfter(premium && user.premiumUntil ? user.premiumUntil : now);
}

function successMessage(coupon: CouponRow, premiumUntil: Date | null): string {
  if (coupon.discountType === 'percentage')
    return `Coupon redeemed: ${coupon.discountValue}% off your Premium subscription when you subscribe.`;
  if (!premiumUntil) return 'Coupon redeemed: you have Premium for life.';
  return `Coupon redeemed: you have Premium until ${longDate(premiumUntil)}.`;
}

/**
 * Redeems a code for the user: the redemption, the coupon's count and the user's premium change
 * in one transaction. The coupon's row lock queues concurrent redemptions of one code, the
 * conditional count update and the CHECK constraint refuse an overspend, and the unique
 * (coupon, user) index refuses a second redemption by the same user.
 */
export async function redeemCoupon(
  db: Db,
  code: string,
  userId: string,
  deps: RedeemDeps,
  now: Date,
): Promise<Redeemed> {
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!coupon) throw new NotFoundError(REDEEM_FALLBACK_MESSAGE, 'coupon_not_found');
    const [mine] = await tx
      .select({ id: couponRedemptions.id })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.userId, userId)));
    if (mine) throw alreadyRedeemed();
    const status = couponStatus(coupon, now);
    if (status !== 'active') throw STATE_ERRORS[status]();

    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFoundError('Your account no longer exists.', 'user_not_found');
    let premiumUntil: Date | null = null;
    if (coupon.discountType === 'percentage') {
      if (!(await deps.paymentsConfigured(tx))) {
        throw new AppError(
          409,
          'payments_not_configured',
          'Card payment is not configured, so discount coupons cannot be redeemed yet. Nothing was redeemed.',
        );
      }
    } else {
      premiumUntil = premiumEnd(coupon, user, now);
    }

    // stripe_discount_id stays null: for a percentage coupon that means "discount owed", applied
    // by the payments code when the user subscribes.
    const inserted = await tx
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ id: couponRedemptions.id });
    if (!inserted.length) throw alreadyRedeemed();
    const [counted] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, coupon.id), sql`${coupons.usedCount} < ${coupons.maxUses}`))
      .returning();
    if (!counted) throw STATE_ERRORS.used_up();

    if (coupon.discountType !== 'percentage') {
      await tx
        .update(users)
        .set({ isPremium: true, premiumSource: 'coupon', premiumUntil })
        .where(eq(users.id, userId));
    }
    await sendMail(
      tx,
      'coupon_redeemed',
      {
        to: user.email,
        name: displayName(user),
        code: coupon.code,
        discountType: coupon.discountType,
        discountValue: coupon.discountValue,
        premiumUntil,
      },
      deps.mail,
    );
    return { coupon: counted, premiumUntil, message: successMessage(coupon, premiumUntil) };
  });
}
