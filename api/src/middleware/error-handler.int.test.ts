import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';

// Security issue item 7: under the default `npm start` (NODE_ENV development) a database error
// put the SQL, its parameters (a bcrypt hash) and a stack in the body and the log.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    config: { env: 'development', authRateLimit: { max: 1000, windowMs: 60_000 } },
  });
  // A failure registerUser does not expect: its insert (with the new hash) breaks a rule.
  await app.database.db.execute(
    sql`alter table users add constraint no_boom check (first_name <> 'Boom')`,
  );
});
afterAll(() => app.close());

describe('an unexpected database error', () => {
  it('answers { code, message } only and logs no hash, parameters or values', async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
    });
    try {
      const res = await app.request('/api/register', {
        body: {
          username: 'boomfan',
          password: 'very-secret-pw',
          email: 'boom@example.com',
          firstName: 'Boom',
          ageConfirmed: true,
        },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      spy.mockRestore();
    }
    const log = logged.join('\n');
    expect(log).toContain('POST /api/register failed');
    expect(log).toContain('[pg 23514]'); // enough to find the cause
    expect(log).not.toMatch(/\$2[aby]?\$\d\d\$/); // bcrypt hash
    expect(log).not.toMatch(/params/i);
    expect(log).not.toContain('boom@example.com');
    expect(log).not.toContain('very-secret-pw');
  });
});
