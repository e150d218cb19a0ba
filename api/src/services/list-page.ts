import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The ra-data-simple-rest list query (common/schemas/list-query.ts), once parsed. */
export type ListQuery<Sort extends string, Filter> = {
  sort?: [Sort, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Filter;
};

export type ListPage<Row> = { rows: Row[]; total: number; start: number };

/**
 * One page of any list query: `rows` (a `$dynamic()` select with its joins and conditions)
 * sorted by the asked column then by `id`, so pages never overlap, and sliced by the inclusive
 * range; `total` counts the same rows for Content-Range.
 */
export async function pageOf<Q extends PgSelect>(
  rows: Q,
  total: Promise<{ total: number }[]>,
  order: { column: AnyPgColumn; direction: 'ASC' | 'DESC'; id: AnyPgColumn },
  [start, end]: [number, number],
): Promise<ListPage<Awaited<Q>[number]>> {
  const sorted = order.direction === 'ASC' ? asc(order.column) : desc(order.column);
  const page = (await rows
    .orderBy(sorted, asc(order.id))
    .offset(start)
    .limit(end - start + 1)) as Awaited<Q>[number][];
  const [{ total: counted } = { total: 0 }] = await total;
  return { rows: page, total: counted, start };
}

/**
 * One page of an admin list of one table: rows matching every condition, sorted by the asked
 * field (newest first by default). See pageOf.
 */
export async function listPage<
  T extends PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn },
  Sort extends string & keyof T,
>(
  db: Db,
  table: T,
  query: ListQuery<Sort, unknown>,
  where: SQL[],
  defaultRange: [number, number],
): Promise<ListPage<T['$inferSelect']>> {
  const condition = where.length ? and(...where) : undefined;
  const [field, direction] = query.sort ?? ['createdAt', 'DESC'];
  const column = table[field as keyof T] as AnyPgColumn;
  return pageOf(
    db
      .select()
      .from(table as PgTable)
      .where(condition)
      .$dynamic(),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(condition),
    { column, direction, id: table.id },
    query.range ?? defaultRange,
  ) as Promise<ListPage<T['$inferSelect']>>;
}
