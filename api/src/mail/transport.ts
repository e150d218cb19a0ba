import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  /** Stable per outbox row, so a mail sent again after a crash can be told apart as a copy. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * DATA_DIR/mail (owner-only, like the rest of DATA_DIR) and one line says where, so a new
 * install shows what it would have sent.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  log?: (line: string) => void;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const log = options.log ?? ((line: string) => console.log(line));
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await stream.sendMail(mail);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log(`E-mail "${mail.subject}" to ${mail.to} written to ${file} (set SMTP_URL to send it).`);
    },
  };
}
