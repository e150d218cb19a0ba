import { input, password } from '@inquirer/prompts';
import type { z } from 'zod';
import { RegisterSchema } from '@common/schemas/auth';

const rules = RegisterSchema.shape;

/** An inquirer validator from a zod schema: true, or the schema's own message. */
const validator = (schema: z.ZodType) => (value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success || (parsed.error.issues[0]?.message ?? 'Invalid value');
};

export const askUsername = () =>
  input({ message: 'Username (or e-mail of an existing account):', required: true });

export const askNewUsername = () =>
  input({ message: 'Username:', validate: validator(rules.username) });

export const askEmail = () =>
  input({ message: 'E-mail:', validate: validator(rules.email) }).then((v) =>
    v.trim().toLowerCase(),
  );

export const askName = (label: string) =>
  input({ message: `${label} (optional):`, validate: validator(rules.firstName) }).then((v) =>
    v.trim(),
  );

/** A new password, typed twice; asks again until both match. */
export async function askNewPassword(): Promise<string> {
  for (;;) {
    const first = await password({
      message: 'Password:',
      mask: '*',
      validate: validator(rules.password),
    });
    const again = await password({ message: 'Confirm password:', mask: '*' });
    if (first === again) return first;
    console.error('Passwords do not match; try again.');
  }
}

/** All of stdin as one password (for scripts: `… | beerscout admin create --password-stdin`). */
export async function readPasswordFromStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
