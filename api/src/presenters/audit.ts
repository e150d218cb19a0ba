import type { AuditEntry } from '@common/schemas/audit';
import type { AuditRow } from '../services/audit-log';

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actorId,
  actorName: row.actorName,
  action: row.action,
  resource: row.resource,
  resourceId: row.resourceId,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});
