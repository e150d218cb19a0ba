import { z } from 'zod';
import { DISCOUNT_TYPES } from '../plans';

// Coupons (spec sections 3, 5, 7 and 9; decisions.md 10): codes are made on the server, so the
// console and the CLI send what to make, never the codes themselves.

/** Code characters: uppercase letters and digits without look-alikes (no 0/O, 1/I/L). */
export const COUPON_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COUPON_CODE_RANDOM_LENGTH = 8;
/** What a person may type into the redemption field. */
export const COUPON_CODE_MAX = 20;
export const COUPON_BATCH_MAX = 1000;

export const EMPTY_CODE_MESSAGE = 'Please enter a coupon code';
/** Spec section 8: what the site shows when the server gives no message of its own. */
export const REDEEM_FALLBACK_MESSAGE = 'Invalid or expired coupon code';
export const EMPTY_BATCH_MESSAGE = 'No coupons found for this batch';

/** POST /api/redeem-coupon: trimmed and upper-cased, as the site's field does. */
export const RedeemCouponSchema = z.strictObject({
  code: z
    .string({ error: EMPTY_CODE_MESSAGE })
    .trim()
    .toUpperCase()
    .min(1, EMPTY_CODE_MESSAGE)
    .max(COUPON_CODE_MAX, `A coupon code has at most ${COUPON_CODE_MAX} characters`),
});
export type RedeemCoupon = z.input<typeof RedeemCouponSchema>;

export const RedeemCouponResultSchema = z.object({
  message: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  /** When premium from this coupon ends; null for lifetime (and for a percentage coupon). */
  premiumUntil: z.string().nullable(),
});
export type RedeemCouponResult = z.infer<typeof RedeemCouponResultSchema>;

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

/** "2026-12-31" (the whole day, UTC) or a full ISO time; null or absent means no expiry. */
const expiresAt = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Expiry must be a date like 2026-12-31',
  })
  .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59.999Z`) : new Date(v)))
  .nullable()
  .optional();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null);

/**
 * A batch to make (spec section 5). Defaults: count 1, prefix BEER, percentage, value 10,
 * maxUses 1. The value counts only for percentage coupons; lifetime and yearly store 0.
 */
export const CouponBatchCreateSchema = z
  .strictObject({
    count: int('Count', 1, COUPON_BATCH_MAX).default(1),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .min(2, 'Prefix must be 2 to 10 characters')
      .max(10, 'Prefix must be 2 to 10 characters')
      .regex(/^[A-Z0-9]+$/, 'Prefix may contain only letters and digits')
      .default('BEER'),
    discountType: z
      .enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage, lifetime or yearly' })
      .default('percentage'),
    discountValue: int('Discount value', 1, 100).nullable().optional(),
    maxUses: int('Max uses', 1, 10_000).default(1),
    expiresAt,
    batchName: z
      .string({ error: 'Batch name is required' })
      .trim()
      .min(1, 'Batch name is required')
      .max(100, 'Batch name must be at most 100 characters'),
    batchDescription: optionalText(500, 'Batch description'),
  })
  .transform((v) => ({
    ...v,
    discountValue: v.discountType === 'percentage' ? (v.discountValue ?? 10) : 0,
    expiresAt: v.expiresAt ?? null,
  }));
export type CouponBatchCreate = z.input<typeof CouponBatchCreateSchema>;
export type CouponBatchInput = z.output<typeof CouponBatchCreateSchema>;

/** PUT /api/admin/coupons/:id. Other fields react-admin sends back are dropped. */
export const CouponUpdateSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const COUPON_STATUSES = ['active', 'inactive', 'expired', 'used_up'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
  /** Inactive, else expired, else used up, else active: whether it can be redeemed now. */
  status: z.enum(COUPON_STATUSES),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  batchName: z.string().nullable(),
  batchDescription: z.string().nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** A batch as the console's filter and `beerscout coupons list` show it. */
export const CouponBatchSchema = z.object({
  batchName: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.number().int(),
  total: z.number().int(),
  redeemed: z.number().int(),
  active: z.number().int(),
  createdAt: z.string(),
});
export type CouponBatch = z.infer<typeof CouponBatchSchema>;

export const CouponExportQuerySchema = z.object({
  batch: z
    .string({ error: 'Batch name is required' })
    .trim()
    .min(1, 'Batch name is required')
    .max(100, 'Batch name must be at most 100 characters'),
});

/** A row of the admin Redemptions list: the user and the coupon embedded (spec section 3). */
export const CouponRedemptionSchema = z.object({
  id: z.string(),
  couponId: z.string(),
  userId: z.string(),
  redeemedAt: z.string(),
  /** Null for a percentage coupon means the discount is still owed to the next subscription. */
  stripeDiscountId: z.string().nullable(),
  user: z.object({ username: z.string(), email: z.string() }),
  coupon: z.object({
    code: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    discountValue: z.number().int(),
  }),
});
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>;
