import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type OutgoingMail = {
  /** Stable per outbox row, so a mail sent again after a crash can be told apart as a copy. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** High importance (X-Priority 1, Importance: high): a premium member's contact message. */
  priority?: boolean;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

/** SendGrid's SMTP relay: user `apikey`, the API key as password, STARTTLS on 587. */
export const SENDGRID_RELAY: SMTPTransport.Options = {
  host: 'smtp.sendgrid.net',
  port: 587,
  requireTLS: true,
};

export type MailTransportOptions = {
  smtpUrl?: string;
  dataDir: string;
  /** The SendGrid API key saved in the console (read at each send: saving one takes effect). */
  sendgridKey?: () => Promise<string | undefined>;
  /** Where the SendGrid relay is; tests point it at a local SMTP server. */
  sendgridRelay?: SMTPTransport.Options;
  log?: (line: string) => void;
};

const withPriority = (mail: OutgoingMail) =>
  mail.priority ? { ...mail, priority: 'high' as const } : { ...mail, priority: undefined };

/**
 * Where mail goes: SMTP_URL when set; otherwise SendGrid's SMTP relay when an admin saved a
 * SendGrid key; otherwise each message is written as an .eml file under DATA_DIR/mail
 * (owner-only, like the rest of DATA_DIR) and one line says where, so a new install shows what
 * it would have sent.
 */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await smtp.sendMail(withPriority(mail))) };
  }
  const files = emlFiles(options);
  let relay: { key: string; transport: Transporter } | undefined;
  return {
    async send(mail) {
      const key = await options.sendgridKey?.();
      if (!key) return files.send(mail);
      if (relay?.key !== key) {
        relay?.transport.close();
        relay = {
          key,
          transport: nodemailer.createTransport({
            ...(options.sendgridRelay ?? SENDGRID_RELAY),
            auth: { user: 'apikey', pass: key },
          }),
        };
      }
      await relay.transport.sendMail(withPriority(mail));
    },
  };
}

function emlFiles(options: MailTransportOptions): MailTransport {
  const folder = path.join(options.dataDir, 'mail');
  const log = options.log ?? ((line: string) => console.log(line));
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await stream.sendMail(withPriority(mail));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(folder, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      log(
        `E-mail "${mail.subject}" to ${mail.to} written to ${file} (set SMTP_URL, or a SendGrid key in the console, to send it).`,
      );
    },
  };
}
