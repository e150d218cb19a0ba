import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SiteStats } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { widgetScans } from '../db/schema';
import type { SiteRow } from './widget-sites';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The retailer report: scans per UTC day over the last `days` days and the beers most found. */
export async function siteStats(
  db: Db,
  site: SiteRow,
  days: number,
  now: Date,
): Promise<SiteStats> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY);
  const to = new Date(today + DAY);
  const inRange = and(
    eq(widgetScans.siteId, site.id),
    gte(widgetScans.createdAt, from),
    lt(widgetScans.createdAt, to),
  );
  const day = sql<string>`to_char(${widgetScans.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const perDay = await db
    .select({
      day,
      scans: sql<number>`count(*) filter (where not ${widgetScans.test})`.mapWith(Number),
      testScans: sql<number>`count(*) filter (where ${widgetScans.test})`.mapWith(Number),
    })
    .from(widgetScans)
    .where(inRange)
    .groupBy(day);
  const counts = new Map(perDay.map((r) => [r.day, r]));

  // Live scans only: a retailer's own testing should not top their report.
  type TopRow = { id: string; name: string; brewery: string; n: number | string };
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const top = (await db.execute(sql`
    select b.id, b.name, b.brewery, count(*) as n
    from widget_scans s
    cross join lateral jsonb_array_elements_text(s.beer_ids) as found(beer_id)
    join beers b on b.id = found.beer_id::uuid
    where s.site_id = ${site.id} and not s.test
      and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}
    group by b.id, b.name, b.brewery
    order by n desc, b.name asc
    limit 10`)) as unknown as { rows: TopRow[] };

  const series = Array.from({ length: days }, (_, i) => {
    const date = isoDay(new Date(from.getTime() + i * DAY));
    const hit = counts.get(date);
    return { date, scans: hit?.scans ?? 0, testScans: hit?.testScans ?? 0 };
  });
  return {
    siteId: site.id,
    from: isoDay(from),
    to: isoDay(now),
    totalScans: series.reduce((sum, d) => sum + d.scans, 0),
    days: series,
    topBeers: top.rows.map((r) => ({
      id: r.id,
      name: r.name,
      brewery: r.brewery,
      count: Number(r.n),
    })),
  };
}
