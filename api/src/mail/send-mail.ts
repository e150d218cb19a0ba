import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '@api/config';
import type { Db } from '@api/db/client';
import { emailOutbox, users } from '@api/db/schema';
import { enqueueJob } from '@api/jobs/runner';
import type { MailData, MailSettings, MailTemplate } from './templates';

export type { MailSettings } from './templates';
export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Mail a member may turn off (profile: tips and news). Everything else is essential: it reports
 * something about their account or a message they sent.
 */
export const NON_ESSENTIAL: ReadonlySet<MailTemplate> = new Set<MailTemplate>(['tips']);

/**
 * The templates and their renderer (React, react-email: about 0.5 s of CPU through tsx), loaded
 * with the first mail rather than with every module that can send one: a CLI command, a worker
 * or a server start that sends nothing never loads them.
 */
const loadTemplates = async () => {
  const [{ render }, { MAIL_TEMPLATES }] = await Promise.all([
    import('@react-email/render'),
    import('./templates'),
  ]);
  return { render, MAIL_TEMPLATES };
};

/** The job kind that sends one outbox row (jobs/send-email.ts). */
export const SEND_EMAIL_JOB = 'send_email';

/** Links in e-mail point at PUBLIC_URL, or at this server on localhost when it is not set. */
export function mailSettings(config: Config): MailSettings {
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return { baseUrl, supportEmail: config.supportEmail };
}

/** Whether the member with this address turned tips and news on (no account: no). */
export async function wantsNonEssentialMail(db: Db, to: string): Promise<boolean> {
  const [row] = await db
    .select({ on: users.emailTips })
    .from(users)
    .where(eq(sql`lower(${users.email})`, to.toLowerCase()));
  return row?.on ?? false;
}

/** Renders a template and stores it in the outbox as `queued`, without queueing its sending. */
export async function storeMail<T extends MailTemplate>(
  db: Db,
  template: T,
  data: MailData[T],
  settings: MailSettings,
): Promise<OutboxRow> {
  const { render, MAIL_TEMPLATES } = await loadTemplates();
  const draft = MAIL_TEMPLATES[template](data, settings);
  const [html, text] = await Promise.all([
    render(draft.element),
    render(draft.element, { plainText: true }),
  ]);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: draft.to,
      replyTo: draft.replyTo,
      // A subject line is a mail header: line breaks in it would let a visitor add headers.
      subject: draft.subject.replace(/[\r\n]+/g, ' '),
      text,
      html,
      kind: template,
      priority: draft.priority ?? false,
    })
    .returning();
  return row!;
}

/** Queues (again) the sending of an outbox row; in the caller's transaction if it has one. */
export async function queueSending(db: Db, outboxId: string): Promise<void> {
  await enqueueJob(db, SEND_EMAIL_JOB, { outboxId });
}

/**
 * Renders a template and queues it: an outbox row and the job that sends it. Pass the
 * transaction of the event's own rows, so the mail is queued exactly when the event is stored.
 * A non-essential template (tips and news) is not queued at all for a member who has not turned
 * them on; returns the outbox row's id, or undefined then.
 */
export async function sendMail<T extends MailTemplate>(
  db: Db,
  template: T,
  data: MailData[T],
  settings: MailSettings,
): Promise<string | undefined> {
  if (NON_ESSENTIAL.has(template)) {
    const { MAIL_TEMPLATES } = await loadTemplates();
    const to = MAIL_TEMPLATES[template](data, settings).to;
    if (!(await wantsNonEssentialMail(db, to))) return undefined;
  }
  const row = await storeMail(db, template, data, settings);
  await queueSending(db, row.id);
  return row.id;
}

/** Marks a row sent, if it was still queued (another runner may have sent it meanwhile). */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: now,
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}
