import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** The ra-data-simple-rest list query (common/schemas/list-query.ts), once parsed. */
export type ListQuery<Sort extends string, Filter> = {
  sort?: [Sort, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: Filter;
};

export type ListPage<Row> = { rows: Row[]; total: number; start: number };

/**
 * One page of an admin list: rows matching every condition, sorted by the asked field (then by
 * id, so pages never overlap), sliced by the inclusive range, and the total for Content-Range.
 * Sorting defaults to newest first.
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
  const [field, order] = query.sort ?? ['createdAt', 'DESC'];
  const column = table[field as keyof T] as AnyPgColumn;
  const [start, end] = query.range ?? defaultRange;
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(condition)
    .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(table.id))
    .offset(start)
    .limit(end - start + 1)) as T['$inferSelect'][];
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(condition);
  return { rows, total, start };
}
