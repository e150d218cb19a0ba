import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { authenticate } from '../services/accounts';
import { createTestDatabase } from '../testing/database';
import { makeUser, reloadUser } from '../testing/factories';
import { runOperationOn } from '.';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('admin.create', () => {
  it('creates an admin who can sign in, and never returns the hash', async () => {
    const result = await runOperationOn(database.db, 'admin.create', {
      username: 'alice',
      email: 'Alice@Example.com',
      password: 'secret1',
      firstName: 'Alice',
    });
    expect(result).toMatchObject({
      created: true,
      user: { username: 'alice', email: 'alice@example.com', isAdmin: true },
    });
    expect(JSON.stringify(result)).not.toMatch(/hash|secret1/i);
    const user = await authenticate(database.db, {
      username: 'ALICE@example.com',
      password: 'secret1',
    });
    expect(user).toMatchObject({ isAdmin: true, firstName: 'Alice' });
  });

  it('promotes an existing user found by username or e-mail, in any case, keeping the password', async () => {
    const bob = await makeUser(database.db, { username: 'Bob', email: 'bob@example.com' });
    const byName = await runOperationOn(database.db, 'admin.create', {
      username: 'bob',
      password: 'other-pass',
    });
    expect(byName).toMatchObject({ created: false, user: { id: bob.id, isAdmin: true } });
    expect((await reloadUser(database.db, bob.id))!.passwordHash).toBe(bob.passwordHash);

    const carol = await makeUser(database.db, { email: 'carol@example.com' });
    const byEmail = await runOperationOn(database.db, 'admin.create', {
      email: 'CAROL@example.com',
    });
    expect(byEmail).toMatchObject({ created: false, user: { id: carol.id, isAdmin: true } });
  });

  it('refuses a username and an e-mail that belong to two different accounts', async () => {
    const dave = await makeUser(database.db, { username: 'dave', email: 'dave@example.com' });
    await makeUser(database.db, { username: 'erin', email: 'erin@example.com' });
    await expect(
      runOperationOn(database.db, 'admin.create', { username: 'dave', email: 'erin@example.com' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'admin_account_conflict',
      message: expect.stringMatching(/two different accounts/),
    });
    expect((await reloadUser(database.db, dave.id))!.isAdmin).toBe(false);
    await expect(
      runOperationOn(database.db, 'admin.find', { username: 'dave', email: 'erin@example.com' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('needs e-mail and password for a new account, and applies the site rules', async () => {
    await expect(
      runOperationOn(database.db, 'admin.create', { username: 'frank' }),
    ).rejects.toMatchObject({ status: 400, code: 'admin_details_missing' });
    await expect(
      runOperationOn(database.db, 'admin.create', {
        username: 'frank',
        email: 'f@example.com',
        password: '123',
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Password must be at least 6 characters' });
    await expect(
      runOperationOn(database.db, 'admin.create', {
        username: 'frank',
        email: 'f@example.com',
        password: 'a'.repeat(73),
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Password must be at most 72 bytes' });
    await expect(
      runOperationOn(database.db, 'admin.create', {
        username: 'fr ank',
        email: 'nope',
        password: 'secret1',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(runOperationOn(database.db, 'admin.create', {})).rejects.toMatchObject({
      message: 'Give a username or an e-mail address',
    });
    expect(await database.db.select().from(users).where(eq(users.username, 'frank'))).toEqual([]);
  });

  it('admin.find tells whether an account exists', async () => {
    expect(await runOperationOn(database.db, 'admin.find', { username: 'ALICE' })).toMatchObject({
      account: { username: 'alice', isAdmin: true },
    });
    expect(
      await runOperationOn(database.db, 'admin.find', { email: 'nobody@example.com' }),
    ).toEqual({
      account: null,
    });
  });
});
