import { ilike, or, type SQL } from 'drizzle-orm';
import type { ContactMessageCreate } from '@common/schemas/contact';
import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';
import { sendMail, type MailSettings } from '../mail/send-mail';
import type { MailTemplate } from '../mail/templates';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { listPage, type ListQuery } from './list-page';
import { can } from '../policies';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The outbox `kind` of the mail that tells support a visitor wrote in. */
export const CONTACT_NOTIFICATION_KIND = 'contact_notification' satisfies MailTemplate;

/**
 * Stores a visitor's message and queues the e-mails (to support, and a reply to them), in one
 * transaction: a message is never kept without its notification, nor mailed without being kept.
 * A signed-in Premium member's message is marked priority (spec 1: priority support).
 */
export async function createContactMessage(
  db: Db,
  input: ContactMessageCreate,
  mail: MailSettings,
  sender: UserRow | undefined,
  now: Date,
): Promise<ContactMessageRow> {
  const priority = sender ? can(sender, 'prioritySupport', now) : false;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    const { name, email, subject, message } = input;
    await sendMail(
      tx,
      CONTACT_NOTIFICATION_KIND,
      { name, email, subject, message, receivedAt: row!.createdAt, priority },
      mail,
    );
    await sendMail(tx, 'contact_auto_reply', { to: email, name, subject, priority }, mail);
    return row!;
  });
}

export const CONTACT_MESSAGE_SORTS = ['createdAt', 'name', 'email', 'subject'] as const;
export type ContactMessageQuery = ListQuery<(typeof CONTACT_MESSAGE_SORTS)[number], { q?: string }>;

/** A page of contact messages, newest first unless sorted otherwise, and the total. */
export async function listContactMessages(db: Db, query: ContactMessageQuery) {
  const where: SQL[] = [];
  const q = query.filter?.q?.trim();
  if (q) {
    const pattern = containing(q);
    where.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.subject, pattern),
        ilike(contactMessages.message, pattern),
      )!,
    );
  }
  return listPage(db, contactMessages, query, where, [0, 24]);
}
