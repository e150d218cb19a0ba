import type { Site } from '@common/schemas/widget';
import { isTestKey, type SiteFacts, type SiteRow } from '../services/widget-sites';

/** A widget site as admins see it (admin API and CLI). The key is public: it is on the shop's page. */
export function presentSite(row: SiteRow, facts: SiteFacts): Site {
  return {
    id: row.id,
    name: row.name,
    publicKey: row.publicKey,
    test: isTestKey(row.publicKey),
    allowedOrigins: row.allowedOrigins,
    monthlyQuota: row.monthlyQuota,
    active: row.active,
    usedThisMonth: facts.usedThisMonth,
    inventoryCount: facts.inventoryCount,
    createdAt: row.createdAt.toISOString(),
  };
}
