import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { displayName, type UserRow } from './accounts';

/**
 * Removes an account, whoever asked (the person, or an admin), inside the caller's transaction.
 * decisions.md 12: the foreign keys cascade to sessions, usage, analyses (with their thumbnails and
 * results), collection, categories, ratings and redemptions; suggestions and coupons they created
 * keep no link to them. The mail already sent to them goes from the outbox too, which is no archive
 * of a deleted person. Mail still waiting is kept and goes out: a "your password was changed"
 * notice must reach the owner even when whoever changed it deletes the account a moment later.
 * Those and the goodbye queued here are the only rows left with their address.
 */
export async function removeAccount(tx: Db, user: UserRow, mail: MailSettings) {
  await tx.delete(users).where(eq(users.id, user.id));
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(sql`lower(${emailOutbox.to})`, user.email.toLowerCase()),
        ne(emailOutbox.status, 'queued'),
      ),
    );
  await sendMail(tx, 'account_deleted', { to: user.email, name: displayName(user) }, mail);
}
