import { couponStatus } from '@common/domain/coupons';
import type { Coupon, CouponBatch, CouponRedemption } from '@common/schemas/coupons';
import type { CouponRow } from '../services/coupons';
import type { RedemptionRow } from '../services/coupon-redemptions';

export function presentCoupon(row: CouponRow, now: Date): Coupon {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    isActive: row.isActive,
    status: couponStatus(row, now),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    batchName: row.batchName,
    batchDescription: row.batchDescription,
  };
}

export function presentBatch(
  row: Omit<CouponBatch, 'createdAt'> & { createdAt: Date },
): CouponBatch {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function presentRedemption(row: RedemptionRow): CouponRedemption {
  return {
    id: row.id,
    couponId: row.couponId,
    userId: row.userId,
    redeemedAt: row.redeemedAt.toISOString(),
    stripeDiscountId: row.stripeDiscountId,
    user: { username: row.username, email: row.email },
    coupon: { code: row.code, discountType: row.discountType, discountValue: row.discountValue },
  };
}
