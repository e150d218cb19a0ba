import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyses,
  analysisBeerResults,
  collections,
  emailOutbox,
  sessions,
  userBeerRatings,
  users,
} from '../db/schema';
import { createSession } from '../services/accounts';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeer } from '../testing/beers';
import { reloadUser, signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('PATCH /api/user', () => {
  it('saves names and e-mail', async () => {
    const { user, token } = await signedInUser(app);
    const res = await app.request('/api/user', {
      method: 'PATCH',
      body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ADA.L@example.com' },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.l@example.com',
    });
    expect(await reloadUser(app.database.db, user.id)).toMatchObject({ lastName: 'Lovelace' });
  });

  it('refuses a taken e-mail, a bad e-mail, guests and empty bodies', async () => {
    const a = await signedInUser(app);
    const { token } = await signedInUser(app);
    const taken = await app.request('/api/user', {
      method: 'PATCH',
      body: { email: a.user.email },
      token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    const bad = await app.request('/api/user', { method: 'PATCH', body: { email: 'nope' }, token });
    expect(bad.body.message).toBe('Invalid email address');
    const extra = await app.request('/api/user', {
      method: 'PATCH',
      body: { isAdmin: true },
      token,
    });
    expect(extra.status).toBe(400);
    const empty = await app.request('/api/user', { method: 'PATCH', body: {}, token });
    expect(empty.body.message).toBe('Nothing to change');
    expect(
      (await app.request('/api/user', { method: 'PATCH', body: { firstName: 'x' } })).status,
    ).toBe(401);
  });
});

describe('POST /api/user/password', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const { user, token } = await signedInUser(app, { password: 'old-secret' });
    const otherSession = await createSession(app.database.db, user.id, new Date());
    const otherToken = app.deps.tokens.sign(user.id, otherSession);
    const wrong = await app.request('/api/user/password', {
      body: { currentPassword: 'nope', newPassword: 'new-secret' },
      token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'wrong_password',
      message: 'Your current password is not correct.',
    });
    const short = await app.request('/api/user/password', {
      body: { currentPassword: 'old-secret', newPassword: '123' },
      token,
    });
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const long = await app.request('/api/user/password', {
      body: { currentPassword: 'old-secret', newPassword: '🍺'.repeat(19) }, // 76 bytes
      token,
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.newPassword).toEqual(['Password must be at most 72 bytes']);

    const ok = await app.request('/api/user/password', {
      body: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      token,
    });
    expect(ok.status).toBe(204);
    expect((await app.request('/api/user', { token })).status).toBe(200);
    const other = await app.request('/api/user', { token: otherToken });
    expect(other.status).toBe(401);
    expect(other.body.code).toBe('invalid_token');
    const left = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);

    const oldLogin = await app.request('/api/login', {
      body: { username: user.username, password: 'old-secret' },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app.request('/api/login', {
      body: { username: user.username, password: 'new-secret' },
    });
    expect(newLogin.status).toBe(200);
  });
});

describe('POST /api/user/delete', () => {
  it('needs the password, then removes the user and everything of theirs', async () => {
    const db = app.database.db;
    const { user, token } = await signedInUser(app, { password: 'delete-me' });
    const survivor = await signedInUser(app);
    const beer = await makeBeer(db);
    await app.request('/api/collection', { body: { beerId: beer.id }, token });
    await app.request(`/api/beers/${beer.id}/rate`, { body: { rating: 4 }, token });
    await app.request(`/api/beers/${beer.id}/rate`, { body: { rating: 2 }, token: survivor.token });
    const [analysis] = await db
      .insert(analyses)
      .values({ userId: user.id, thumbnail: Buffer.from('jpeg') })
      .returning();
    await db
      .insert(analysisBeerResults)
      .values({ analysisId: analysis!.id, beerId: beer.id, confidence: 0.9 });

    const wrong = await app.request('/api/user/delete', { body: { password: 'nope' }, token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('wrong_password');
    expect(await reloadUser(db, user.id)).toBeDefined();

    const res = await app.request('/api/user/delete', { body: { password: 'delete-me' }, token });
    expect(res.status).toBe(204);
    expect(await reloadUser(db, user.id)).toBeUndefined();
    expect(await db.select().from(collections).where(eq(collections.userId, user.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(userBeerRatings).where(eq(userBeerRatings.userId, user.id)),
    ).toHaveLength(0);
    expect(await db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // The community rating now counts only the survivor.
    const summary = await app.request(`/api/beers/${beer.id}/rating`, { token: survivor.token });
    expect(summary.body).toMatchObject({ averageRating: 2, totalRatings: 1 });
    expect((await app.request('/api/user', { token })).status).toBe(401);
    const login = await app.request('/api/login', {
      body: { username: user.username, password: 'delete-me' },
    });
    expect(login.status).toBe(401);
    expect(await db.select().from(users).where(eq(users.id, survivor.user.id))).toHaveLength(1);
  });

  it('forgets the mail sent to them, and still sends what was waiting', async () => {
    const db = app.database.db;
    const { user, token } = await signedInUser(app, { password: 'delete-me' });
    const survivor = await signedInUser(app);
    const mail = (to: string, kind: string, status: 'sent' | 'queued') => ({
      to,
      kind,
      status,
      subject: `A ${kind} mail`,
      text: `Hello ${to}`,
    });
    await db
      .insert(emailOutbox)
      .values([
        mail(user.email, 'welcome', 'sent'),
        mail(user.email.toUpperCase(), 'password_changed', 'queued'),
        mail(survivor.user.email, 'welcome', 'sent'),
      ]);

    const res = await app.request('/api/user/delete', { body: { password: 'delete-me' }, token });
    expect(res.status).toBe(204);
    const theirs = await db
      .select()
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.to})`, user.email.toLowerCase()));
    // The waiting notice still goes out; what was sent is gone.
    expect(theirs.map((m) => m.kind).sort()).toEqual(['account_deleted', 'password_changed']);
    const others = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, survivor.user.email));
    expect(others.map((m) => m.kind)).toContain('welcome');
  });
});

describe('GET /api/user/export', () => {
  it('exports collection, ratings and analyses as JSON and CSV', async () => {
    const db = app.database.db;
    const { user, token } = await signedInUser(app);
    const beer = await makeBeer(db, {
      name: 'Export Ale',
      brewery: 'Exporters',
      style: 'Pale Ale',
    });
    const formula = await makeBeer(db, { name: '=HYPERLINK("x")', brewery: 'Quote "Co"' });
    await app.request('/api/collection', { body: { beerId: beer.id }, token });
    await app.request(`/api/collection/${beer.id}`, {
      method: 'PATCH',
      body: { personalNotes: 'Crisp, "bright"' },
      token,
    });
    await app.request(`/api/beers/${formula.id}/rate`, {
      body: { rating: 3, review: 'Odd' },
      token,
    });
    const [analysis] = await db
      .insert(analyses)
      .values({ userId: user.id, imageType: 'tap' })
      .returning();
    // The second beer is only a best guess the user never confirmed: not a beer found.
    await db.insert(analysisBeerResults).values([
      { analysisId: analysis!.id, beerId: beer.id, confidence: 1 },
      { analysisId: analysis!.id, beerId: formula.id, confidence: 0.5, position: 1, tier: 'guess' },
    ]);

    const json = await app.request('/api/user/export?format=json', { token });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(
      /attachment; filename="beerscout-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(json.body.collection).toEqual([
      expect.objectContaining({ beer: 'Export Ale', personalNotes: 'Crisp, "bright"' }),
    ]);
    expect(json.body.ratings).toEqual([expect.objectContaining({ rating: 3, review: 'Odd' })]);
    expect(json.body.analyses).toEqual([
      expect.objectContaining({
        imageType: 'tap',
        beersFound: 1,
        beers: ['Export Ale (Exporters)'],
      }),
    ]);
    expect(json.body.user.passwordHash).toBeUndefined();

    const csv = await app.request('/api/user/export?format=csv', { token });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'record,date,beer,brewery,style,rating,review_or_notes,category,tasting_date,image_type,beers_found',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"Crisp, ""bright"""');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);

    const bad = await app.request('/api/user/export?format=xml', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Format must be csv or json');
    expect((await app.request('/api/user/export')).status).toBe(401);
  });
});
