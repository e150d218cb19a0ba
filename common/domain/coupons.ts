import type { Coupon, CouponStatus } from '../schemas/coupons';
import { recordsToCsv, type CsvColumns } from './csv';

type CouponFacts = {
  isActive: boolean;
  expiresAt: Date | string | null;
  usedCount: number;
  maxUses: number;
};

/** Whether a coupon can be redeemed now, and if not the first reason why. */
export function couponStatus(coupon: CouponFacts, now: Date): CouponStatus {
  if (!coupon.isActive) return 'inactive';
  if (coupon.expiresAt && new Date(coupon.expiresAt) <= now) return 'expired';
  if (coupon.usedCount >= coupon.maxUses) return 'used_up';
  return 'active';
}

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  used_up: 'Used up',
};

/** Spec section 9: the columns of a batch export, in this order. */
export const COUPON_CSV_COLUMNS: CsvColumns<Coupon> = [
  ['Code', (c) => c.code],
  ['Batch Name', (c) => c.batchName],
  ['Discount Type', (c) => c.discountType],
  ['Discount Value', (c) => c.discountValue],
  ['Max Uses', (c) => c.maxUses],
  ['Used Count', (c) => c.usedCount],
  ['Status', (c) => COUPON_STATUS_LABELS[c.status]],
  ['Created At', (c) => c.createdAt],
  ['Expires At', (c) => c.expiresAt],
];

export const couponsToCsv = (coupons: readonly Coupon[]) =>
  recordsToCsv(coupons, COUPON_CSV_COLUMNS);

/** "coupons-oktoberfest-2026-2026-11-23.csv": the batch name and the day of the export (UTC). */
export function couponCsvFileName(batchName: string, now: Date): string {
  const slug =
    batchName
      .normalize('NFKD')
      // Accents come apart from their letters under NFKD; drop them, keep the letter.
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'batch';
  return `coupons-${slug}-${now.toISOString().slice(0, 10)}.csv`;
}
