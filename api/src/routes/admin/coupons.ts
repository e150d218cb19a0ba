import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { couponCsvFileName, couponsToCsv } from '@common/domain/coupons';
import {
  CouponBatchCreateSchema,
  CouponExportQuerySchema,
  CouponUpdateSchema,
} from '@common/schemas/coupons';
import { listQuerySchema } from '@common/schemas/list-query';
import { IdParamsSchema } from '@common/schemas/params';
import { DISCOUNT_TYPES } from '@common/plans';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentBatch, presentCoupon } from '@api/presenters/coupons';
import {
  COUPON_SORTS,
  couponsOfBatch,
  createCouponBatch,
  deleteCoupon,
  listBatches,
  listCoupons,
  requireCoupon,
  setCouponActive,
} from '@api/services/coupons';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  batchName: z.string().max(100).optional(),
  discountType: z.enum(DISCOUNT_TYPES).optional(),
  isActive: z.boolean().optional(),
  expired: z.boolean().optional(),
  usedUp: z.boolean().optional(),
});
// The spec's call: GET /api/admin/coupons?search=… (the console sends filter={"q":…}).
const ListSchema = listQuerySchema(COUPON_SORTS).extend({ search: z.string().max(200).optional() });

/**
 * Coupons for the admin console (ra-data-simple-rest list, get, update, delete), plus a batch
 * create (POST answers the list of new coupons), the batches, and a batch's CSV export.
 */
export function adminCouponRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/coupons');

  router.get('/', validate({ query: ListSchema }), async (ctx) => {
    const now = deps.now();
    const query = listQueryOf(ctx.state.query, FilterSchema);
    const { search } = ctx.state.query;
    if (search) query.filter = { ...query.filter, q: search };
    const page = await listCoupons(db, query, now);
    sendListPage(ctx, 'coupons', page, (row) => presentCoupon(row, now));
  });

  router.post('/', validate({ body: CouponBatchCreateSchema }), async (ctx) => {
    const now = deps.now();
    const rows = await createCouponBatch(db, ctx.state.body, ctx.state.user!, now);
    ctx.status = 201;
    ctx.body = rows.map((row) => presentCoupon(row, now));
  });

  router.get('/batches', async (ctx) => {
    ctx.body = (await listBatches(db)).map(presentBatch);
  });

  router.get('/export', validate({ query: CouponExportQuerySchema }), async (ctx) => {
    const now = deps.now();
    const { batch } = ctx.state.query;
    const rows = await couponsOfBatch(db, batch);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.attachment(couponCsvFileName(batch, now));
    ctx.body = couponsToCsv(rows.map((row) => presentCoupon(row, now)));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentCoupon(await requireCoupon(db, ctx.state.params.id), deps.now());
  });

  router.put(
    '/:id',
    validate({ params: IdParamsSchema, body: CouponUpdateSchema }),
    async (ctx) => {
      const row = await setCouponActive(
        db,
        ctx.state.params.id,
        ctx.state.body.isActive,
        ctx.state.user!,
      );
      ctx.body = presentCoupon(row, deps.now());
    },
  );

  // A redeemed coupon is deactivated instead of deleted; `deleted` says which happened.
  router.delete('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const { coupon, deleted } = await deleteCoupon(db, ctx.state.params.id, ctx.state.user!);
    ctx.body = { ...presentCoupon(coupon, deps.now()), deleted };
  });

  return router;
}
