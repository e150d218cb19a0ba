import { eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { containing } from '../lib/like';
import { listPage, type ListQuery } from './list-page';

export const ADMIN_SUBSCRIPTION_SORTS = ['username', 'createdAt', 'billingPeriodEnd'] as const;
export type AdminSubscriptionQuery = ListQuery<
  (typeof ADMIN_SUBSCRIPTION_SORTS)[number],
  { q?: string }
>;

/** Users who ever started paying (a Stripe customer) or are premium, newest first. */
export async function listSubscriptions(db: Db, query: AdminSubscriptionQuery) {
  const where: SQL[] = [or(isNotNull(users.stripeCustomerId), eq(users.isPremium, true))!];
  const q = query.filter?.q?.trim();
  if (q) where.push(or(ilike(users.username, containing(q)), ilike(users.email, containing(q)))!);
  return listPage(db, users, query, where, [0, 24]);
}
