import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  min,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { CouponBatchInput } from '@common/schemas/coupons';
import { EMPTY_BATCH_MESSAGE } from '@common/schemas/coupons';
import type { DiscountType } from '@common/plans';
import type { Db } from '../db/client';
import { couponRedemptions, coupons } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';
import { generateCouponCodes, type RandomIndex } from './coupon-codes';
import { listPage, type ListQuery } from './list-page';

export type CouponRow = typeof coupons.$inferSelect;
/** The admin making a change in the console; the CLI (not the console) makes batches without. */
type Actor = Pick<UserRow, 'id' | 'username'>;

/** What the audit log keeps of a coupon (its code is shown to admins anyway). */
const auditView = (row: CouponRow) => ({
  code: row.code,
  batchName: row.batchName,
  discountType: row.discountType,
  discountValue: row.discountValue,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  isActive: row.isActive,
  expiresAt: row.expiresAt,
});

/** How often a batch asks for fresh codes when some were already taken before it gives up. */
const CODE_ATTEMPTS = 5;

/**
 * Makes a batch of coupons in one transaction: all of them or none. Codes come from crypto;
 * one that already exists is skipped by the unique index and replaced by a fresh one. Made by
 * an admin in the console, the batch is audited (`coupon.batch_create`, without its codes).
 */
export async function createCouponBatch(
  db: Db,
  input: CouponBatchInput,
  actor: Actor | null,
  now: Date,
  random?: RandomIndex,
): Promise<CouponRow[]> {
  if (input.expiresAt && input.expiresAt <= now) {
    const message = 'Expiry must be in the future';
    throw new ValidationError(message, { expiresAt: [message] });
  }
  return db.transaction(async (tx) => {
    const made: CouponRow[] = [];
    for (let attempt = 0; made.length < input.count; attempt++) {
      if (attempt === CODE_ATTEMPTS) {
        throw new ConflictError(
          `Could not find ${input.count} unused codes with the prefix ${input.prefix}; try another prefix.`,
          'coupon_codes_exhausted',
        );
      }
      const codes = generateCouponCodes(input.prefix, input.count - made.length, random);
      const rows = await tx
        .insert(coupons)
        .values(
          codes.map((code) => ({
            code,
            discountType: input.discountType,
            discountValue: input.discountValue,
            maxUses: input.maxUses,
            expiresAt: input.expiresAt,
            batchName: input.batchName,
            batchDescription: input.batchDescription,
            createdBy: actor?.id ?? null,
          })),
        )
        .onConflictDoNothing({ target: coupons.code })
        .returning();
      made.push(...rows);
    }
    if (actor) {
      await recordAudit(tx, {
        actor,
        action: 'coupon.batch_create',
        resource: 'coupons',
        resourceId: input.batchName,
        after: {
          count: made.length,
          prefix: input.prefix,
          discountType: input.discountType,
          discountValue: input.discountValue,
          maxUses: input.maxUses,
          expiresAt: input.expiresAt,
          batchName: input.batchName,
          batchDescription: input.batchDescription,
        },
      });
    }
    return made;
  });
}

export const COUPON_SORTS = [
  'code',
  'batchName',
  'discountType',
  'discountValue',
  'maxUses',
  'usedCount',
  'isActive',
  'createdAt',
  'expiresAt',
] as const;
export type CouponQuery = ListQuery<
  (typeof COUPON_SORTS)[number],
  {
    q?: string;
    batchName?: string;
    discountType?: DiscountType;
    isActive?: boolean;
    expired?: boolean;
    usedUp?: boolean;
  }
>;

/** A page of coupons matching the console's search and filters, and the total. */
export async function listCoupons(db: Db, query: CouponQuery, now: Date) {
  const f = query.filter ?? {};
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) {
    const pattern = containing(q);
    where.push(
      or(
        ilike(coupons.code, pattern),
        ilike(coupons.batchName, pattern),
        ilike(coupons.batchDescription, pattern),
      )!,
    );
  }
  if (f.batchName) where.push(eq(coupons.batchName, f.batchName));
  if (f.discountType) where.push(eq(coupons.discountType, f.discountType));
  if (f.isActive !== undefined) where.push(eq(coupons.isActive, f.isActive));
  if (f.expired === true)
    where.push(and(isNotNull(coupons.expiresAt), lte(coupons.expiresAt, now))!);
  if (f.expired === false) where.push(or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now))!);
  if (f.usedUp === true) where.push(gte(coupons.usedCount, coupons.maxUses));
  if (f.usedUp === false) where.push(sql`${coupons.usedCount} < ${coupons.maxUses}`);
  return listPage(db, coupons, query, where, [0, 24]);
}

