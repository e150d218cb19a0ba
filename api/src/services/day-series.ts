import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const DAY = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The last `days` whole UTC days up to and including today: [from, to). */
export function dayWindow(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(today - (days - 1) * DAY), to: new Date(today + DAY), days };
}

/** A timestamp column as its UTC day, 'YYYY-MM-DD' (group by it). */
export const utcDay = (column: AnyPgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** One entry per day of the window, days without rows filled by `empty`. */
export function fillDays<T>(
  window: { from: Date; days: number },
  rows: Map<string, T>,
  empty: () => T,
): ({ date: string } & T)[] {
  return Array.from({ length: window.days }, (_, i) => {
    const date = isoDay(new Date(window.from.getTime() + i * DAY));
    return { date, ...(rows.get(date) ?? empty()) };
  });
}
