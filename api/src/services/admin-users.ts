import { and, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usagePeriods, users } from '../db/schema';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { listPage, type ListQuery } from './list-page';
import { usagePeriodFor, type Usage } from './usage';

export const ADMIN_USER_SORTS = ['username', 'email', 'createdAt', 'isPremium', 'isAdmin'] as const;
export type AdminUserQuery = ListQuery<
  (typeof ADMIN_USER_SORTS)[number],
  { q?: string; isPremium?: boolean; isAdmin?: boolean }
>;

/** A page of users with each one's current usage, and the total for Content-Range. */
export async function listUsers(db: Db, query: AdminUserQuery, now: Date) {
  const where: SQL[] = [];
  const q = query.filter?.q?.trim();
  if (q) where.push(or(ilike(users.username, containing(q)), ilike(users.email, containing(q)))!);
  if (query.filter?.isPremium !== undefined)
    where.push(eq(users.isPremium, query.filter.isPremium));
  if (query.filter?.isAdmin !== undefined) where.push(eq(users.isAdmin, query.filter.isAdmin));
  const page = await listPage(db, users, query, where, [0, 24]);
  return { ...page, usage: await usageOf(db, page.rows, now) };
}

/** Current usage for many users in one query. */
async function usageOf(db: Db, rows: UserRow[], now: Date): Promise<Map<string, Usage>> {
  const periods = rows.length
    ? await db
        .select()
        .from(usagePeriods)
        .where(
          and(
            inArray(
              usagePeriods.userId,
              rows.map((r) => r.id),
            ),
            lte(usagePeriods.periodStart, now),
            gt(usagePeriods.periodEnd, now),
          ),
        )
    : [];
  return new Map(
    rows.map((user) => {
      const period = usagePeriodFor(user, now);
      const row = periods.find(
        (p) => p.userId === user.id && p.periodStart.getTime() === period.start.getTime(),
      );
      return [user.id, { used: row?.used ?? 0, limit: period.limit, resetsAt: period.end }];
    }),
  );
}

export async function getUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
