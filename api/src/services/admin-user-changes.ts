import { and, count, eq } from 'drizzle-orm';
import type { AdminUserUpdate } from '@common/schemas/admin-users';
import type { Db } from '../db/client';
import { usagePeriods, users } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { removeAccount } from './account-removal';
import { duplicateAccountError, type UserRow } from './accounts';
import { changedFields, recordAudit } from './audit-log';
import type { MailSettings } from '../mail/send-mail';
import { usagePeriodFor } from './usage';

type Actor = Pick<UserRow, 'id' | 'username'>;

async function lockUser(tx: Db, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
  return user;
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

/** Names and e-mail, changed by an admin (a user who lost access to their inbox, a typo). */
export async function updateUserByAdmin(
  db: Db,
  userId: string,
  patch: AdminUserUpdate,
  actor: Actor,
): Promise<UserRow> {
  try {
    return await inTransaction(db, async (tx) => {
      const user = await lockUser(tx, userId);
      const [after] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
      const diff = changedFields(
        { firstName: user.firstName, lastName: user.lastName, email: user.email },
        patch,
      );
      if (Object.keys(diff.after).length > 0) {
        await recordAudit(tx, {
          actor,
          action: 'user.update',
          resource: 'users',
          resourceId: userId,
          ...diff,
        });
      }
      return after!;
    });
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

/**
 * Locks every admin row, in id order, before anything else in the transaction: two admins
 * revoking each other at once then queue (the second sees one admin left) instead of each
 * holding one row and waiting for the other's (a deadlock).
 */
async function lockAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

function assertNotLastAdmin(admins: string[], user: UserRow, message: string) {
  if (user.isAdmin && admins.length <= 1) throw new ConflictError(message, 'last_admin');
}

/** Makes a user an admin or takes it away; the last admin always stays. */
export async function setAdminRole(
  db: Db,
  userId: string,
  isAdmin: boolean,
  actor: Actor,
): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    const admins = await lockAdmins(tx);
    const user = await lockUser(tx, userId);
    if (user.isAdmin === isAdmin) return user;
    if (!isAdmin) {
      assertNotLastAdmin(admins, user, 'The last admin cannot be revoked; make another first.');
    }
    const [after] = await tx.update(users).set({ isAdmin }).where(eq(users.id, userId)).returning();
    await recordAudit(tx, {
      actor,
      action: isAdmin ? 'user.admin_grant' : 'user.admin_revoke',
      resource: 'users',
      resourceId: userId,
      before: { isAdmin: user.isAdmin },
      after: { isAdmin },
    });
    return after!;
  });
}

/** Sets this period's count back to 0 (scans still running keep their reservation). */
export async function resetUsage(
  db: Db,
  userId: string,
  actor: Actor,
  now: Date,
): Promise<{ before: number }> {
  return inTransaction(db, async (tx) => {
    const user = await lockUser(tx, userId);
    const period = usagePeriodFor(user, now);
    const [row] = await tx
      .select({ used: usagePeriods.used })
      .from(usagePeriods)
      .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodStart, period.start)))
      .for('update');
    const before = row?.used ?? 0;
    if (row) {
      await tx
        .update(usagePeriods)
        .set({ used: 0 })
        .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.periodStart, period.start)));
    }
    await recordAudit(tx, {
      actor,
      action: 'user.usage_reset',
      resource: 'users',
      resourceId: userId,
      before: { analysesUsed: before, periodStart: period.start.toISOString() },
      after: { analysesUsed: 0, periodStart: period.start.toISOString() },
    });
    return { before };
  });
}

/** Deletes the account as the user's own deletion does (removeAccount), and audits it. */
export async function deleteUserByAdmin(
  db: Db,
  userId: string,
  actor: Actor,
  mail: MailSettings,
): Promise<UserRow> {
  return inTransaction(db, async (tx) => {
    const admins = await lockAdmins(tx);
    const user = await lockUser(tx, userId);
    assertNotLastAdmin(admins, user, 'The last admin cannot be deleted; make another first.');
    await removeAccount(tx, user, mail);
    await recordAudit(tx, {
      actor,
      action: 'user.delete',
      resource: 'users',
      resourceId: userId,
      before: {
        username: user.username,
        email: user.email,
        isAdmin: user.isAdmin,
        isPremium: user.isPremium,
        createdAt: user.createdAt.toISOString(),
      },
      after: null,
    });
    return user;
  });
}

/** How many admins there are (the console warns before the last one is touched). */
export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}
