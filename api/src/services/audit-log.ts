import { eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { listPage, type ListQuery } from './list-page';

export type AuditRow = typeof auditLog.$inferSelect;
type Snapshot = Record<string, unknown> | null;

/** What one admin change was: pass it to recordAudit in the change's own transaction. */
export type AuditEntry = {
  actor: Pick<UserRow, 'id' | 'username'>;
  action: string;
  resource: string;
  resourceId?: string | null;
  before?: Snapshot;
  after?: Snapshot;
  reason?: string | null;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change (`tx`), so the
 * change and its entry commit or roll back together. Snapshots are JSON: Dates become ISO text.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.username,
    action: entry.action,
    resource: entry.resource,
    resourceId: entry.resourceId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
    reason: entry.reason ?? null,
  });
}

const toJson = (value: Snapshot | undefined): Snapshot =>
  value == null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

/** The fields of `before` and `after` that differ, so an entry shows only what changed. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<T>,
    after: Object.fromEntries(keys.map((k) => [k, after[k]])) as Partial<T>,
  };
}

export const AUDIT_SORTS = ['createdAt', 'action', 'resource', 'actorName'] as const;
export type AuditQuery = ListQuery<
  (typeof AUDIT_SORTS)[number],
  {
    q?: string;
    action?: string;
    resource?: string;
    resourceId?: string;
    actorId?: string;
    from?: string;
    to?: string;
  }
>;

/** A page of the audit log, newest first unless sorted otherwise. */
export async function listAudit(db: Db, query: AuditQuery) {
  const f = query.filter ?? {};
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) {
    where.push(
      or(
        ilike(auditLog.actorName, containing(q)),
        ilike(auditLog.action, containing(q)),
        ilike(auditLog.resourceId, containing(q)),
        ilike(auditLog.reason, containing(q)),
      )!,
    );
  }
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.resource) where.push(eq(auditLog.resource, f.resource));
  if (f.resourceId) where.push(eq(auditLog.resourceId, f.resourceId));
  if (f.actorId) where.push(eq(auditLog.actorId, f.actorId));
  if (f.from) where.push(gte(auditLog.createdAt, new Date(f.from)));
  if (f.to) where.push(lt(auditLog.createdAt, new Date(f.to)));
  return listPage(db, auditLog, query, where, [0, 24]);
}

export async function getAuditEntry(db: Db, id: string): Promise<AuditRow | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}
