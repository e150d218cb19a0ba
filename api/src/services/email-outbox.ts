import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { containing } from '../lib/like';
import { queueSending, type OutboxRow } from '../mail/send-mail';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';
import { listPage, type ListQuery } from './list-page';

export const OUTBOX_SORTS = ['createdAt', 'sentAt', 'to', 'kind', 'status', 'attempts'] as const;
export type OutboxQuery = ListQuery<
  (typeof OUTBOX_SORTS)[number],
  { q?: string; status?: OutboxRow['status'] }
>;

/** The console's emails tab: a page of the outbox, newest first unless sorted otherwise. */
export async function listOutbox(db: Db, query: OutboxQuery) {
  const where: SQL[] = [];
  const q = query.filter?.q?.trim();
  if (q) {
    const pattern = containing(q);
    where.push(
      or(
        ilike(emailOutbox.to, pattern),
        ilike(emailOutbox.subject, pattern),
        ilike(emailOutbox.kind, pattern),
      )!,
    );
  }
  if (query.filter?.status) where.push(eq(emailOutbox.status, query.filter.status));
  return listPage(db, emailOutbox, query, where, [0, 24]);
}

export async function getOutboxEmail(db: Db, id: string): Promise<OutboxRow> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new NotFoundError('No e-mail with that id.', 'email_not_found');
  return row;
}

/**
 * Queues a failed e-mail again (after the mail server was fixed): the row goes back to `queued`
 * and a new sending job starts its own retries. Only failed rows: a queued one is on its way, and
 * a sent one would reach the recipient twice. Audited as `email.resend`.
 */
export async function resendEmail(
  db: Db,
  id: string,
  actor: Pick<UserRow, 'id' | 'username'>,
): Promise<OutboxRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: 'queued' })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning();
    if (!row) {
      const existing = await getOutboxEmail(tx, id);
      throw new ConflictError(
        `Only a failed e-mail can be sent again; this one is ${existing.status}.`,
        'email_not_failed',
      );
    }
    await queueSending(tx, row.id);
    await recordAudit(tx, {
      actor,
      action: 'email.resend',
      resource: 'emails',
      resourceId: row.id,
      before: { to: row.to, template: row.kind, status: 'failed', lastError: row.lastError },
      after: { status: row.status },
    });
    return row;
  });
}
