import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerDetails, collections, userBeerRatings } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeer } from '../testing/beers';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('ratings', () => {
  it('asks guests to sign in', async () => {
    const beer = await makeBeer(app.database.db);
    for (const [method, path] of [
      ['GET', `/api/beers/${beer.id}/rating`],
      ['POST', `/api/beers/${beer.id}/rate`],
      ['GET', '/api/user/ratings'],
    ] as const) {
      const res = await app.request(path, { method, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
    }
  });

  it('keeps one rating per user and beer: a second rating updates the first', async () => {
    const { user, token } = await signedInUser(app);
    const beer = await makeBeer(app.database.db, { name: 'Rated One' });
    const first = await app.request(`/api/beers/${beer.id}/rate`, {
      body: { rating: 3.5, review: 'Fine' },
      token,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      averageRating: 3.5,
      totalRatings: 1,
      source: 'BeerScout community',
      userRating: { rating: 3.5, review: 'Fine' },
    });
    const second = await app.request(`/api/beers/${beer.id}/rate`, {
      body: { rating: 4.25, review: '' },
      token,
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      totalRatings: 1,
      userRating: { rating: 4.25, review: null },
    });
    const rows = await app.database.db
      .select()
      .from(userBeerRatings)
      .where(and(eq(userBeerRatings.userId, user.id), eq(userBeerRatings.beerId, beer.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rating).toBe(4.25);

    const mine = await app.request('/api/user/ratings', { token });
    expect(mine.body).toEqual([
      expect.objectContaining({
        beerId: beer.id,
        rating: 4.25,
        // One rating is not a community average yet (decisions.md 16).
        beer: expect.objectContaining({ name: 'Rated One', rating: null, ratingSource: null }),
      }),
    ]);
  });

  it('averages the community and shows the caller only their own rating', async () => {
    const beer = await makeBeer(app.database.db);
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const c = await signedInUser(app);
    await app.request(`/api/beers/${beer.id}/rate`, { body: { rating: 5 }, token: a.token });
    await app.request(`/api/beers/${beer.id}/rate`, { body: { rating: 4 }, token: b.token });
    const summary = await app.request(`/api/beers/${beer.id}/rating`, { token: c.token });
    expect(summary.body).toEqual({
      averageRating: 4.5,
      totalRatings: 2,
      source: 'BeerScout community',
      userRating: null,
    });
  });

  it('validates the rating and review', async () => {
    const { token } = await signedInUser(app);
    const beer = await makeBeer(app.database.db);
    for (const rating of [0, 5.5, -1]) {
      const res = await app.request(`/api/beers/${beer.id}/rate`, { body: { rating }, token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Choose between 1 and 5 stars');
    }
    const long = await app.request(`/api/beers/${beer.id}/rate`, {
      body: { rating: 4, review: 'x'.repeat(501) },
      token,
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.review).toEqual(['Reviews are at most 500 characters']);
    const ok = await app.request(`/api/beers/${beer.id}/rate`, {
      body: { rating: 4, review: 'x'.repeat(500) },
      token,
    });
    expect(ok.status).toBe(201);
    const missing = await app.request(`/api/beers/${MISSING}/rate`, { body: { rating: 4 }, token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('beer_not_found');
    const missingSummary = await app.request(`/api/beers/${MISSING}/rating`, { token });
    expect(missingSummary.status).toBe(404);
  });
});

describe('GET /api/beers/:id/details (premium)', () => {
  it('answers 403 premium_required to free users and the details to premium ones', async () => {
    const beer = await makeBeer(app.database.db, {
      abv: 5.6,
      ibu: 38,
      origin: 'United States',
      description: 'A classic.',
    });
    await app.database.db
      .insert(beerDetails)
      .values({ beerId: beer.id, ingredients: 'Cascade hops', foodPairings: 'Burgers' });
    const free = await signedInUser(app);
    const denied = await app.request(`/api/beers/${beer.id}/details`, { token: free.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({
      code: 'premium_required',
      message: 'Upgrade to Premium to access detailed beer information',
    });
    const premium = await signedInUser(app, { isPremium: true });
    const res = await app.request(`/api/beers/${beer.id}/details`, { token: premium.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      abv: 5.6,
      ibu: 38,
      origin: 'United States',
      description: 'A classic.',
      ingredients: 'Cascade hops',
      foodPairings: 'Burgers',
    });
    const missing = await app.request(`/api/beers/${MISSING}/details`, { token: premium.token });
    expect(missing.status).toBe(404);
    expect((await app.request(`/api/beers/${beer.id}/details`)).status).toBe(401);
  });

  it('treats an expired yearly coupon as free', async () => {
    const { token } = await signedInUser(app, {
      isPremium: true,
      premiumUntil: new Date(Date.now() - 1000),
    });
    const beer = await makeBeer(app.database.db);
    expect((await app.request(`/api/beers/${beer.id}/details`, { token })).status).toBe(403);
  });
});

describe('GET /api/beers/recommendations (premium)', () => {
  it('recommends same then neighbouring styles, best-rated first, without saved beers', async () => {
    const db = app.database.db;
    const top = await makeBeer(db, {
      name: 'Rec Top IPA',
      style: 'American IPA',
      rating: 4.6,
      ratingSource: 'Untappd',
    });
    const low = await makeBeer(db, {
      name: 'Rec Low IPA',
      style: 'Double IPA',
      rating: 3.2,
      ratingSource: 'Untappd',
    });
    const unrated = await makeBeer(db, { name: 'Rec Unrated IPA', style: 'English IPA' });
    const saved = await makeBeer(db, {
      name: 'Rec Saved IPA',
      style: 'American IPA',
      rating: 4.9,
      ratingSource: 'Untappd',
    });
    const near = await makeBeer(db, {
      name: 'Rec Pale',
      style: 'American Pale Ale',
      rating: 4.8,
      ratingSource: 'Untappd',
    });
    await makeBeer(db, {
      name: 'Rec Stout',
      style: 'Imperial Stout',
      rating: 5,
      ratingSource: 'Untappd',
    });
    const { user, token } = await signedInUser(app, { isPremium: true });
    await db.insert(collections).values({ userId: user.id, beerId: saved.id });

    const res = await app.request('/api/beers/recommendations?style=IPA', { token });
    expect(res.status).toBe(200);
    const names = res.body.beers.map((b: any) => b.name);
    expect(names).toEqual(['Rec Top IPA', 'Rec Low IPA', 'Rec Unrated IPA', 'Rec Pale']);
    expect(res.body.beers[3]).toMatchObject({ id: near.id, sameStyle: false });
    expect(res.body.beers.map((b: any) => b.id)).toEqual([top.id, low.id, unrated.id, near.id]);
    expect(res.body.beers[2].rating).toBeNull();

    const free = await signedInUser(app);
    const denied = await app.request('/api/beers/recommendations?style=IPA', { token: free.token });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('premium_required');
    const noStyle = await app.request('/api/beers/recommendations', { token });
    expect(noStyle.status).toBe(400);
  });
});

describe('search and best for you', () => {
  it('finds catalogue beers by name or brewery', async () => {
    const { token } = await signedInUser(app);
    await makeBeer(app.database.db, { name: 'Zyzzyva Draught', brewery: 'Quirkworks' });
    const byName = await app.request('/api/beers/search?q=zyzzyva', { token });
    expect(byName.body.map((b: any) => b.name)).toEqual(['Zyzzyva Draught']);
    const byBrewery = await app.request('/api/beers/search?q=quirkw', { token });
    expect(byBrewery.body).toHaveLength(1);
    const short = await app.request('/api/beers/search?q=z', { token });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type at least 2 characters');
  });

  it("orders a shelf by the user's ratings of the styles, saying why", async () => {
    const db = app.database.db;
    const stout = await makeBeer(db, {
      name: 'Shelf Stout',
      style: 'Oatmeal Stout',
      rating: 3.5,
      ratingSource: 'Untappd',
    });
    const lager = await makeBeer(db, {
      name: 'Shelf Lager',
      style: 'Pale Lager',
      rating: 4.5,
      ratingSource: 'Untappd',
    });
    const other = await makeBeer(db, { name: 'Shelf Other', style: 'Gose' });
    const ratedStout = await makeBeer(db, { style: 'Oatmeal Stout' });
    const ratedLager = await makeBeer(db, { style: 'Helles' });
    const { token } = await signedInUser(app);
    await app.request(`/api/beers/${ratedStout.id}/rate`, { body: { rating: 5 }, token });
    await app.request(`/api/beers/${ratedLager.id}/rate`, { body: { rating: 2 }, token });
    const res = await app.request('/api/beers/best-for-you', {
      body: { beerIds: [lager.id, other.id, stout.id] },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.personalised).toBe(true);
    expect(res.body.beers.map((b: any) => [b.name, b.reason])).toEqual([
      ['Shelf Stout', 'You rated one Oatmeal Stout 5★'],
      // Nothing known sits between what they like and what they rated low.
      ['Shelf Other', 'Nothing you have rated or named is like this yet'],
      ['Shelf Lager', 'You rated one lager 2★'],
    ]);
    expect(res.body.hiddenCount).toBe(0);
  });
});
