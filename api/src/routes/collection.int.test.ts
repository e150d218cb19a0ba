import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCollectionView, COLLECTION_FILTERS } from '@common/domain/collection';
import { collectionCategories, collections, userBeerRatings } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeer, makeBeers, rateByOthers } from '../testing/beers';
import { signedInUser } from '../testing/factories';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('GET/POST/DELETE /api/collection', () => {
  it('asks guests to sign in', async () => {
    for (const [method, path] of [
      ['GET', '/api/collection'],
      ['POST', '/api/collection'],
      ['DELETE', `/api/collection/${MISSING}`],
      ['GET', '/api/collection/categories'],
    ] as const) {
      const res = await app.request(path, { method, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it('saves a beer once, lists it with its honest rating, and removes it', async () => {
    const { user, token } = await signedInUser(app);
    const beer = await makeBeer(app.database.db, {
      name: 'Punkish IPA',
      style: 'American IPA',
      rating: 3.9,
      ratingSource: 'Untappd',
      ratingCount: 120,
    });
    const first = await app.request('/api/collection', { body: { beerId: beer.id }, token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      beerId: beer.id,
      name: 'Punkish IPA',
      rating: 3.9,
      ratingSource: 'Untappd',
      categoryId: null,
    });
    const again = await app.request('/api/collection', { body: { beerId: beer.id }, token });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const list = await app.request('/api/collection', { token });
    expect(list.body).toHaveLength(1);

    const removed = await app.request(`/api/collection/${beer.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    const rows = await app.database.db
      .select()
      .from(collections)
      .where(eq(collections.userId, user.id));
    expect(rows).toHaveLength(0);
    const gone = await app.request(`/api/collection/${beer.id}`, { method: 'DELETE', token });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('collection_item_not_found');
  });

  it('shows the community average once three people rated the beer (decisions.md 16)', async () => {
    const { token } = await signedInUser(app);
    const beer = await makeBeer(app.database.db, { rating: 3.1, ratingSource: 'Untappd' });
    await rateByOthers(app.database.db, beer.id, [4.5, 4]);
    const two = await app.request('/api/collection', { body: { beerId: beer.id }, token });
    // Two ratings are not an average yet: the named source still speaks, unblended.
    expect(two.body).toMatchObject({ rating: 3.1, ratingSource: 'Untappd' });
    await rateByOthers(app.database.db, beer.id, [5]);
    const res = await app.request('/api/collection', { token });
    expect(res.body[0]).toMatchObject({
      rating: 4.5,
      ratingSource: 'BeerScout community',
      ratingCount: 3,
    });
  });

  it('lists each beer with its own community average, newest first, in one answer', async () => {
    const { user, token } = await signedInUser(app);
    const raters = [await signedInUser(app), await signedInUser(app), await signedInUser(app)];
    const [rated, catalogueOnly, unrated] = await makeBeers(app.database.db, [
      { rating: 3.1, ratingSource: 'Untappd', ratingCount: 40 },
      { rating: 3.7, ratingSource: 'Untappd', ratingCount: 12 },
      {},
    ]);
    await app.database.db.insert(userBeerRatings).values([
      { userId: raters[0]!.user.id, beerId: rated!.id, rating: 4 },
      { userId: raters[1]!.user.id, beerId: rated!.id, rating: 4.75 },
      { userId: raters[2]!.user.id, beerId: rated!.id, rating: 4.75 },
      // A rating of a beer outside this collection must not leak into it.
      { userId: raters[0]!.user.id, beerId: unrated!.id, rating: 2 },
    ]);
    const start = Date.parse('2026-01-01T00:00:00Z');
    await app.database.db.insert(collections).values(
      [rated!, catalogueOnly!].map((beer, i) => ({
        userId: user.id,
        beerId: beer.id,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const res = await app.request('/api/collection', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        beerId: catalogueOnly!.id,
        rating: 3.7,
        ratingSource: 'Untappd',
        ratingCount: 12,
        createdAt: '2026-01-01T00:01:00.000Z',
      }),
      expect.objectContaining({
        beerId: rated!.id,
        rating: 4.5,
        ratingSource: 'BeerScout community',
        ratingCount: 3,
      }),
    ]);
  });

  it('refuses unknown beers and bad ids', async () => {
    const { token } = await signedInUser(app);
    const missing = await app.request('/api/collection', { body: { beerId: MISSING }, token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('beer_not_found');
    const bad = await app.request('/api/collection', { body: { beerId: 'nope' }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', message: 'Not a valid beer id' });
    const badDelete = await app.request('/api/collection/nope', { method: 'DELETE', token });
    expect(badDelete.status).toBe(400);
  });

  it("keeps each user's collection to themselves", async () => {
    const a = await signedInUser(app);
    const b = await signedInUser(app);
    const beer = await makeBeer(app.database.db);
    await app.request('/api/collection', { body: { beerId: beer.id }, token: a.token });
    expect((await app.request('/api/collection', { token: b.token })).body).toEqual([]);
    const res = await app.request(`/api/collection/${beer.id}`, {
      method: 'DELETE',
      token: b.token,
    });
    expect(res.status).toBe(404);
  });

  it('updates category, notes, tasting date and personal rating, with validation', async () => {
    const { user, token } = await signedInUser(app);
    const beer = await makeBeer(app.database.db);
    await app.request('/api/collection', { body: { beerId: beer.id }, token });
    const cat = await app.request('/api/collection/categories', {
      body: { name: 'Favorites' },
      token,
    });
    const res = await app.request(`/api/collection/${beer.id}`, {
      method: 'PATCH',
      body: {
        categoryId: cat.body.id,
        personalNotes: 'Great on a hot day',
        tastingDate: '2025-06-01',
        personalRating: 4,
      },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      categoryId: cat.body.id,
      personalNotes: 'Great on a hot day',
      tastingDate: '2025-06-01',
      personalRating: 4,
    });
    const [row] = await app.database.db
      .select()
      .from(collections)
      .where(and(eq(collections.userId, user.id), eq(collections.beerId, beer.id)));
    expect(row).toMatchObject({ personalRating: 4, tastingDate: '2025-06-01' });

    const tooHigh = await app.request(`/api/collection/${beer.id}`, {
      method: 'PATCH',
      body: { personalRating: 6 },
      token,
    });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.message).toBe('Personal rating is 0 to 5 stars');
    const badDate = await app.request(`/api/collection/${beer.id}`, {
      method: 'PATCH',
      body: { tastingDate: 'yesterday' },
      token,
    });
    expect(badDate.body.errors.tastingDate).toEqual(['Tasting date must be a date (YYYY-MM-DD)']);
    const other = await signedInUser(app);
    const foreign = await app.request(`/api/collection/${beer.id}`, {
      method: 'PATCH',
      body: { categoryId: cat.body.id },
      token: other.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('category_not_found');
  });
});

describe('GET /api/collection filters and sorts on a seeded collection of 200 beers', () => {
  const STYLES = [
    'American IPA',
    'American Pale Ale',
    'Irish Dry Stout',
    'Baltic Porter',
    'English Brown Ale',
    'Pale Lager',
    'German Pilsner',
    'Hefeweizen',
    'Gose',
    'Saison',
    'Tripel',
    'Amber Ale',
    'Session IPA',
    'American Barleywine',
    'Doppelbock',
    'English Bitter',
    'Cream Ale',
    null,
  ];
  let token: string;
  let all: any[];

  beforeAll(async () => {
    const seeded = await signedInUser(app);
    token = seeded.token;
    const rows = await makeBeers(
      app.database.db,
      Array.from({ length: 200 }, (_, i) => {
        const rated = i % 5 !== 0;
        return {
          name: `Seed ${String(i).padStart(3, '0')} ${i % 7 === 0 ? 'Hoppy' : 'Brew'}`,
          brewery: `Brewery ${String.fromCharCode(65 + (i % 26))}`,
          style: STYLES[i % STYLES.length],
          abv: i % 4 === 0 ? null : 3 + (i % 9) * 0.5,
          rating: rated ? 2 + (i % 30) / 10 : null,
          ratingSource: rated ? 'Untappd' : null,
        };
      }),
    );
    await app.database.db.insert(collections).values(
      rows.map((beer, i) => ({
        userId: seeded.user.id,
        beerId: beer.id,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3600_000),
      })),
    );
    all = (await app.request('/api/collection', { token })).body;
  });

  it('lists all 200, newest first by default', async () => {
    expect(all).toHaveLength(200);
    expect(all[0].name).toBe('Seed 199 Brew');
    expect(all[199].name).toBe('Seed 000 Hoppy');
  });

  it('answers every filter exactly as the shared rules do', async () => {
    for (const filter of COLLECTION_FILTERS) {
      const res = await app.request(`/api/collection?filter=${filter}`, { token });
      expect(res.status, filter).toBe(200);
      const expected = applyCollectionView(all, { filter });
      expect(
        res.body.map((b: any) => b.id),
        filter,
      ).toEqual(expected.map((b) => b.id));
    }
    const counts = async (filter: string) =>
      (await app.request(`/api/collection?filter=${filter}`, { token })).body.length;
    // 200 beers over 18 styles: the first 2 styles get 12 beers, the rest 11.
    expect(await counts('stouts')).toBe(11);
    expect(await counts('ipas')).toBe(23); // American IPA + Session IPA
    const session = (await app.request('/api/collection?filter=session', { token })).body;
    expect(
      session.every((b: any) => b.style === 'Session IPA' || (b.abv !== null && b.abv < 4.5)),
    ).toBe(true);
    const ales = (await app.request('/api/collection?filter=ales', { token })).body;
    expect(new Set(ales.map((b: any) => b.style))).toEqual(
      new Set(['English Bitter', 'Cream Ale', null]),
    );
    const high = (await app.request('/api/collection?filter=high-rated', { token })).body;
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((b: any) => b.rating >= 4)).toBe(true);
  });

  it('sorts by rating (unrated last), name and brewery', async () => {
    const byRating = (await app.request('/api/collection?sort=rating', { token })).body;
    const ratings = byRating.map((b: any) => b.rating);
    const firstNull = ratings.indexOf(null);
    expect(firstNull).toBe(160);
    expect(ratings.slice(0, firstNull)).toEqual(
      [...ratings.slice(0, firstNull)].sort((a, b) => b - a),
    );
    const byName = (await app.request('/api/collection?sort=name', { token })).body;
    expect(byName[0].name).toBe('Seed 000 Hoppy');
    const byBrewery = (await app.request('/api/collection?sort=brewery', { token })).body;
    expect(byBrewery[0].brewery).toBe('Brewery A');
    expect(byBrewery[199].brewery).toBe('Brewery Z');
  });

  it('searches name, brewery and style case-insensitively, combined with a filter', async () => {
    const hoppy = (await app.request('/api/collection?q=HOPPY', { token })).body;
    expect(hoppy).toHaveLength(29);
    const brewery = (await app.request('/api/collection?q=brewery%20q', { token })).body;
    expect(brewery.every((b: any) => b.brewery === 'Brewery Q')).toBe(true);
    const style = (await app.request('/api/collection?q=doppel&sort=name', { token })).body;
    expect(style).toHaveLength(11);
    const both = (await app.request('/api/collection?q=hoppy&filter=stouts', { token })).body;
    expect(both.every((b: any) => b.style === 'Irish Dry Stout' && b.name.includes('Hoppy'))).toBe(
      true,
    );
  });

  it('rejects unknown filters and sorts', async () => {
    const bad = await app.request('/api/collection?filter=ciders', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown filter');
    const badSort = await app.request('/api/collection?sort=abv', { token });
    expect(badSort.body.message).toBe('Sort must be recent, rating, name or brewery');
  });
});

describe('collection categories', () => {
  it('lets free users add quick categories but not custom ones', async () => {
    const { user, token } = await signedInUser(app);
    const quick = await app.request('/api/collection/categories', {
      body: { name: 'want to try' },
      token,
    });
    expect(quick.status).toBe(201);
    expect(quick.body).toMatchObject({ name: 'Want to Try', isDefault: true, itemCount: 0 });
    const custom = await app.request('/api/collection/categories', {
      body: { name: 'Summer' },
      token,
    });
    expect(custom.status).toBe(403);
    expect(custom.body.code).toBe('premium_required');
    const rows = await app.database.db
      .select()
      .from(collectionCategories)
      .where(eq(collectionCategories.userId, user.id));
    expect(rows.map((r) => r.name)).toEqual(['Want to Try']);
  });

  it('creates, lists, renames and deletes custom categories for premium users', async () => {
    const { token } = await signedInUser(app, { isPremium: true });
    const created = await app.request('/api/collection/categories', {
      body: { name: 'Summer' },
      token,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Summer',
      description: 'Custom category',
      color: '#8b5cf6',
      isDefault: false,
    });
    const dup = await app.request('/api/collection/categories', {
      body: { name: 'SUMMER' },
      token,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('category_exists');
    const empty = await app.request('/api/collection/categories', { body: { name: ' ' }, token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name is required');

    const beer = await makeBeer(app.database.db);
    await app.request('/api/collection', {
      body: { beerId: beer.id, categoryId: created.body.id },
      token,
    });
    const listed = await app.request('/api/collection/categories', { token });
    expect(listed.body).toEqual([expect.objectContaining({ name: 'Summer', itemCount: 1 })]);

    const renamed = await app.request(`/api/collection/categories/${created.body.id}`, {
      method: 'PATCH',
      body: { name: 'Patio', color: '#123456' },
      token,
    });
    expect(renamed.body).toMatchObject({ name: 'Patio', color: '#123456', itemCount: 1 });

    const del = await app.request(`/api/collection/categories/${created.body.id}`, {
      method: 'DELETE',
      token,
    });
    expect(del.status).toBe(204);
    const items = (await app.request('/api/collection', { token })).body;
    expect(items[0].categoryId).toBeNull();
    const again = await app.request(`/api/collection/categories/${created.body.id}`, {
      method: 'DELETE',
      token,
    });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('category_not_found');
  });
});
