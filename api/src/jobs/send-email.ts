import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@api/db/client';
import { emailOutbox } from '@api/db/schema';
import {
  markSent,
  NON_ESSENTIAL,
  wantsNonEssentialMail,
  type OutboxRow,
} from '@api/mail/send-mail';
import type { MailTemplate } from '@api/mail/templates';
import type { MailTransport } from '@api/mail/transport';
import type { JobHandler } from './runner';

export type MailDelivery = { db: Db; now: () => Date; transport: MailTransport; from: string };

/**
 * Sends one queued outbox row and marks it sent; throws what the mail server said. A tips-and-news
 * mail whose recipient turned them off since it was queued is `skipped`, not sent.
 */
export async function deliverOutboxRow(
  deps: MailDelivery,
  row: OutboxRow,
): Promise<'sent' | 'skipped'> {
  const { db } = deps;
  if (NON_ESSENTIAL.has(row.kind as MailTemplate) && !(await wantsNonEssentialMail(db, row.to))) {
    await db
      .update(emailOutbox)
      .set({ status: 'skipped' })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued')));
    return 'skipped';
  }
  await deps.transport.send({
    messageId: `<${row.id}@beerscout>`,
    from: deps.from,
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    priority: row.priority,
  });
  await markSent(db, row.id, deps.now());
  return 'sent';
}

/** Records a failed attempt on the outbox row (the console's emails tab shows it). */
export async function recordMailFailure(db: Db, id: string, error: string, final: boolean) {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error,
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}

/**
 * Sends one outbox row. The row says what was sent: a row already `sent` is skipped, so a job
 * done again after a crash does not mail twice (unless the crash fell between the SMTP server's
 * answer and the update; the Message-ID is then the same, for the receiver to drop the copy).
 */
export function sendEmailJob(deps: MailDelivery): JobHandler {
  const { db } = deps;
  const outboxId = (payload: Record<string, unknown>) => String(payload.outboxId);
  return {
    maxAttempts: 5,
    async run(payload) {
      const [row] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, outboxId(payload)));
      if (!row || row.status !== 'queued') return;
      await deliverOutboxRow(deps, row);
    },
    async onError(payload, error, final) {
      await recordMailFailure(db, outboxId(payload), error, final);
    },
  };
}
