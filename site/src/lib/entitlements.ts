import { ENTITLEMENTS } from '@common/plans';
import type { User } from '@common/schemas/user';

/**
 * Whether every premium feature is open to the user, from the entitlements GET /api/user sends
 * (the API's policies decide; the site never tests the plan). False means there is something to
 * upgrade to, so the site offers Premium; true means it offers to manage the subscription.
 */
export function hasPremium(user: Pick<User, 'entitlements'> | null | undefined): boolean {
  return Boolean(user) && ENTITLEMENTS.every((e) => user!.entitlements[e]);
}

/**
 * Whether the user is on the Premium plan (`isPremium` from GET /api/user), for what names the
 * plan: "Premium Plan" labels, the usage dot's green. What the site opens or offers asks
 * hasPremium instead. The two agree today (the API derives both from the plan), but a label
 * names the plan while a gate asks about features.
 */
export function onPremiumPlan(user: Pick<User, 'isPremium'>): boolean {
  return user.isPremium;
}

/** The plan's name as labels show it: "Premium" or "Free" (with " Plan" in most places). */
export function planName(user: Pick<User, 'isPremium'>): 'Premium' | 'Free' {
  return onPremiumPlan(user) ? 'Premium' : 'Free';
}
