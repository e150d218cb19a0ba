import type { AdminUser } from '@common/schemas/user';

type Badge = { label: 'Admin' | 'Premium' | 'Free'; color: 'secondary' | 'primary' | 'default' };

/** Spec section 4: Admin, else Premium, else Free. */
export function planBadge(user: Pick<AdminUser, 'isAdmin' | 'isPremium'>): Badge {
  if (user.isAdmin) return { label: 'Admin', color: 'secondary' };
  if (user.isPremium) return { label: 'Premium', color: 'primary' };
  return { label: 'Free', color: 'default' };
}

const STATUS_LABELS: Record<AdminUser['subscriptionStatus'], string> = {
  active: 'Active',
  pending: 'Pending',
  none: 'None',
};

export const subscriptionLabel = (status: AdminUser['subscriptionStatus']) =>
  STATUS_LABELS[status] ?? 'None';

export const usageLabel = (user: Pick<AdminUser, 'analysesUsed' | 'analysisLimit'>) =>
  `${user.analysesUsed}/${user.analysisLimit}`;
