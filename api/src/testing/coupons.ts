import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import type { CouponRow } from '../services/coupons';

/** A stored coupon: a single-use yearly one with a fresh code unless told otherwise. */
export async function makeCoupon(
  db: Db,
  fields: Partial<typeof coupons.$inferInsert> = {},
): Promise<CouponRow> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: `TEST${randomBytes(4).toString('hex').toUpperCase()}`,
      discountType: 'yearly',
      batchName: 'Test batch',
      ...fields,
    })
    .returning();
  return row!;
}
