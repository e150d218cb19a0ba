import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { contactMessages, userBeerRatings, users } from '../db/schema';
import { makeBeer } from '../testing/beers';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

// Security issue item 8: input anyone can send must never turn into a 500.
let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({ config: { authRateLimit: { max: 1000, windowMs: 60_000 } } });
  ({ token } = await signedInUser(app));
});
afterAll(() => app.close());

const NUL = '\u0000';
const invalidText = (field: string) => ({
  code: 'invalid_text',
  message: 'Text may not contain control characters.',
  errors: { [field]: ['Text may not contain control characters.'] },
});
const rows = async (table: typeof users | typeof contactMessages | typeof userBeerRatings) =>
  (await app.database.db.select({ n: count() }).from(table))[0]!.n;

describe('a NUL byte in a string field or query', () => {
  it('is refused on sign-in', async () => {
    const res = await app.request('/api/login', {
      body: { username: `hop${NUL}fan`, password: 'password1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidText('username'));
  });

  it.each(['username', 'firstName', 'password'])(
    'is refused on register in %s, and no account is made',
    async (field) => {
      const before = await rows(users);
      const res = await app.request('/api/register', {
        body: {
          username: 'nulfan',
          password: 'secret1',
          email: 'nul@example.com',
          ageConfirmed: true,
          [field]: `x${NUL}yzabcd`,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalidText(field));
      expect(await rows(users)).toBe(before);
    },
  );

  it('is refused in a contact message, and nothing is stored', async () => {
    const res = await app.request('/api/contact', {
      body: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: `Hello${NUL}there` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidText('message'));
    expect(await rows(contactMessages)).toBe(0);
  });

  it('is refused in a review, and no rating is stored', async () => {
    const beer = await makeBeer(app.database.db);
    const res = await app.request(`/api/beers/${beer.id}/rate`, {
      token,
      body: { rating: 4, review: `Great${NUL}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidText('review'));
    expect(await rows(userBeerRatings)).toBe(0);
  });

  it('is refused in a search and in a widget key', async () => {
    const search = await app.request('/api/beers/search?q=ip%00a', { token });
    expect(search.status).toBe(400);
    expect(search.body).toEqual(invalidText('q'));
    const widget = await app.request('/api/widget/site?key=pk_%00');
    expect(widget.status).toBe(400);
    expect(widget.body).toEqual(invalidText('key'));
  });

  it('is refused inside JSON carried in a query (admin list filters)', async () => {
    const { token: admin } = await signedInUser(app, { isAdmin: true });
    const filter = encodeURIComponent(JSON.stringify({ q: `a${NUL}` }));
    const res = await app.request(`/api/admin/users?filter=${filter}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_text');
  });

  it('is refused as a lone surrogate too', async () => {
    const res = await app.request('/api/login', {
      body: '{"username":"hop\\ud800","password":"password1"}',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidText('username'));
  });

  it('is refused in a path', async () => {
    const res = await app.request('/api/beers/%00/rating', { token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_text');
  });
});

describe('keys named after Object.prototype', () => {
  const keys = ['constructor', 'toString', 'hasOwnProperty', '__proto__'];

  it.each(keys)('%s in a strict body is a 400 naming the key, not a 500', async (key) => {
    const res = await app.request('/api/login', {
      body: `{"username":"a","password":"b","${key}":"x"}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toMatch(/^(validation_failed|bad_request)$/);
    if (res.body.code === 'validation_failed') expect(res.body.errors[key]).toBeDefined();
  });

  it.each(keys)('%s in a contact message stores nothing and is a 400', async (key) => {
    const res = await app.request('/api/contact', {
      body: `{"name":"Ann","email":"ann@example.com","subject":"Hi","message":"Hello","${key}":{}}`,
    });
    expect(res.status).toBe(400);
    expect(await rows(contactMessages)).toBe(0);
  });

  it.each(keys)('%s in a query is a 400 or ignored, never a 5xx', async (key) => {
    for (const url of [
      `/api/beers/search?q=ipa&${key}=1`,
      `/api/collection?${key}=1`,
      `/api/analyses/timeline?${key}=1`,
      `/api/widget/site?${key}=1`,
    ]) {
      const res = await app.request(url, { token });
      expect(res.status, url).toBeLessThan(500);
      expect(res.body.code, url).toBeTypeOf(res.status >= 400 ? 'string' : 'undefined');
    }
  });
});

describe('broken percent-encoding', () => {
  it('in an API path is a 400', async () => {
    const res = await app.request('/api/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'bad_request',
      message: 'That address is not valid: it has broken %-encoding.',
    });
  });

  it('in a static path is a 400, not a 500', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'beerscout-dist-'));
    await mkdir(path.join(dist, 'site'));
    await writeFile(path.join(dist, 'site', 'index.html'), '<!doctype html><title>x</title>');
    const server = createApp({ ...app.deps, staticDir: dist }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/%E0%A4%A`);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('bad_request');
      const shell = await fetch(`http://127.0.0.1:${port}/`);
      expect(shell.status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dist, { recursive: true });
    }
  });
});
