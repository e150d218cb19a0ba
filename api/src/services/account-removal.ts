import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { displayName, type UserRow } from './accounts';

/**
 * Removes an account, whoever asked (the person, or an admin), inside the caller's transaction.
 * decisions.md 12: the foreign keys cascade to sessions, usage, analyses (with their thumbnails and
 * results), collection, categories, ratings and redemptions; suggestions and coupons they created
 * keep no link to them. The mail sent to them (and any still waiting) goes too, since the outbox is
 * no archive of a deleted person: the goodbye queued here is the one row left with their address,
 * the record that they were told.
 */
export async function removeAccount(tx: Db, user: UserRow, mail: MailSettings) {
  await tx.delete(users).where(eq(users.id, user.id));
  await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.to})`, user.email.toLowerCase()));
  await sendMail(tx, 'account_deleted', { to: user.email, name: displayName(user) }, mail);
}
