import { z } from 'zod';

// Messages are the product's (spec section 5); the site and the API share them.
export const USERNAME_MAX = 50;

/** bcrypt reads only the first 72 bytes (UTF-8) of a password and silently drops the rest. */
export const PASSWORD_MAX_BYTES = 72;

// Characters that show as nothing (zero-width space and joiners, soft hyphen, BOM…): two
// usernames that look the same must not be two accounts.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/u;
// Scripts with letters that pass for Latin ones (Cyrillic "а", Greek "ο"): one per username.
const LOOKALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];
const mixesScripts = (text: string) =>
  LOOKALIKE_SCRIPTS.filter((script) => script.test(text)).length > 1;

const username = z
  .string()
  .trim()
  // NFKC: full-width "ｐａｙｐａｌ" and ligatures become the plain letters people read.
  .normalize('NFKC')
  .min(1, 'Username is required')
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[^\s@]+$/, 'Username cannot contain spaces or @')
  .refine((v) => !INVISIBLE.test(v), 'Username cannot contain invisible characters')
  .refine((v) => !mixesScripts(v), 'Username cannot mix alphabets (such as Latin and Cyrillic)');

/** A password being set (sign-up, change, admin create). Signing in takes any length. */
export const newPassword = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .refine(
    (v) => new TextEncoder().encode(v).length <= PASSWORD_MAX_BYTES,
    `Password must be at most ${PASSWORD_MAX_BYTES} bytes`,
  );
const password = newPassword;
const email = z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254));
const name = z.string().trim().max(100, 'Must be at most 100 characters');

/** What the site sends to POST /api/register (confirmPassword is never sent). */
export const RegisterSchema = z.strictObject({
  username,
  password,
  email,
  firstName: name.optional().default(''),
  lastName: name.optional().default(''),
  // decisions.md 13: an account needs the 21+ confirmation.
  ageConfirmed: z.literal(true, { error: 'You must confirm that you are 21 or older' }),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** The Create Account form: RegisterSchema plus confirmPassword, checked in the browser only. */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
  // Zod skips refinements once a field has failed; a short password and a mismatch are both
  // worth saying at once, so this runs whenever the two passwords were typed.
  when: ({ value }) => {
    const v = value as { password?: unknown; confirmPassword?: unknown };
    return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
  },
});
export type RegisterForm = z.input<typeof RegisterFormSchema>;

/** POST /api/login: `username` may be the username or the e-mail address. */
export const LoginSchema = z.strictObject({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof LoginSchema>;
