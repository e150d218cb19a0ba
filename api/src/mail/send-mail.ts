import { render } from '@react-email/render';
import type { Config } from '@api/config';
import type { Db } from '@api/db/client';
import { emailOutbox } from '@api/db/schema';
import { enqueueJob } from '@api/jobs/runner';
import { MAIL_TEMPLATES, type MailData, type MailSettings, type MailTemplate } from './templates';

export type { MailSettings } from './templates';

/** The job kind that sends one outbox row (jobs/send-email.ts). */
export const SEND_EMAIL_JOB = 'send_email';

/** Links in e-mail point at PUBLIC_URL, or at this server on localhost when it is not set. */
export function mailSettings(config: Config): MailSettings {
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return { baseUrl, supportEmail: config.supportEmail };
}

/**
 * Renders a template and queues it: an outbox row and the job that sends it. Pass the
 * transaction of the event's own rows, so the mail is queued exactly when the event is stored.
 */
export async function sendMail<T extends MailTemplate>(
  db: Db,
  template: T,
  data: MailData[T],
  settings: MailSettings,
): Promise<string> {
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
    })
    .returning({ id: emailOutbox.id });
  await enqueueJob(db, SEND_EMAIL_JOB, { outboxId: row!.id });
  return row!.id;
}
