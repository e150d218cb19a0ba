import { z } from 'zod';
import { RegisterSchema } from '@common/schemas/auth';
import type { Db } from '../db/client';
import { createOrPromoteAdmin, findAccounts, pickAccount } from '../services/admin-accounts';
import type { UserRow } from '../services/accounts';

// The site's own rules for usernames, e-mails and passwords: an admin is an account like any other.
const { username, email, password, firstName, lastName } = RegisterSchema.shape;

const AccountNamesSchema = z
  .object({ username: username.optional(), email: email.optional() })
  .refine((v) => v.username || v.email, { message: 'Give a username or an e-mail address' });

// Never the password hash: this answer may travel over the server's control route.
const presentAccount = (u: UserRow) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  isAdmin: u.isAdmin,
});

/** Which existing account (if any) a username / e-mail names, so the CLI asks only what it needs. */
export const adminFind = {
  input: AccountNamesSchema,
  async run(db: Db, input: z.output<typeof AccountNamesSchema>) {
    const account = pickAccount(await findAccounts(db, input));
    return { account: account ? presentAccount(account) : null };
  },
};

const AdminCreateSchema = z
  .object({
    username: username.optional(),
    email: email.optional(),
    password: password.optional(),
    firstName: firstName.unwrap().unwrap().optional(),
    lastName: lastName.unwrap().unwrap().optional(),
  })
  .refine((v) => v.username || v.email, { message: 'Give a username or an e-mail address' });

/** Creates an admin, or promotes the account the username or e-mail names. */
export const adminCreate = {
  input: AdminCreateSchema,
  async run(db: Db, input: z.output<typeof AdminCreateSchema>) {
    const { user, created } = await createOrPromoteAdmin(db, input);
    return { user: presentAccount(user), created };
  },
};
