import { writeFile } from 'node:fs/promises';
import type { Coupon } from '@common/schemas/coupons';
import { couponsToCsv } from '@common/domain/coupons';
import { CliError } from './errors';

/** "one-year Premium", "25% off", in the words the summaries use. */
export function describeDiscount(c: Pick<Coupon, 'discountType' | 'discountValue'>): string {
  if (c.discountType === 'percentage') return `${c.discountValue}% off Premium`;
  return c.discountType === 'lifetime' ? 'lifetime Premium' : 'one-year Premium';
}

/** Writes the batch CSV (spec section 9 columns) to a file, or names why it could not. */
export async function writeCouponCsv(file: string, coupons: readonly Coupon[]): Promise<void> {
  try {
    await writeFile(file, couponsToCsv(coupons));
  } catch (err) {
    throw new CliError(`Cannot write ${file}: ${(err as Error).message}`);
  }
}
