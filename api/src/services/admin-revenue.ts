import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '@common/schemas/admin-dashboard';
import type { Db } from '../db/client';
import { fillDays } from './day-series';

/** How many calendar months the revenue and monthly conversions cover, this one included. */
export const REVENUE_MONTHS = 12;

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The last `months` whole UTC calendar months up to and including this one: [from, to). */
function monthWindow(now: Date, months: number) {
  const [y, m] = [now.getUTCFullYear(), now.getUTCMonth()];
  const labels = Array.from({ length: months }, (_, i) =>
    new Date(Date.UTC(y, m - months + 1 + i, 1)).toISOString().slice(0, 7),
  );
  return {
    from: new Date(Date.UTC(y, m - months + 1, 1)),
    to: new Date(Date.UTC(y, m + 1, 1)),
    labels,
  };
}

/**
 * Money and new paying users from the stored paid invoices (`invoice.paid`): revenue per UTC
 * calendar month and currency over the last 12 months, and card conversions, a payer's first
 * paid invoice, per day of the dashboard's window and per month. Payers are told apart by their
 * Stripe customer, so a deleted user's first payment stays where it was.
 */
export async function revenueFigures(
  db: Db,
  days: { from: Date; to: Date; days: number },
  now: Date,
): Promise<Pick<AdminDashboard, 'revenue' | 'conversions'>> {
  const months = monthWindow(now, REVENUE_MONTHS);
  const paid = await rowsOf<{
    month: string;
    currency: string;
    cents: string | number;
    n: string | number;
  }>(
    db,
    sql`select to_char(paid_at at time zone 'UTC', 'YYYY-MM') as month, currency,
          sum(amount_paid) as cents, count(*) as n
        from invoices
        where paid_at >= ${months.from.toISOString()} and paid_at < ${months.to.toISOString()}
        group by 1, 2`,
  );
  const currencies = [...new Set(paid.map((r) => r.currency))].sort();
  const zero = () => Object.fromEntries(currencies.map((c) => [c, 0]));
  const perMonth = months.labels.map((month) => ({ month, amounts: zero(), invoices: 0 }));
  const total = zero();
  for (const r of paid) {
    const entry = perMonth.find((m) => m.month === r.month)!;
    entry.amounts[r.currency] = Number(r.cents);
    entry.invoices += Number(r.n);
    total[r.currency] = total[r.currency]! + Number(r.cents);
  }

  const firstPaid = (from: Date, to: Date, format: string) =>
    rowsOf<{ at: string; n: string | number }>(
      db,
      sql`select to_char(first_paid at time zone 'UTC', ${format}) as at, count(*) as n
          from (select min(paid_at) as first_paid from invoices group by stripe_customer_id) f
          where first_paid >= ${from.toISOString()} and first_paid < ${to.toISOString()}
          group by 1`,
    );
  const byDay = await firstPaid(days.from, days.to, 'YYYY-MM-DD');
  const byMonth = new Map(
    (await firstPaid(months.from, months.to, 'YYYY-MM')).map((r) => [r.at, Number(r.n)]),
  );
  const perDay = fillDays(days, new Map(byDay.map((r) => [r.at, { count: Number(r.n) }])), () => ({
    count: 0,
  }));
  return {
    revenue: { currencies, total, perMonth },
    conversions: {
      inRange: perDay.reduce((s, d) => s + d.count, 0),
      perDay,
      perMonth: months.labels.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    },
  };
}
