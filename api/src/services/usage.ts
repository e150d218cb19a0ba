import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { ANALYSIS_LIMITS } from '@common/plans';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { usagePeriods, type users } from '../db/schema';
import { planOf } from '../policies';

type UserRow = typeof users.$inferSelect;

/**
 * Longer than any scan can take (the recogniser's own timeouts are far shorter). A reservation
 * older than this was left by a server that stopped mid-scan; a younger one may be a scan still
 * running on another server that shares the database, so it must be left alone.
 */
export const MAX_SCAN_MS = 10 * 60_000;
export type UsagePeriod = { start: Date; end: Date; limit: number };
export type Usage = { used: number; limit: number; resetsAt: Date };

/**
 * The usage period `now` falls in (decisions.md 2): the card billing period for card premium,
 * otherwise the calendar month from 00:00 UTC on the 1st.
 */
export function usagePeriodFor(user: UserRow, now: Date): UsagePeriod {
  const plan = planOf(user, now);
  const limit = ANALYSIS_LIMITS[plan];
  const { billingPeriodStart: start, billingPeriodEnd: end } = user;
  if (
    plan === 'premium' &&
    user.premiumSource === 'card' &&
    start &&
    end &&
    start <= now &&
    now < end
  ) {
    return { start, end, limit };
  }
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    limit,
  };
}

const usedQuery = preparedFor((db) =>
  db
    .select({ used: usagePeriods.used })
    .from(usagePeriods)
    .where(
      and(
        eq(usagePeriods.userId, sql.placeholder('userId')),
        eq(usagePeriods.periodStart, sql.placeholder('periodStart')),
      ),
    )
    .prepare('usage_used'),
);

/** Analyses counted in the user's current period (GET /api/user asks on every call). */
export async function getUsage(db: Db, user: UserRow, now: Date): Promise<Usage> {
  const period = usagePeriodFor(user, now);
  const [row] = await usedQuery(db).execute({
    userId: user.id,
    periodStart: period.start.toISOString(),
  });
  return { used: row?.used ?? 0, limit: period.limit, resetsAt: period.end };
}

/**
 * Holds one analysis of the user's allowance while a scan runs. A single conditional UPDATE:
 * concurrent scans queue on the row lock, so 20 parallel requests with 3 scans left give 3.
 * Returns the period, or undefined when the limit is reached.
 */
export async function reserveAnalysis(
  db: Db,
  user: UserRow,
  now: Date,
): Promise<UsagePeriod | undefined> {
  const period = usagePeriodFor(user, now);
  await db
    .insert(usagePeriods)
    .values({
      userId: user.id,
      periodStart: period.start,
      periodEnd: period.end,
      limit: period.limit,
    })
    .onConflictDoNothing();
  const reserved = await db
    .update(usagePeriods)
    .set({ pending: sql`${usagePeriods.pending} + 1`, limit: period.limit, lastReservedAt: now })
    .where(
      and(
        eq(usagePeriods.userId, user.id),
        eq(usagePeriods.periodStart, period.start),
        sql`${usagePeriods.used} + ${usagePeriods.pending} < ${period.limit}`,
      ),
    )
    .returning({ id: usagePeriods.id });
  return reserved.length ? period : undefined;
}

/** Ends a reservation: counted when the scan succeeded, given back when it failed. */
export async function settleAnalysis(
  db: Db,
  userId: string,
  period: UsagePeriod,
  counted: boolean,
) {
  await db
    .update(usagePeriods)
    .set({
      pending: sql`greatest(${usagePeriods.pending} - 1, 0)`,
      ...(counted ? { used: sql`${usagePeriods.used} + 1` } : {}),
    })
    .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodStart, period.start)));
}

/**
 * Gives back reservations left by a server that stopped mid-scan. Only rows whose latest
 * reservation is older than MAX_SCAN_MS: every scan on them has ended one way or another, while
 * a younger row may belong to a scan running on another server on the same database.
 * Returns how many rows were cleared.
 */
export async function clearStaleReservations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MAX_SCAN_MS);
  const cleared = await db
    .update(usagePeriods)
    .set({ pending: 0 })
    .where(
      and(
        gt(usagePeriods.pending, 0),
        or(isNull(usagePeriods.lastReservedAt), lt(usagePeriods.lastReservedAt, cutoff)),
      ),
    )
    .returning({ id: usagePeriods.id });
  return cleared.length;
}
