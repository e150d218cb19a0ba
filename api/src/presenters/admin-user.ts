import type { AdminUserDetail } from '@common/schemas/admin-users';
import type { UserRow } from '../services/accounts';
import type { PremiumGrantRow } from '../services/premium-grants';
import type { Usage } from '../services/usage';
import { presentAdminUser } from './user';

type Activity = Pick<AdminUserDetail, 'scans' | 'scansThisPeriod' | 'collectionSize' | 'ratings'>;

export function presentAdminUserDetail(
  row: UserRow,
  usage: Usage,
  activity: Activity,
  grants: PremiumGrantRow[],
  now: Date,
): AdminUserDetail {
  return {
    ...presentAdminUser(row, usage, now),
    premiumSource: row.premiumSource,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    ...activity,
    grants: grants.map((g) => ({
      id: g.id,
      reason: g.reason,
      endsAt: g.endsAt?.toISOString() ?? null,
      grantedBy: g.grantedBy,
      revokedAt: g.revokedAt?.toISOString() ?? null,
      createdAt: g.createdAt.toISOString(),
    })),
  };
}
