import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, emailOutbox } from '../db/schema';
import { CONTACT_NOTIFICATION_KIND } from '../services/contact-messages';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    config: {
      supportEmail: 'help@beerscout.test',
      contactRateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => app.close());

const message = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Chalkboard tap lists',
  message: 'Does BeerScout read a chalkboard tap list?',
  ...over,
});

describe('POST /api/contact', () => {
  it('stores the message and queues one notification to support, for a guest', async () => {
    const res = await app.request('/api/contact', {
      body: message({ name: '  Ada Lovelace ', subject: 'Tap lists\r\nBcc: x@evil.test' }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });

    const { db } = app.database;
    const stored = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Tap lists\r\nBcc: x@evil.test',
      message: 'Does BeerScout read a chalkboard tap list?',
    });

    const mail = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, CONTACT_NOTIFICATION_KIND));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'help@beerscout.test', status: 'queued', attempts: 0 });
    // The visitor's line break cannot become a mail header.
    expect(mail[0]!.subject).toBe('Contact form: Tap lists Bcc: x@evil.test');
    expect(mail[0]!.text).toContain('Ada Lovelace <ada@example.com>');
    expect(mail[0]!.text).toContain('Does BeerScout read a chalkboard tap list?');
  });

  it('refuses an incomplete message with field errors and stores nothing', async () => {
    const { db } = app.database;
    const before = (await db.select().from(contactMessages)).length;
    const res = await app.request('/api/contact', {
      body: { name: 'Ada', email: 'not-an-email', subject: '  ', message: 'Hello' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual({
      email: ['Invalid email address'],
      subject: ['Subject is required'],
    });
    expect(res.body.message).toBe('Invalid email address');

    const missing = await app.request('/api/contact', { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(missing.body.errors.name).toEqual(['Name is required']);

    const extra = await app.request('/api/contact', { body: message({ isAdmin: true }) });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toHaveProperty('isAdmin');

    const long = await app.request('/api/contact', {
      body: message({ message: 'x'.repeat(5001) }),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.message).toEqual(['Message must be at most 5000 characters']);

    const form = await app.request('/api/contact', {
      body: 'name=Ada',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);

    expect(await db.select().from(contactMessages)).toHaveLength(before);
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.kind, CONTACT_NOTIFICATION_KIND)),
    ).toHaveLength(before);
  });

  it('answers 429 with Retry-After once an IP has sent too many', async () => {
    const limited = await startTestApp({
      config: { contactRateLimit: { max: 2, windowMs: 60_000 } },
    });
    try {
      const send = () => limited.request('/api/contact', { body: message() });
      expect((await send()).status).toBe(201);
      // Invalid attempts count too: the limit is on sending, not on succeeding.
      expect((await limited.request('/api/contact', { body: {} })).status).toBe(400);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('rate_limited');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.database.db.select().from(contactMessages)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/contact-messages (ra-data-simple-rest)', () => {
  let adminToken: string;
  beforeAll(async () => {
    ({ token: adminToken } = await signedInUser(app, { isAdmin: true }));
    for (const [name, subject, email] of [
      ['Brewer Bo', 'Bock question', 'bo@brew.test'],
      ['Cask Cat', 'Cask ales', 'cat@brew.test'],
      ['Dunkel Di', 'Dark beers', 'di@brew.test'],
    ]) {
      const res = await app.request('/api/contact', { body: message({ name, subject, email }) });
      expect(res.status).toBe(201);
    }
  });

  const list = (query: string) =>
    app.request(`/api/admin/contact-messages?${query}`, { token: adminToken });
  const q = (o: Record<string, unknown>) =>
    Object.entries(o)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');

  it('answers 401 to guests and 403 to members', async () => {
    expect((await app.request('/api/admin/contact-messages')).status).toBe(401);
    const { token } = await signedInUser(app);
    const res = await app.request('/api/admin/contact-messages', { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('admin_required');
  });

  it('lists newest first by default, with Content-Range', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ name: 'Dunkel Di', subject: 'Dark beers' });
    expect(res.body[0]).toHaveProperty('message');
    expect(res.body[0]).toHaveProperty('createdAt');
    const total = res.body.length;
    expect(res.headers.get('content-range')).toBe(`contact-messages 0-${total - 1}/${total}`);
  });

  it('sorts, pages and filters by q over name, e-mail, subject and text', async () => {
    const page = await list(
      q({ sort: ['subject', 'ASC'], range: [0, 1], filter: { q: 'brew.test' } }),
    );
    expect(page.body.map((m: { subject: string }) => m.subject)).toEqual([
      'Bock question',
      'Cask ales',
    ]);
    expect(page.headers.get('content-range')).toBe('contact-messages 0-1/3');
    const next = await list(
      q({ sort: ['subject', 'ASC'], range: [2, 3], filter: { q: 'brew.test' } }),
    );
    expect(next.body.map((m: { subject: string }) => m.subject)).toEqual(['Dark beers']);
    expect(next.headers.get('content-range')).toBe('contact-messages 2-2/3');

    const one = await list(q({ filter: { q: 'CASK' } }));
    expect(one.body.map((m: { name: string }) => m.name)).toEqual(['Cask Cat']);
    const none = await list(q({ filter: { q: '100%_' } }));
    expect(none.body).toEqual([]);
    expect(none.headers.get('content-range')).toBe('contact-messages 0-0/0');
  });

  it('rejects a sort field it does not know', async () => {
    const bad = await list(q({ sort: ['message', 'ASC'] }));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    expect(Object.keys(bad.body.errors)).toEqual(['sort.0']);
  });
});
