import { ilike, or, type SQL } from 'drizzle-orm';
import type { ContactMessageCreate } from '@common/schemas/contact';
import type { Db } from '../db/client';
import { contactMessages, emailOutbox } from '../db/schema';
import { containing } from '../lib/like';
import { listPage, type ListQuery } from './list-page';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** The outbox `kind` of the mail that tells support a visitor wrote in. */
export const CONTACT_NOTIFICATION_KIND = 'contact_notification';

/**
 * Stores a visitor's message and queues the e-mail that tells support about it, in one
 * transaction: a message is never kept without its notification, nor mailed without being kept.
 */
export async function createContactMessage(
  db: Db,
  input: ContactMessageCreate,
  options: { supportEmail: string },
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    await tx.insert(emailOutbox).values({
      to: options.supportEmail,
      // A subject line is a mail header: line breaks in it would let a visitor add headers.
      subject: `Contact form: ${input.subject}`.replace(/[\r\n]+/g, ' '),
      text: [
        `From: ${input.name} <${input.email}>`,
        `Subject: ${input.subject}`,
        `Received: ${row!.createdAt.toISOString()}`,
        '',
        input.message,
      ].join('\n'),
      kind: CONTACT_NOTIFICATION_KIND,
    });
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
