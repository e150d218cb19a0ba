import { signedInRouter } from './router';
import { RedeemCouponSchema, type RedeemCouponResult } from '@common/schemas/coupons';
import type { AppDeps } from '../deps';
import { mailSettings } from '../mail/send-mail';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { applyToRunningSubscription } from '../payments/discounts';
import { paymentsConfigured } from '../services/payments-ready';
import { redeemCoupon } from '../services/redeem-coupon';

/**
 * POST /api/redeem-coupon. Limited per user and per IP before anything is looked up, so
 * guessing codes is slow whether a guess is right or not.
 */
export function couponRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ paths: ['/redeem-coupon'] });
  const perIp = rateLimit(deps.database, { ...deps.config.couponIpRateLimit, name: 'coupon' });
  const perUser = rateLimit(deps.database, {
    ...deps.config.couponRateLimit,
    name: 'coupon',
    key: (ctx) => `user:${(ctx.state as { user?: { id: string } }).user?.id}`,
  });

  router.post(
    '/redeem-coupon',
    perIp,
    perUser,
    validate({ body: RedeemCouponSchema }),
    async (ctx) => {
      // Read before the redemption's transaction: saved keys are decrypted through the app's own
      // handle, which (on PGlite's single connection) must not be used inside a transaction.
      const payments = await paymentsConfigured(db, deps.config);
      const redeemed = await redeemCoupon(
        db,
        ctx.state.body.code,
        ctx.state.user.id,
        {
          mail: mailSettings(deps.config),
          paymentsConfigured: () => Promise.resolve(payments),
        },
        deps.now(),
      );
      const { coupon } = redeemed;
      // Asked after the redemption is stored: should Stripe fail, the answer is 502 and the
      // discount stays owed, taken off when the user next subscribes.
      const applied =
        coupon.discountType === 'percentage' &&
        (await applyToRunningSubscription(db, deps.config, ctx.state.user));
      const body: RedeemCouponResult = {
        message: applied
          ? `Coupon redeemed: ${coupon.discountValue}% off your Premium subscription from your next invoice.`
          : redeemed.message,
        discountType: redeemed.coupon.discountType,
        discountValue: redeemed.coupon.discountValue,
        premiumUntil: redeemed.premiumUntil?.toISOString() ?? null,
      };
      ctx.body = body;
    },
  );

  return router;
}
