import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usagePeriods, users } from '../db/schema';
import type { UserRow } from './accounts';
import { usagePeriodFor, type Usage } from './usage';

export const ADMIN_USER_SORTS = ['username', 'email', 'createdAt', 'isPremium', 'isAdmin'] as const;
export type AdminUserQuery = {
  sort?: [(typeof ADMIN_USER_SORTS)[number], 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: { q?: string; isPremium?: boolean; isAdmin?: boolean };
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of users with each one's current usage, and the total for Content-Range. */
export async function listUsers(db: Db, query: AdminUserQuery, now: Date) {
  const where: SQL[] = [];
  const q = query.filter?.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    where.push(or(ilike(users.username, pattern), ilike(users.email, pattern))!);
  }
  if (query.filter?.isPremium !== undefined)
    where.push(eq(users.isPremium, query.filter.isPremium));
  if (query.filter?.isAdmin !== undefined) where.push(eq(users.isAdmin, query.filter.isAdmin));
  const condition = where.length ? and(...where) : undefined;

  const [field, order] = query.sort ?? ['createdAt', 'DESC'];
  const [start, end] = query.range ?? [0, 24];
  const rows = await db
    .select()
    .from(users)
    .where(condition)
    .orderBy(order === 'ASC' ? asc(users[field]) : desc(users[field]), asc(users.id))
    .offset(start)
    .limit(end - start + 1);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .where(condition);
  return { rows, total, start, usage: await usageOf(db, rows, now) };
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
