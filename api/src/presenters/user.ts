import type { AdminUser, User } from '@common/schemas/user';
import type { users } from '../db/schema';
import { planOf, type Usage } from '../services/usage';

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
    analysesUsed: usage.used,
    analysisLimit: usage.limit,
    usageResetsAt: usage.resetsAt.toISOString(),
    hasSeenScanTips: row.hasSeenScanTips,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Admin subscription status (spec section 4): Active if premium, Pending with a customer only. */
export function presentAdminUser(row: UserRow, usage: Usage, now: Date): AdminUser {
  const user = presentUser(row, usage, now);
  const subscriptionStatus = user.isPremium ? 'active' : row.stripeCustomerId ? 'pending' : 'none';
  return { ...user, subscriptionStatus };
}
