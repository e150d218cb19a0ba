import type { AdminUser, User } from '@common/schemas/user';
import type { users } from '../db/schema';
import { entitlementsOf, planOf } from '../policies';
import type { Usage } from '../services/usage';

type UserRow = typeof users.$inferSelect;

export function presentUser(row: UserRow, usage: Usage, now: Date): User {
  const plan = planOf(row, now);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isAdmin: row.isAdmin,
    isPremium: plan === 'premium',
    plan,
    entitlements: entitlementsOf(row, now),
    analysesUsed: usage.used,
    analysisLimit: usage.limit,
    usageResetsAt: usage.resetsAt.toISOString(),
    hasSeenScanTips: row.hasSeenScanTips,
    emailTips: row.emailTips,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin subscription status (spec section 4): Active if premium, Pending with a customer only. */
export function subscriptionStatusOf(row: UserRow, now: Date): AdminUser['subscriptionStatus'] {
  if (planOf(row, now) === 'premium') return 'active';
  return row.stripeCustomerId ? 'pending' : 'none';
}

export function presentAdminUser(row: UserRow, usage: Usage, now: Date): AdminUser {
  const { entitlements: _entitlements, ...user } = presentUser(row, usage, now);
  return { ...user, subscriptionStatus: subscriptionStatusOf(row, now) };
}
