import type { Context } from 'koa';
import type { z } from 'zod';
import { parseOrThrow } from '@api/middleware/validate';
import type { ListPage, ListQuery } from '@api/services/list-page';

/** The parsed list query with its `filter` checked against the resource's own filter schema. */
export function listQueryOf<Sort extends string, F extends z.ZodType>(
  query: ListQuery<Sort, Record<string, unknown>>,
  filterSchema: F,
): ListQuery<Sort, z.output<F>> {
  const { sort, range, filter } = query;
  return { sort, range, filter: filter && parseOrThrow(filterSchema, filter) };
}

/**
 * Answers an ra-data-simple-rest list: the presented rows, and `Content-Range: <resource>
 * start-end/total` exposed to the console's fetch (it reads the total from there).
 */
export function sendListPage<Row, Out>(
  ctx: Context,
  resource: string,
  page: ListPage<Row>,
  present: (row: Row) => Out,
) {
  const last = page.start + Math.max(page.rows.length - 1, 0);
  ctx.set('Content-Range', `${resource} ${page.start}-${last}/${page.total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = page.rows.map(present);
}
