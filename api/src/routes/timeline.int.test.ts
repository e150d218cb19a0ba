import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, analysisBeerResults, userBeerRatings } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeers, rateByOthers } from '../testing/beers';
import { makeUser, signedInUser } from '../testing/factories';

let app: TestApp;
const now = new Date('2026-11-15T12:00:00Z');

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
});
afterAll(() => app.close());

describe('GET /api/analyses/timeline', () => {
  it('lists each scan with its beers best-rated first, honest ratings and no ABV', async () => {
    const { db } = app.database;
    const { token, user } = await signedInUser(app);
    const rater = await makeUser(db);
    const [imported, community, unrated, guessed] = await makeBeers(db, [
      {
        name: 'Imported',
        style: 'Stout',
        abv: 5,
        rating: 3.9,
        ratingSource: 'Open Beer DB',
        ratingCount: 12,
      },
      { name: 'Community', style: 'IPA', abv: 6.5, rating: 2, ratingSource: 'Open Beer DB' },
      { name: 'Unrated', style: null, abv: 4 },
      { name: 'Guessed', style: 'Lager', abv: 5 },
    ]);
    await db
      .insert(userBeerRatings)
      .values({ userId: rater.id, beerId: community!.id, rating: 4.5 });
    await rateByOthers(db, community!.id, [4, 5]);
    const [analysis] = await db
      .insert(analyses)
      .values({ userId: user.id, imageType: 'tap', createdAt: new Date('2026-11-14T10:00:00Z') })
      .returning();
    await db.insert(analysisBeerResults).values(
      [unrated!, imported!, community!].map((beer, position) => ({
        analysisId: analysis!.id,
        beerId: beer.id,
        confidence: 0.9,
        position,
      })),
    );
    // A best guess ("Is this …?") the user never confirmed is no beer found: not on the card.
    await db.insert(analysisBeerResults).values({
      analysisId: analysis!.id,
      beerId: guessed!.id,
      confidence: 0.5,
      position: 3,
      tier: 'guess',
    });

    const res = await app.request('/api/analyses/timeline', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        analysis: {
          id: analysis!.id,
          createdAt: '2026-11-14T10:00:00.000Z',
          imageType: 'tap',
          imageUrl: null,
        },
        beers: [
          {
            id: community!.id,
            name: 'Community',
            brewery: community!.brewery,
            style: 'IPA',
            imageUrl: null,
            rating: 4.5,
            ratingSource: 'BeerScout community',
            ratingCount: 3,
            ratingUrl: null,
          },
          {
            id: imported!.id,
            name: 'Imported',
            brewery: imported!.brewery,
            style: 'Stout',
            imageUrl: null,
            rating: 3.9,
            ratingSource: 'Open Beer DB',
            ratingCount: 12,
            ratingUrl: null,
          },
          {
            id: unrated!.id,
            name: 'Unrated',
            brewery: unrated!.brewery,
            style: null,
            imageUrl: null,
            rating: null,
            ratingSource: null,
            ratingCount: null,
            ratingUrl: null,
          },
        ],
        totalFound: 3,
        guesses: 1,
      },
    ]);
  });
});
