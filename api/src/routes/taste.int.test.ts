import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeers } from '../testing/beers';
import { signedInUser } from '../testing/factories';

// "Best for you" from the first scan (issue 18 item 1): the styles a new user likes, asked once.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET/PUT /api/user/taste', () => {
  it('asks guests to sign in', async () => {
    for (const method of ['GET', 'PUT']) {
      const res = await app.request('/api/user/taste', {
        method,
        body: method === 'PUT' ? {} : undefined,
      });
      expect(res.status, method).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('is not asked yet for a new user; an answer or a skip is stored once', async () => {
    const { user, token } = await signedInUser(app);
    expect((await app.request('/api/user/taste', { token })).body).toEqual({
      likedStyles: [],
      dislikedStyles: [],
      asked: false,
    });
    const saved = await app.request('/api/user/taste', {
      method: 'PUT',
      body: { likedStyles: ['belgians', 'ipas', 'ipas'], dislikedStyles: ['stouts'] },
      token,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      likedStyles: ['belgians', 'ipas'],
      dislikedStyles: ['stouts'],
      asked: true,
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.likedStyles).toEqual(['belgians', 'ipas']);
    expect(row!.tasteAskedAt).toBeInstanceOf(Date);

    const skipper = await signedInUser(app);
    const skipped = await app.request('/api/user/taste', {
      method: 'PUT',
      body: { likedStyles: [], dislikedStyles: [] },
      token: skipper.token,
    });
    expect(skipped.body).toEqual({ likedStyles: [], dislikedStyles: [], asked: true });
  });

  it('validates the styles', async () => {
    const { token } = await signedInUser(app);
    for (const body of [
      { likedStyles: ['cider'], dislikedStyles: [] },
      { likedStyles: ['ipas'], dislikedStyles: ['ipas'] },
      { likedStyles: [] },
      { likedStyles: [], dislikedStyles: [], extra: 1 },
    ]) {
      const res = await app.request('/api/user/taste', { method: 'PUT', body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});

describe('POST /api/beers/best-for-you with named styles', () => {
  it('ranks from the first scan by the styles named, and shows free plans the top 3', async () => {
    const shelf = await makeBeers(app.database.db, [
      { name: 'Plain Stout', style: 'Irish Dry Stout' },
      { name: 'Abbey Tripel', style: 'Tripel' },
      { name: 'Some Lager', style: 'Pale Lager', rating: 4.4, ratingSource: 'Untappd' },
      { name: 'Hazy One', style: 'New England IPA' },
      { name: 'Mystery', style: null },
    ]);
    const ids = shelf.map((b) => b.id);
    const taste = { likedStyles: ['belgians', 'ipas'], dislikedStyles: ['stouts'] };

    const free = await signedInUser(app);
    await app.request('/api/user/taste', { method: 'PUT', body: taste, token: free.token });
    const res = await app.request('/api/beers/best-for-you', {
      body: { beerIds: ids },
      token: free.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.personalised).toBe(true);
    expect(res.body.beers.map((b: { name: string; reason: string }) => [b.name, b.reason])).toEqual(
      [
        ['Abbey Tripel', 'You like Belgian ales'],
        ['Hazy One', 'You like IPAs'],
        ['Some Lager', 'Nothing you have rated or named is like this yet'],
      ],
    );
    expect(res.body.hiddenCount).toBe(2);

    const premium = await signedInUser(app, { isPremium: true });
    await app.request('/api/user/taste', { method: 'PUT', body: taste, token: premium.token });
    const full = await app.request('/api/beers/best-for-you', {
      body: { beerIds: ids },
      token: premium.token,
    });
    expect(full.body.beers.map((b: { name: string }) => b.name)).toEqual([
      'Abbey Tripel',
      'Hazy One',
      'Some Lager',
      'Mystery',
      'Plain Stout',
    ]);
    expect(full.body.beers.at(-1).reason).toBe('You said stouts are not for you');
    expect(full.body.hiddenCount).toBe(0);
  });

  it('validates the beer ids', async () => {
    const { token } = await signedInUser(app);
    for (const body of [{ beerIds: [] }, { beerIds: ['nope'] }, {}]) {
      const res = await app.request('/api/beers/best-for-you', { body, token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });
});