export async function requireCoupon(db: Db, id: string): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new NotFoundError('No coupon with that id.', 'coupon_not_found');
  return row;
}

/** Activate / Deactivate in the console, audited as `coupon.activate` / `coupon.deactivate`. */
export async function setCouponActive(
  db: Db,
  id: string,
  isActive: boolean,
  actor: Actor,
): Promise<CouponRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw new NotFoundError('No coupon with that id.', 'coupon_not_found');
    const [row] = await tx.update(coupons).set({ isActive }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: isActive ? 'coupon.activate' : 'coupon.deactivate',
      resource: 'coupons',
      resourceId: id,
      before: { code: before.code, isActive: before.isActive },
      after: { code: row!.code, isActive: row!.isActive },
    });
    return row!;
  });
}

/**
 * Deletes a coupon nobody has redeemed. A redeemed one is deactivated instead, so its
 * redemptions (and what they granted) stay on record. The row lock orders it with redemptions.
 * Audited as `coupon.delete`: `after` is null when it went, the kept coupon when deactivated.
 */
export async function deleteCoupon(
  db: Db,
  id: string,
  actor: Actor,
): Promise<{ coupon: CouponRow; deleted: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) throw new NotFoundError('No coupon with that id.', 'coupon_not_found');
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, id));
    if (row.usedCount > 0 || used!.n > 0) {
      const [kept] = await tx
        .update(coupons)
        .set({ isActive: false })
        .where(eq(coupons.id, id))
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'coupon.delete',
        resource: 'coupons',
        resourceId: id,
        before: auditView(row),
        after: auditView(kept!),
        reason: 'Redeemed: deactivated instead of deleted, its redemptions kept',
      });
      return { coupon: kept!, deleted: false };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, {
      actor,
      action: 'coupon.delete',
      resource: 'coupons',
      resourceId: id,
      before: auditView(row),
      after: null,
    });
    return { coupon: row, deleted: true };
  });
}

/** Every coupon of a batch, oldest first, or 404 "No coupons found for this batch". */
export async function couponsOfBatch(db: Db, batchName: string): Promise<CouponRow[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.batchName, batchName))
    .orderBy(asc(coupons.createdAt), asc(coupons.code));
  if (!rows.length) throw new NotFoundError(EMPTY_BATCH_MESSAGE, 'batch_not_found');
  return rows;
}

/** Switches off every coupon of a batch; how many were active before. */
export async function deactivateBatch(db: Db, batchName: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.batchName, batchName));
    if (!found!.n) throw new NotFoundError(EMPTY_BATCH_MESSAGE, 'batch_not_found');
    const changed = await tx
      .update(coupons)
      .set({ isActive: false })
      .where(and(eq(coupons.batchName, batchName), eq(coupons.isActive, true)))
      .returning({ id: coupons.id });
    return changed.length;
  });
}

/** Batches with their counts, newest first (a batch name reused with another type shows twice). */
export async function listBatches(db: Db, batchName?: string) {
  const rows = await db
    .select({
      batchName: coupons.batchName,
      discountType: coupons.discountType,
      discountValue: coupons.discountValue,
      total: count(),
      redeemed: sum(coupons.usedCount).mapWith(Number),
      active: sql<number>`count(*) filter (where ${coupons.isActive})`.mapWith(Number),
      createdAt: min(coupons.createdAt),
    })
    .from(coupons)
    .where(batchName ? eq(coupons.batchName, batchName) : isNotNull(coupons.batchName))
    .groupBy(coupons.batchName, coupons.discountType, coupons.discountValue)
    .orderBy(sql`min(${coupons.createdAt}) desc`);
  return rows.map((r) => ({ ...r, batchName: r.batchName!, createdAt: r.createdAt! }));
}
