import bcrypt from 'bcryptjs';
import { and, eq, ne } from 'drizzle-orm';
import type { ProfileUpdate } from '@common/schemas/profile';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { ValidationError } from '../errors';
import { sendMail, type MailSettings } from '../mail/send-mail';
import { removeAccount } from './account-removal';
import { displayName, duplicateAccountError, hashPassword, type UserRow } from './accounts';

export async function updateProfile(db: Db, patch: ProfileUpdate, user: UserRow) {
  try {
    const [row] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
    return row!;
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

async function checkPassword(user: UserRow, password: string, field: string) {
  if (!(await bcrypt.compare(password, user.passwordHash))) {
    throw new ValidationError(
      'Your current password is not correct.',
      {
        [field]: ['Your current password is not correct.'],
      },
      'wrong_password',
    );
  }
}

/** A new password, and every other device signed out; the one making the change stays in. */
export async function changePassword(
  db: Db,
  input: { currentPassword: string; newPassword: string },
  user: UserRow,
  keepSessionId: string | undefined,
  mail: MailSettings,
) {
  await checkPassword(user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, user.id), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, user.id),
      );
    await sendMail(tx, 'password_changed', { to: user.email, name: displayName(user) }, mail);
  });
}

/** The person's own deletion: their password first, then the account goes (removeAccount). */
export async function deleteAccount(db: Db, password: string, user: UserRow, mail: MailSettings) {
  await checkPassword(user, password, 'password');
  await db.transaction((tx) => removeAccount(tx, user, mail));
}
