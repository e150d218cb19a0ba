import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => app.close());

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'hopfan',
  password: 'secret1',
  email: 'Hop.Fan@Example.com',
  firstName: 'Hop',
  lastName: 'Fan',
  ageConfirmed: true,
  ...over,
});

describe('POST /api/register', () => {
  it('creates the account, signs it in and never returns the password', async () => {
    const res = await app.request('/api/register', { body: registration() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'hopfan',
      email: 'hop.fan@example.com',
      firstName: 'Hop',
      plan: 'free',
      analysesUsed: 0,
      analysisLimit: 5,
      isAdmin: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('secret1');
    expect(res.headers.get('set-cookie')).toMatch(/beerscout_session=.+HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);

    const me = await app.request('/api/user', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('hopfan');
  });

  it.each([
    [{ password: '123' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ username: '' }, 'username', 'Username is required'],
    [{ ageConfirmed: false }, 'ageConfirmed', 'You must confirm that you are 21 or older'],
  ])('rejects %o with the spec message', async (over, field, message) => {
    const res = await app.request('/api/register', {
      body: registration({ username: 'v', ...over }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors[field]).toContain(message);
  });

  it('answers 409 naming the field for a taken username or e-mail, and writes nothing', async () => {
    await makeUser(app.database.db, { username: 'Taken', email: 'taken@example.com' });
    const [before] = await app.database.db.select({ n: count() }).from(users);

    const byName = await app.request('/api/register', {
      body: registration({ username: 'taken', email: 'new@example.com' }),
    });
    expect(byName.status).toBe(409);
    expect(byName.body).toMatchObject({
      code: 'username_taken',
      errors: { username: expect.any(Array) },
    });

    const byEmail = await app.request('/api/register', {
      body: registration({ username: 'fresh', email: 'TAKEN@example.com' }),
    });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.code).toBe('email_taken');

    const [after] = await app.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it.each([
    ['pay\u200bpal', 'Username cannot contain invisible characters'],
    ['раypal', 'Username cannot mix alphabets (such as Latin and Cyrillic)'],
  ])('refuses the look-alike username %j and stores nothing', async (username, message) => {
    const [before] = await app.database.db.select({ n: count() }).from(users);
    const res = await app.request('/api/register', {
      body: registration({ username, email: 'lookalike@example.com' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', message });
    expect(res.body.errors.username).toEqual([message]);
    const [after] = await app.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('stores a full-width username in its NFKC form, so it clashes with the plain one', async () => {
    const first = await app.request('/api/register', {
      body: registration({ username: 'ｇｒａｃｅ', email: 'grace1@example.com' }),
    });
    expect(first.status).toBe(201);
    expect(first.body.username).toBe('grace');
    const again = await app.request('/api/register', {
      body: registration({ username: 'grace', email: 'grace2@example.com' }),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('username_taken');
  });

  it('refuses a password over 72 bytes (bcrypt would ignore the rest)', async () => {
    const password = 'ü'.repeat(40); // 40 characters, 80 bytes
    const res = await app.request('/api/register', {
      body: registration({ username: 'longpass', email: 'longpass@example.com', password }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toEqual(['Password must be at most 72 bytes']);
  });

  it('refuses unknown fields, malformed JSON, wrong content types and oversized bodies', async () => {
    const unknown = await app.request('/api/register', { body: registration({ isAdmin: true }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('isAdmin');

    const broken = await app.request('/api/register', { body: '{"username": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_json');

    const text = await app.request('/api/register', {
      body: 'username=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupported_media_type');

    const huge = await app.request('/api/register', {
      body: registration({ firstName: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('payload_too_large');
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in with the username or the e-mail, in any case', async () => {
    await makeUser(app.database.db, {
      username: 'Porter',
      email: 'porter@example.com',
      password: 'stout99',
    });
    for (const login of ['Porter', 'porter', 'PORTER@example.com']) {
      const res = await app.request('/api/login', {
        body: { username: login, password: 'stout99' },
      });
      expect(res.status, login).toBe(200);
      expect(res.body.username).toBe('Porter');
    }
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const wrong = await app.request('/api/login', {
      body: { username: 'Porter', password: 'nope' },
    });
    const unknown = await app.request('/api/login', {
      body: { username: 'ghost', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('invalid_credentials');
  });

  it('still signs in an account made before the 72-byte rule with its long password', async () => {
    // Its hash holds the first 72 bytes, as bcrypt always did: refusing the long password at
    // sign-in would lock its owner out.
    const long = 'x'.repeat(100);
    await makeUser(app.database.db, { username: 'Legacy', password: long });
    const res = await app.request('/api/login', { body: { username: 'Legacy', password: long } });
    expect(res.status).toBe(200);
  });

  it('needs both fields, with the spec messages', async () => {
    const res = await app.request('/api/login', { body: { username: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.username).toContain('Username is required');
    expect(res.body.errors.password).toContain('Password is required');
  });

  it('ends the session on logout: the same token no longer works', async () => {
    const login = await app.request('/api/login', {
      body: { username: 'porter', password: 'stout99' },
    });
    const token = login.body.token as string;
    expect((await app.request('/api/user', { token })).status).toBe(200);
    expect((await app.request('/api/logout', { method: 'POST', token })).status).toBe(204);
    const after = await app.request('/api/user', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('invalid_token');
  });

  it('rejects forged and garbage tokens with 401', async () => {
    const res = await app.request('/api/user', { token: 'not.a.token' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_token');
    expect((await app.request('/api/user')).body.code).toBe('unauthorized');
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once an IP passes the limit', async () => {
    const limited = await startTestApp({ config: { authRateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const attempt = () =>
        limited.request('/api/login', { body: { username: 'x', password: 'y' } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const third = await attempt();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('rate_limited');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
