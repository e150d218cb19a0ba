import { describe, expect, it } from 'vitest';
import { redactError } from './redact-error';

const HASH = '$2b$10$H93HQaXt8hF0CT5szr059eRjBH5/c9031GYBXMlZTqgmjaNidCBDC';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJlLXN0dWZm';

class DrizzleQueryError extends Error {}

describe('redactError', () => {
  it('keeps the name, message, pg code and frames, and drops params, hashes and tokens', () => {
    const cause = Object.assign(new Error(`duplicate key; token ${JWT}`), {
      code: '23505',
      params: ['secret@example.com', HASH],
      detail: 'Key (email)=(secret@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      `Failed query: insert into "users" values ($1, $2)\nparams: secret@example.com,${HASH}`,
      { cause },
    );
    const text = redactError(err);
    expect(text).toMatch(
      /^DrizzleQueryError: Failed query: insert into "users" values \(\$1, \$2\)/,
    );
    expect(text).toContain('caused by Error: duplicate key; token [redacted] [pg 23505]');
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain(JWT);
    expect(text).not.toContain('params');
  });

  it('says what was thrown when it is not an Error, without printing it', () => {
    expect(redactError({ password: 'x' })).toBe('non-error thrown: object');
  });
});
