import { describe, expect, it } from 'vitest';
import { RegisterFormSchema } from './auth';
import { ChangePasswordSchema } from './profile';

const form = {
  username: 'hopper',
  email: 'hopper@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  ageConfirmed: true,
};

const messages = (input: unknown) => {
  const result = RegisterFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the Create Account form schema', () => {
  it('says both that the password is short and that the two differ', () => {
    expect(messages({ ...form, password: '123', confirmPassword: '1234' })).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('accepts matching passwords', () => {
    expect(messages({ ...form, password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});

describe('usernames and new passwords (security issue item 10)', () => {
  const ok = { ...form, password: 'secret1', confirmPassword: 'secret1' };

  it('stores the NFKC form, so a full-width name is the plain one', () => {
    expect(RegisterFormSchema.parse({ ...ok, username: 'ｐａｙｐａｌ' }).username).toBe('paypal');
  });

  it.each(['pay\u200bpal', 'pay\u200dpal', 'pay\ufeffpal', 'pay\u00adpal'])(
    'refuses invisible characters in %j',
    (username) => {
      expect(messages({ ...ok, username })).toEqual({
        username: 'Username cannot contain invisible characters',
      });
    },
  );

  it('refuses Latin mixed with Cyrillic or Greek look-alikes, and takes one script', () => {
    const mixed = 'Username cannot mix alphabets (such as Latin and Cyrillic)';
    expect(messages({ ...ok, username: 'раypal' })).toEqual({ username: mixed });
    expect(messages({ ...ok, username: 'pαypal' })).toEqual({ username: mixed });
    expect(messages({ ...ok, username: 'пиво_42' })).toEqual({});
    expect(messages({ ...ok, username: 'bière' })).toEqual({});
  });

  it('counts a password in UTF-8 bytes: bcrypt ignores everything after 72', () => {
    const max = 'Password must be at most 72 bytes';
    expect(messages({ ...ok, password: 'a'.repeat(72), confirmPassword: 'a'.repeat(72) })).toEqual(
      {},
    );
    const accents = 'é'.repeat(37); // 37 characters, 74 bytes
    expect(messages({ ...ok, password: accents, confirmPassword: accents })).toEqual({
      password: max,
    });
    expect(
      ChangePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'a'.repeat(73) }).error
        ?.issues[0]?.message,
    ).toBe(max);
  });
});
