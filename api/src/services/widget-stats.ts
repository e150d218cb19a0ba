import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { SiteStats } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { widgetScans } from '../db/schema';
import { dayWindow, fillDays, isoDay, utcDay } from './day-series';
import type { SiteRow } from './widget-sites';

/** The retailer report: scans per UTC day over the last `days` days and the beers most found. */
export async function siteStats(
  db: Db,
  site: SiteRow,
  days: number,
  now: Date,
): Promise<SiteStats> {
  const window = dayWindow(now, days);
  const { from, to } = window;
  const inRange = and(
    eq(widgetScans.siteId, site.id),
    gte(widgetScans.createdAt, from),
    lt(widgetScans.createdAt, to),
  );
  const day = utcDay(widgetScans.createdAt);
  const perDay = await db
    .select({
      day,
      scans: sql<number>`count(*) filter (where not ${widgetScans.test})`.mapWith(Number),
      testScans: sql<number>`count(*) filter (where ${widgetScans.test})`.mapWith(Number),
    })
    .from(widgetScans)
    .where(inRange)
    .groupBy(day);
  const counts = new Map(perDay.map((r) => [r.day, { scans: r.scans, testScans: r.testScans }]));

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

  // How often a found beer came with the retailer's price beside it: what the widget is for.
  type ShownRow = { shown: number | string; priced: number | string };
  const [shown] = (
    (await db.execute(sql`
    select count(*) as shown,
      count(*) filter (where exists (
        select 1 from retailer_inventory i
        where i.site_id = s.site_id and i.beer_id = found.beer_id::uuid and i.price is not null
      )) as priced
    from widget_scans s
    cross join lateral jsonb_array_elements_text(s.beer_ids) as found(beer_id)
    where s.site_id = ${site.id} and not s.test
      and s.created_at >= ${from.toISOString()} and s.created_at < ${to.toISOString()}`)) as unknown as {
      rows: ShownRow[];
    }
  ).rows;

  const series = fillDays(window, counts, () => ({ scans: 0, testScans: 0 }));
  return {
    siteId: site.id,
    from: isoDay(from),
    to: isoDay(now),
    totalScans: series.reduce((sum, d) => sum + d.scans, 0),
    days: series,
    beersShown: Number(shown?.shown ?? 0),
    beersShownWithPrice: Number(shown?.priced ?? 0),
    topBeers: top.rows.map((r) => ({
      id: r.id,
      name: r.name,
      brewery: r.brewery,
      count: Number(r.n),
    })),
  };
}
