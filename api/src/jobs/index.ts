import type { Config } from '@api/config';
import type { Db } from '@api/db/client';
import { SEND_EMAIL_JOB } from '@api/mail/send-mail';
import { createMailTransport, type MailTransport } from '@api/mail/transport';
import { maintenanceJobs } from './maintenance';
import type { JobHandler } from './runner';
import { sendEmailJob } from './send-email';

/** Every background job the server runs; tests pass their own clock and mail transport. */
export function backgroundJobs(deps: {
  db: Db;
  now: () => Date;
  config: Config;
  transport?: MailTransport;
}): Record<string, JobHandler> {
  const transport =
    deps.transport ??
    createMailTransport({ smtpUrl: deps.config.smtpUrl, dataDir: deps.config.dataDir });
  return {
    ...maintenanceJobs(deps.db, deps.now),
    [SEND_EMAIL_JOB]: sendEmailJob({
      db: deps.db,
      now: deps.now,
      transport,
      from: `BeerScout <${deps.config.supportEmail}>`,
    }),
  };
}
