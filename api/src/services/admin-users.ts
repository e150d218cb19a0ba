import {
  and,
  count,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyses, collections, usagePeriods, userBeerRatings, users } from '../db/schema';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { listPage, type ListQuery } from './list-page';
import { usagePeriodFor, type Usage } from './usage';

export const ADMIN_USER_SORTS = ['username', 'email', 'createdAt', 'isPremium', 'isAdmin'] as const;
export type AdminUserQuery = ListQuery<
  (typeof ADMIN_USER_SORTS)[number],
  {
    q?: string;
    plan?: 'free' | 'premium';
    isPremium?: boolean;
    isAdmin?: boolean;
    joinedFrom?: string;
    joinedTo?: string;
  }
>;

/** Premium at `now`: a premium flag whose end, if any, is still ahead (usage.ts planOf). */
const premiumAt = (now: Date) =>
  and(eq(users.isPremium, true), or(isNull(users.premiumUntil), gt(users.premiumUntil, now)))!;

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** A page of users with each one's current usage, and the total for Content-Range. */
export async function listUsers(db: Db, query: AdminUserQuery, now: Date) {
  const f = query.filter ?? {};
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) {
    where.push(
      or(
        ilike(users.username, containing(q)),
        ilike(users.email, containing(q)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(q)),
      )!,
    );
  }
  const plan = f.plan ?? (f.isPremium === undefined ? undefined : f.isPremium ? 'premium' : 'free');
  if (plan === 'premium') where.push(premiumAt(now));
  if (plan === 'free') where.push(sql`not (${premiumAt(now)})`);
  if (f.isAdmin !== undefined) where.push(eq(users.isAdmin, f.isAdmin));
  if (f.joinedFrom) where.push(gte(users.createdAt, new Date(`${f.joinedFrom}T00:00:00Z`)));
  if (f.joinedTo) where.push(lt(users.createdAt, nextDay(f.joinedTo)));
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

/** What the user page shows beside the account: scans (all time and this period), collection, ratings. */
export async function userActivity(db: Db, user: UserRow, now: Date) {
  const period = usagePeriodFor(user, now);
  const [scans, scansThisPeriod, collectionSize, ratings] = await Promise.all([
    db.select({ n: count() }).from(analyses).where(eq(analyses.userId, user.id)),
    db
      .select({ n: count() })
      .from(analyses)
      .where(and(eq(analyses.userId, user.id), gte(analyses.createdAt, period.start))),
    db.select({ n: count() }).from(collections).where(eq(collections.userId, user.id)),
    db.select({ n: count() }).from(userBeerRatings).where(eq(userBeerRatings.userId, user.id)),
  ]);
  return {
    scans: scans[0]?.n ?? 0,
    scansThisPeriod: scansThisPeriod[0]?.n ?? 0,
    collectionSize: collectionSize[0]?.n ?? 0,
    ratings: ratings[0]?.n ?? 0,
  };
}
