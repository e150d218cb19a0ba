import { describe, expect, it } from 'vitest';
import { RegisterFormSchema } from './auth';

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
