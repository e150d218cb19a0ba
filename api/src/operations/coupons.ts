import { z } from 'zod';
import { CouponBatchCreateSchema, CouponExportQuerySchema } from '@common/schemas/coupons';
import type { Db } from '../db/client';
import { presentBatch, presentCoupon } from '../presenters/coupons';
import {
  couponsOfBatch,
  createCouponBatch,
  deactivateBatch,
  listBatches,
} from '../services/coupons';

// `beerscout coupons …`: the services the admin API uses, run by the CLI directly or through the
// running server (operations/index.ts). Coupons made here have no creating admin.

export const couponsCreate = {
  input: CouponBatchCreateSchema,
  async run(db: Db, input: z.output<typeof CouponBatchCreateSchema>) {
    const now = new Date();
    return (await createCouponBatch(db, input, null, now)).map((row) => presentCoupon(row, now));
  },
};

/** Every coupon of a batch (404 "No coupons found for this batch" when there is none). */
export const couponsOfBatchOp = {
  input: CouponExportQuerySchema,
  async run(db: Db, input: z.output<typeof CouponExportQuerySchema>) {
    const now = new Date();
    return (await couponsOfBatch(db, input.batch)).map((row) => presentCoupon(row, now));
  },
};

export const couponsBatches = {
  input: z.object({}),
  run: async (db: Db) => (await listBatches(db)).map(presentBatch),
};

export const couponsDeactivate = {
  input: CouponExportQuerySchema,
  run: async (db: Db, input: z.output<typeof CouponExportQuerySchema>) => ({
    deactivated: await deactivateBatch(db, input.batch),
  }),
};
