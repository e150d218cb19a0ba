import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { usagePeriods } from '../db/schema';
import { createTestDatabase } from '../testing/database';
import { makeUser } from '../testing/factories';
import {
  clearStaleReservations,
  getUsage,
  MAX_SCAN_MS,
  reserveAnalysis,
  settleAnalysis,
  usagePeriodFor,
} from './usage';

// Two servers can share one PostgreSQL: one clearing reservations at start (or on its timer)
// must not give back a scan the other is still running.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const t0 = new Date('2026-05-10T12:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

async function pendingOf(userId: string) {
  const [row] = await database.db
    .select({ pending: usagePeriods.pending })
    .from(usagePeriods)
    .where(eq(usagePeriods.userId, userId));
  return row?.pending;
}

describe('clearStaleReservations', () => {
  it('leaves a reservation younger than a scan can take', async () => {
    const user = await makeUser(database.db);
    expect(await reserveAnalysis(database.db, user, t0)).toBeDefined();
    expect(await clearStaleReservations(database.db, later(60_000))).toBe(0);
    expect(await pendingOf(user.id)).toBe(1);
  });

  it('gives back a reservation older than any scan (a server stopped mid-scan)', async () => {
    const user = await makeUser(database.db);
    expect(await reserveAnalysis(database.db, user, t0)).toBeDefined();
    expect(await clearStaleReservations(database.db, later(MAX_SCAN_MS + 1000))).toBeGreaterThan(0);
    expect(await pendingOf(user.id)).toBe(0);
  });

  it('keeps the quota when a second server clears while the first holds the last scan', async () => {
    const user = await makeUser(database.db); // free plan: 5 a month
    const period = usagePeriodFor(user, t0);
    await database.db.insert(usagePeriods).values({
      userId: user.id,
      periodStart: period.start,
      periodEnd: period.end,
      limit: period.limit,
      used: period.limit - 1,
    });

    // Server A starts the user's last scan of the month.
    const held = await reserveAnalysis(database.db, user, t0);
    expect(held).toBeDefined();
    // Server B starts (or its timer fires) a few seconds later.
    await clearStaleReservations(database.db, later(5_000));
    // B must still refuse a further scan while A's runs.
    expect(await reserveAnalysis(database.db, user, later(6_000))).toBeUndefined();

    await settleAnalysis(database.db, user.id, held!, true);
    const usage = await getUsage(database.db, user, later(7_000));
    expect(usage.used).toBe(period.limit);
    const [row] = await database.db
      .select({ used: usagePeriods.used, pending: usagePeriods.pending })
      .from(usagePeriods)
      .where(and(eq(usagePeriods.userId, user.id), eq(usagePeriods.periodStart, period.start)));
    expect(row).toEqual({ used: period.limit, pending: 0 });
  });
});
