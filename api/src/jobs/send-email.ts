import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@api/db/client';
import { emailOutbox } from '@api/db/schema';
import type { MailTransport } from '@api/mail/transport';
import type { JobHandler } from './runner';

/**
 * Sends one outbox row. The row says what was sent: a row already `sent` is skipped, so a job
 * done again after a crash does not mail twice (unless the crash fell between the SMTP server's
 * answer and this update; the Message-ID is then the same, for the receiver to drop the copy).
 */
export function sendEmailJob(deps: {
  db: Db;
  now: () => Date;
  transport: MailTransport;
  from: string;
}): JobHandler {
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
      await deps.transport.send({
        messageId: `<${row.id}@beerscout>`,
        from: deps.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: deps.now(),
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'queued')));
    },
    // The outbox row carries attempts and the last error, for the console's emails tab.
    async onError(payload, error, final) {
      await db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: error,
          ...(final ? { status: 'failed' as const } : {}),
        })
        .where(and(eq(emailOutbox.id, outboxId(payload)), eq(emailOutbox.status, 'queued')));
    },
  };
}
