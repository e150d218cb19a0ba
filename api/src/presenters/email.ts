import type { OutboxEmail, OutboxEmailDetail } from '@common/schemas/email';
import type { OutboxRow } from '../mail/send-mail';

export function presentOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    template: row.kind,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One e-mail as it was rendered; the console shows the HTML in a sandboxed frame. */
export function presentOutboxEmailDetail(row: OutboxRow): OutboxEmailDetail {
  return { ...presentOutboxEmail(row), replyTo: row.replyTo, text: row.text, html: row.html };
}
