import { and, count, gte, lt, sql } from 'drizzle-orm';
import type { AdminDashboard } from '@common/schemas/admin-dashboard';
import type { Db } from '../db/client';
import { analyses, couponRedemptions, users } from '../db/schema';
import { revenueFigures } from './admin-revenue';
import { dayWindow, fillDays, isoDay, utcDay } from './day-series';

type Row = Record<string, unknown>;
// Both drivers (pg and PGlite) answer raw SQL with { rows }.
const rowsOf = async <T extends Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The figures of the admin dashboard, all from the database: users, scans and how many of them
 * named at least one beer, premium, coupon redemptions, and what people scan and what the
 * catalogue missed, over the last `days` UTC days; revenue and card conversions from the stored
 * invoices (`admin-revenue.ts`).
 */
export async function adminDashboard(db: Db, days: number, now: Date): Promise<AdminDashboard> {
  const window = dayWindow(now, days);
  const range = { from: window.from.toISOString(), to: window.to.toISOString() };

  const [userTotals] = await db
    .select({
      total: count(),
      admins: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
      premium:
        sql<number>`count(*) filter (where ${users.isPremium} and (${users.premiumUntil} is null or ${users.premiumUntil} > ${now.toISOString()}))`.mapWith(
          Number,
        ),
    })
    .from(users);
  const premiumBySource = await rowsOf<{ source: string | null; n: string | number }>(
    db,
    sql`select premium_source as source, count(*) as n from users
        where is_premium and (premium_until is null or premium_until > ${now.toISOString()})
        group by premium_source`,
  );
  const joined = utcDay(users.createdAt);
  const newUserRows = await db
    .select({ day: joined, n: count() })
    .from(users)
    .where(and(gte(users.createdAt, window.from), lt(users.createdAt, window.to)))
    .groupBy(joined);
  const newUsers = new Map(newUserRows.map((r) => [r.day, { count: r.n }]));
  const redeemed = utcDay(couponRedemptions.redeemedAt);
  const redemptionRows = await db
    .select({ day: redeemed, n: count() })
    .from(couponRedemptions)
    .where(
      and(
        gte(couponRedemptions.redeemedAt, window.from),
        lt(couponRedemptions.redeemedAt, window.to),
      ),
    )
    .groupBy(redeemed);
  const redemptions = new Map(redemptionRows.map((r) => [r.day, { count: r.n }]));

  const scanDay = utcDay(analyses.createdAt);
  const scanRows = await db
    .select({
      day: scanDay,
      scans: count(),
      // Qualified by hand: Drizzle writes a bare "id" here, which the subquery would read as r.id.
      // A best guess is no identification (issue 13): only identified beers count.
      identified: sql<number>`count(*) filter (where exists (
        select 1 from analysis_beer_results r
        where r.analysis_id = "analyses"."id" and r.tier = 'identified'))`.mapWith(Number),
    })
    .from(analyses)
    .where(and(gte(analyses.createdAt, window.from), lt(analyses.createdAt, window.to)))
    .groupBy(scanDay);
  const scanSeries = fillDays(
    window,
    new Map(scanRows.map((r) => [r.day, { scans: r.scans, identified: r.identified }])),
    () => ({ scans: 0, identified: 0 }),
  );
  const scans = scanSeries.reduce((s, d) => s + d.scans, 0);
  const identified = scanSeries.reduce((s, d) => s + d.identified, 0);

  const topBeers = await rowsOf<{ id: string; name: string; brewery: string; n: string | number }>(
    db,
    sql`select b.id, b.name, b.brewery, count(*) as n
        from analysis_beer_results r
        join analyses a on a.id = r.analysis_id
        join beers b on b.id = r.beer_id
        where a.created_at >= ${range.from} and a.created_at < ${range.to}
          and r.tier = 'identified'
        group by b.id, b.name, b.brewery
        order by n desc, b.name asc limit 10`,
  );
  // The same text read on many labels: what the catalogue should learn next.
  const unrecognised = await rowsOf<{ text: string; n: string | number }>(
    db,
    sql`select lower(trim(u.item->>'text')) as text, count(*) as n
        from analyses a cross join lateral jsonb_array_elements(a.unrecognised) as u(item)
        where a.created_at >= ${range.from} and a.created_at < ${range.to}
          and length(trim(u.item->>'text')) > 0
        group by 1 order by n desc, text asc limit 10`,
  );
  const [redeemedTotal] = await db.select({ n: count() }).from(couponRedemptions);
  const money = await revenueFigures(db, window, now);

  return {
    from: isoDay(window.from),
    to: isoDay(now),
    users: {
      total: userTotals?.total ?? 0,
      admins: userTotals?.admins ?? 0,
      newInRange: [...newUsers.values()].reduce((s, d) => s + d.count, 0),
      newPerDay: fillDays(window, newUsers, () => ({ count: 0 })),
    },
    premium: {
      users: userTotals?.premium ?? 0,
      bySource: Object.fromEntries(
        premiumBySource.map((r) => [r.source ?? 'unknown', Number(r.n)]),
      ),
    },
    scans: {
      total: scans,
      identified,
      identifiedShare: scans ? identified / scans : null,
      perDay: scanSeries,
    },
    coupons: {
      redemptionsTotal: redeemedTotal?.n ?? 0,
      redemptionsPerDay: fillDays(window, redemptions, () => ({ count: 0 })),
    },
    ...money,
    topBeers: topBeers.map((r) => ({
      id: r.id,
      name: r.name,
      brewery: r.brewery,
      count: Number(r.n),
    })),
    topUnrecognised: unrecognised.map((r) => ({ text: r.text, count: Number(r.n) })),
  };
}
