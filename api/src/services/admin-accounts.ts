import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ConflictError, ValidationError } from '../errors';
import { duplicateAccountError, hashPassword, type UserRow } from './accounts';

export type AdminAccountInput = {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
};

/** The accounts a username and an e-mail name, case-insensitively (at most one each). */
export async function findAccounts(
  db: Db,
  input: { username?: string; email?: string },
): Promise<{ byUsername?: UserRow; byEmail?: UserRow }> {
  const username = input.username?.toLowerCase();
  const email = input.email?.toLowerCase();
  const conditions = [
    username ? eq(sql`lower(${users.username})`, username) : undefined,
    email ? eq(sql`lower(${users.email})`, email) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return {};
  const rows = await db
    .select()
    .from(users)
    .where(or(...conditions));
  return {
    byUsername: username ? rows.find((u) => u.username.toLowerCase() === username) : undefined,
    byEmail: email ? rows.find((u) => u.email.toLowerCase() === email) : undefined,
  };
}

/** The one account both names point to, or a 409 when they point to two different accounts. */
export function pickAccount(found: { byUsername?: UserRow; byEmail?: UserRow }) {
  const { byUsername, byEmail } = found;
  if (byUsername && byEmail && byUsername.id !== byEmail.id) {
    throw new ConflictError(
      `The username "${byUsername.username}" and the e-mail ${byEmail.email} belong to two different accounts; give only one of them to promote that account.`,
      'admin_account_conflict',
    );
  }
  return byUsername ?? byEmail;
}

/**
 * Makes the account named by username or e-mail an admin, or creates a new admin account when
 * neither names one. Promotion keeps the account's password and names as they are.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: AdminAccountInput,
): Promise<{ user: UserRow; created: boolean }> {
  // Hashing is slow; do it before the transaction so the transaction stays short.
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await db.transaction(async (tx) => {
      const existing = pickAccount(await findAccounts(tx as unknown as Db, input));
      if (existing) {
        const [user] = await tx
          .update(users)
          .set({ isAdmin: true })
          .where(eq(users.id, existing.id))
          .returning();
        return { user: user!, created: false };
      }
      const missing = (['username', 'email', 'password'] as const).filter((k) => !input[k]);
      if (missing.length > 0) {
        throw new ValidationError(
          `No account matches; a new admin needs ${missing.join(', ')}.`,
          Object.fromEntries(missing.map((k) => [k, [`${k} is required for a new account`]])),
          'admin_details_missing',
        );
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username!,
          email: input.email!,
          passwordHash: passwordHash!,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          isAdmin: true,
        })
        .returning();
      return { user: user!, created: true };
    });
  } catch (err) {
    // Another process may have taken the name between our lookup and the insert.
    throw duplicateAccountError(err) ?? err;
  }
}
