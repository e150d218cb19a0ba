import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { createSession, hashPassword, type UserRow } from '../services/accounts';
import type { TestApp } from './app';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

/** A stored user; `password` is "password1" unless given. */
export async function makeUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow> {
  const { password = 'password1', ...rest } = fields;
  const name = `user${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      username: name,
      email: `${name}@example.com`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return row!;
}

/** A user and a bearer token for them, as if they had signed in. */
export async function signedInUser(app: TestApp, fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(app.database.db, fields);
  const sessionId = await createSession(app.database.db, user.id, new Date());
  return { user, token: app.deps.tokens.sign(user.id, sessionId) };
}

export async function reloadUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
