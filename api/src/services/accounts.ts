import bcrypt from 'bcryptjs';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { LoginInput, RegisterInput } from '@common/schemas/auth';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { ConflictError, UnauthorizedError, pgErrorOf } from '../errors';
import { SESSION_DAYS } from '../lib/tokens';
import { sendMail, type MailSettings } from '../mail/send-mail';

export type UserRow = typeof users.$inferSelect;
const BCRYPT_ROUNDS = 10;
// Compared against when no account matches, so a wrong username costs as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_ROUNDS);

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_ROUNDS);

/** Turns a unique-index violation on users into the 409 that names the field. */
export function duplicateAccountError(err: unknown): ConflictError | undefined {
  const pgErr = pgErrorOf(err);
  if (pgErr?.code !== '23505') return undefined;
  if (pgErr.constraint === 'users_username_unique') {
    return new ConflictError('That username is already taken.', 'username_taken', {
      username: ['That username is already taken.'],
    });
  }
  if (pgErr.constraint === 'users_email_unique') {
    return new ConflictError('An account with that e-mail already exists.', 'email_taken', {
      email: ['An account with that e-mail already exists.'],
    });
  }
  return undefined;
}

/** A new account, and its welcome e-mail queued with it. */
export async function registerUser(
  db: Db,
  input: Required<RegisterInput>,
  mail: MailSettings,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          ageConfirmedAt: new Date(),
        })
        .returning();
      await sendMail(tx, 'welcome', { to: row!.email, name: displayName(row!) }, mail);
      return row!;
    });
  } catch (err) {
    throw duplicateAccountError(err) ?? err;
  }
}

/** How e-mail greets a user: their first name, else their username. */
export const displayName = (user: UserRow) => user.firstName.trim() || user.username;

export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const field = login.includes('@') ? users.email : users.username;
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${field})`, login.toLowerCase()));
  return row;
}

/** The account for a username or e-mail and password; one message for every wrong answer. */
export async function authenticate(db: Db, input: LoginInput): Promise<UserRow> {
  const user = await findUserByLogin(db, input.username);
  const ok = await bcrypt.compare(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    throw new UnauthorizedError('Invalid username or password', 'invalid_credentials');
  }
  return user;
}

export async function createSession(db: Db, userId: string, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning();
  return row!.id;
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

const sessionUserQuery = preparedFor((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('load_session_user'),
);

/** The user behind a live session, in one prepared query: this runs on every signed-in request. */
export async function loadSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await sessionUserQuery(db).execute({ sessionId, userId, now: now.toISOString() });
  return row?.user;
}

export async function markScanTipsSeen(db: Db, user: UserRow): Promise<void> {
  await db.update(users).set({ hasSeenScanTips: true }).where(eq(users.id, user.id));
}
