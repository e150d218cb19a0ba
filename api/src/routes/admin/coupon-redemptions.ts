import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentRedemption } from '@api/presenters/coupons';
import { listRedemptions, REDEMPTION_SORTS } from '@api/services/coupon-redemptions';
import { listQueryOf, sendListPage } from './list-response';

// The console's date inputs send "2026-11-23"; a full ISO time is taken as it is.
const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((v) => new Date(v));
const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  /** Redeemed on or after this day. */
  since: day.optional(),
  /** Redeemed on or before this day (a date means the whole day). */
  until: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .transform((v) =>
      v.length === 10 ? new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000) : new Date(v),
    )
    .optional(),
  couponId: z.uuid().optional(),
  userId: z.uuid().optional(),
});
const ListSchema = listQuerySchema(REDEMPTION_SORTS).extend({
  search: z.string().max(200).optional(),
});

/** ra-data-simple-rest: GET /coupon-redemptions with the user and the coupon embedded. */
export function adminCouponRedemptionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/coupon-redemptions');

  router.get('/', validate({ query: ListSchema }), async (ctx) => {
    const query = listQueryOf(ctx.state.query, FilterSchema);
    const { search } = ctx.state.query;
    if (search) query.filter = { ...query.filter, q: search };
    const page = await listRedemptions(db, query);
    sendListPage(ctx, 'coupon-redemptions', page, presentRedemption);
  });

  return router;
}
