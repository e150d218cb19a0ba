import {
  ENTITLEMENTS,
  PLAN_ENTITLEMENTS,
  type Entitlement,
  type Entitlements,
  type Plan,
} from '@common/plans';
import type { users } from '../db/schema';
import { ForbiddenError } from '../errors';

type UserRow = typeof users.$inferSelect;

/**
 * The plan in force at `now`, from the subscription state and any coupon grant: premium needs
 * the premium flag (set by a paid invoice or a coupon), and ends at premium_until when one is
 * set (a yearly coupon's end, or the end of a cancelled card subscription's last paid period).
 */
export function planOf(user: UserRow, now: Date): Plan {
  if (!user.isPremium) return 'free';
  if (user.premiumUntil && user.premiumUntil <= now) return 'free';
  return 'premium';
}

/** Whether the user may do `what` at `now`. Every premium check in the API goes through here. */
export function can(user: UserRow, what: Entitlement, now: Date = new Date()): boolean {
  return PLAN_ENTITLEMENTS[planOf(user, now)].includes(what);
}

/** All of the user's entitlements, as GET /api/user sends them. */
export function entitlementsOf(user: UserRow, now: Date): Entitlements {
  const plan = planOf(user, now);
  return Object.fromEntries(
    ENTITLEMENTS.map((e) => [e, PLAN_ENTITLEMENTS[plan].includes(e)]),
  ) as Entitlements;
}

const DENIED: Record<Entitlement, string> = {
  viewDetails: 'Upgrade to Premium to access detailed beer information',
  customCategories:
    'Custom categories are a Premium feature. Upgrade to Premium to create your own.',
  completeResults: 'Upgrade to Premium to see every beer of a scan',
  styleRecommendations: 'Upgrade to Premium to access style recommendations',
  prioritySupport: 'Priority support is a Premium feature.',
};

/** Throws 403 `premium_required` with the feature's own message unless the user may. */
export function requireEntitlement(user: UserRow, what: Entitlement, now: Date) {
  if (!can(user, what, now)) throw new ForbiddenError(DENIED[what], 'premium_required');
}
