import type { Config } from '@api/config';
import type { Db } from '@api/db/client';
import { SEND_EMAIL_JOB } from '@api/mail/send-mail';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createMailTransport, type MailTransport } from '@api/mail/transport';
import { getSetting } from '@api/services/settings';
import { maintenanceJobs } from './maintenance';
import type { JobHandler } from './runner';
import { sendEmailJob, type MailDelivery } from './send-email';

/**
 * How this process sends mail: SMTP_URL, else the SendGrid key saved in the console (read at
 * each send), else .eml files under DATA_DIR/mail.
 */
export function mailDelivery(deps: {
  db: Db;
  now: () => Date;
  config: Config;
  transport?: MailTransport;
  /** Where SendGrid's relay is (tests point it at a local SMTP server). */
  sendgridRelay?: SMTPTransport.Options;
}): MailDelivery {
  const transport =
    deps.transport ??
    createMailTransport({
      smtpUrl: deps.config.smtpUrl,
      dataDir: deps.config.dataDir,
      sendgridKey: () => getSetting(deps.db, 'sendgridApiKey'),
      sendgridRelay: deps.sendgridRelay,
    });
  return {
    db: deps.db,
    now: deps.now,
    transport,
    from: `BeerScout <${deps.config.supportEmail}>`,
  };
}

/** Every background job the server runs; tests pass their own clock and mail transport. */
export function backgroundJobs(deps: {
  db: Db;
  now: () => Date;
  config: Config;
  transport?: MailTransport;
  sendgridRelay?: SMTPTransport.Options;
}): Record<string, JobHandler> {
  return {
    ...maintenanceJobs(deps.db, deps.now),
    [SEND_EMAIL_JOB]: sendEmailJob(mailDelivery(deps)),
  };
}
