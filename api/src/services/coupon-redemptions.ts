import { and, count, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { couponRedemptions, coupons, users } from '../db/schema';
import { containing } from '../lib/like';
import { pageOf, type ListPage, type ListQuery } from './list-page';

export const REDEMPTION_SORTS = ['redeemedAt', 'code', 'username', 'email'] as const;
export type RedemptionQuery = ListQuery<
  (typeof REDEMPTION_SORTS)[number],
  { q?: string; since?: Date; until?: Date; couponId?: string; userId?: string }
>;

const columns = {
  id: couponRedemptions.id,
  couponId: couponRedemptions.couponId,
  userId: couponRedemptions.userId,
  redeemedAt: couponRedemptions.redeemedAt,
  stripeDiscountId: couponRedemptions.stripeDiscountId,
  username: users.username,
  email: users.email,
  code: coupons.code,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
};
const SORT_COLUMNS = {
  redeemedAt: couponRedemptions.redeemedAt,
  code: coupons.code,
  username: users.username,
  email: users.email,
};

export type RedemptionRow = Pick<
  typeof couponRedemptions.$inferSelect,
  'id' | 'couponId' | 'userId' | 'redeemedAt' | 'stripeDiscountId'
> &
  Pick<typeof users.$inferSelect, 'username' | 'email'> &
  Pick<typeof coupons.$inferSelect, 'code' | 'discountType' | 'discountValue'>;

/**
 * A page of redemptions with the user and the coupon joined in (the admin view embeds them),
 * newest first unless sorted otherwise. `until` is exclusive: the route turns the console's
 * "until this day" into the start of the next day.
 */
export async function listRedemptions(
  db: Db,
  query: RedemptionQuery,
): Promise<ListPage<RedemptionRow>> {
  const f = query.filter ?? {};
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) {
    const pattern = containing(q);
    where.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        ilike(coupons.code, pattern),
      )!,
    );
  }
  if (f.since) where.push(gte(couponRedemptions.redeemedAt, f.since));
  if (f.until) where.push(lt(couponRedemptions.redeemedAt, f.until));
  if (f.couponId) where.push(eq(couponRedemptions.couponId, f.couponId));
  if (f.userId) where.push(eq(couponRedemptions.userId, f.userId));
  const condition = where.length ? and(...where) : undefined;
  const [field, direction] = query.sort ?? ['redeemedAt', 'DESC'];
  return pageOf(
    db
      .select(columns)
      .from(couponRedemptions)
      .innerJoin(users, eq(users.id, couponRedemptions.userId))
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(condition)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(couponRedemptions)
      .innerJoin(users, eq(users.id, couponRedemptions.userId))
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(condition),
    { column: SORT_COLUMNS[field], direction, id: couponRedemptions.id },
    query.range ?? [0, 24],
  );
}
