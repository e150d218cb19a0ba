import { analysisLimitFor } from '@common/plans';
import type { User } from '@common/schemas/user';
import { onPremiumPlan } from './entitlements';

type Usage = Pick<User, 'analysesUsed' | 'analysisLimit' | 'isPremium'>;

export type UsageDotColor = 'red' | 'orange' | 'green' | 'blue';

function limitOf(usage: Usage): number {
  return analysisLimitFor(usage.isPremium, usage.analysisLimit);
}

/** Scans left this period, never negative. */
export function scansLeft(usage: Usage): number {
  return Math.max(0, limitOf(usage) - usage.analysesUsed);
}

/**
 * Spec section 4, in this order: red at the limit, orange with one left, green for premium,
 * blue otherwise (so a premium user on their last scan still sees the warning).
 */
export function usageDotColor(usage: Usage): UsageDotColor {
  const left = limitOf(usage) - usage.analysesUsed;
  if (left <= 0) return 'red';
  if (left === 1) return 'orange';
  if (onPremiumPlan(usage)) return 'green';
  return 'blue';
}

export const USAGE_DOT_CLASSES: Record<UsageDotColor, string> = {
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  green: 'bg-green-600',
  blue: 'bg-blue-600',
};

/** The Monthly Usage bar's fill, capped at 100 %. */
export function usagePercent(usage: Usage): number {
  const limit = limitOf(usage);
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((usage.analysesUsed / limit) * 100));
}
