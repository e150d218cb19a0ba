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
