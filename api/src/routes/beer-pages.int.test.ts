import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, analysisBeerResults, userBeerRatings } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeBeer } from '../testing/beers';
import { makeUser, signedInUser } from '../testing/factories';

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'beerscout-dist-'));
  await mkdir(path.join(dist, 'site'));
  await writeFile(
    path.join(dist, 'site', 'index.html'),
    [
      '<!doctype html><html><head>',
      '<meta name="description" content="The site." />',
      '<meta property="og:title" content="BeerScout" />',
      '<meta property="og:description" content="The site." />',
      '<title>BeerScout</title>',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  app = await startTestApp({ staticDir: dist, config: { publicUrl: 'https://beerscout.example' } });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const MISSING = '00000000-0000-4000-8000-000000000000';

async function rate(beerId: string, rating: number, review: string | null, at: Date) {
  const user = await makeUser(app.database.db);
  await app.database.db
    .insert(userBeerRatings)
    .values({ userId: user.id, beerId, rating, review, createdAt: at, updatedAt: at });
}

describe('GET /api/beer-pages/:id (public beer page)', () => {
  it('answers a guest with the facts, the honest rating, recent reviews and similar beers', async () => {
    const db = app.database.db;
    const beer = await makeBeer(db, {
      name: 'Page Hazy',
      brewery: 'Page Brewing',
      style: 'New England IPA',
      abv: 6.8,
      origin: 'Portland, Oregon',
      description: 'Juicy.',
    });
    const sameFamily = await makeBeer(db, {
      style: 'American IPA',
      rating: 4.4,
      ratingSource: 'Untappd',
      ratingCount: 90,
    });
    const neighbour = await makeBeer(db, {
      style: 'American Pale Ale',
      rating: 4.8,
      ratingSource: 'Untappd',
      ratingCount: 10,
    });
    await makeBeer(db, { style: 'Imperial Stout', rating: 4.9, ratingSource: 'Untappd' });
    await makeBeer(db, { style: 'American IPA', status: 'unverified', provenance: 'vision' });
    await rate(beer.id, 4, 'Bright and juicy', new Date('2026-01-01T00:00:00Z'));
    await rate(beer.id, 5, 'Best of the shelf', new Date('2026-02-01T00:00:00Z'));
    await rate(beer.id, 3, null, new Date('2026-03-01T00:00:00Z'));

    const res = await app.request(`/api/beer-pages/${beer.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: beer.id,
      name: 'Page Hazy',
      brewery: 'Page Brewing',
      style: 'New England IPA',
      abv: 6.8,
      origin: 'Portland, Oregon',
      description: 'Juicy.',
      rating: 4,
      ratingSource: 'BeerScout community',
      ratingCount: 3,
    });
    // Newest first, only ratings with words, and nothing that names who wrote them.
    expect(res.body.reviews).toEqual([
      { rating: 5, review: 'Best of the shelf', createdAt: '2026-02-01T00:00:00.000Z' },
      { rating: 4, review: 'Bright and juicy', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    // Same family before the neighbouring one, never itself, a far style or an unverified row.
    expect(res.body.similar.map((b: { id: string }) => b.id)).toEqual([
      sameFamily.id,
      neighbour.id,
    ]);
    expect(res.body.similar[0]).toMatchObject({
      rating: 4.4,
      ratingSource: 'Untappd',
      ratingCount: 90,
    });
  });

  it('shows "not yet rated" honestly: no rating, no reviews, no similar beers for a lone style', async () => {
    const beer = await makeBeer(app.database.db, { style: 'Gruit', abv: null });
    const res = await app.request(`/api/beer-pages/${beer.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      rating: null,
      ratingSource: null,
      ratingCount: null,
      abv: null,
    });
    expect(res.body.reviews).toEqual([]);
    expect(res.body.similar).toEqual([]);
  });

  it('answers 400 for an id that is no id and 404 for a beer that does not exist', async () => {
    const bad = await app.request('/api/beer-pages/not-a-beer');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'validation_failed',
      errors: { id: ['Not a valid beer id'] },
    });
    const missing = await app.request(`/api/beer-pages/${MISSING}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'beer_not_found', message: 'No beer with that id.' });
  });

  it('leaves the signed-in beer routes signed-in', async () => {
    const res = await app.request('/api/beers/search?q=hazy');
    expect(res.status).toBe(401);
  });
});

describe('/beers/:id as a page', () => {
  it('names the beer in the title, description and link preview, for crawlers that run no script', async () => {
    const beer = await makeBeer(app.database.db, {
      name: 'Head "Quote" Ale',
      brewery: 'Meta Brewing',
      style: 'Amber Ale',
      abv: 5.2,
      origin: 'Leeds',
      rating: 3.9,
      ratingSource: 'Untappd',
      ratingCount: 1234,
    });
    const res = await fetch(`${app.url}/beers/${beer.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Head &quot;Quote&quot; Ale by Meta Brewing · BeerScout</title>');
    const description =
      'Head &quot;Quote&quot; Ale, an Amber Ale (5.2% ABV) brewed by Meta Brewing in Leeds. Rated 3.9 · 1,234 ratings on Untappd. Reviews and similar beers on BeerScout.';
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(
      `<meta property="og:url" content="https://beerscout.example/beers/${beer.id}" />`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://beerscout.example/beers/${beer.id}" />`,
    );
    expect(html).not.toContain('noindex');
  });

  it('answers 404 with the site for a beer that does not exist or an id that is no id', async () => {
    for (const id of [MISSING, 'nope']) {
      const res = await fetch(`${app.url}/beers/${id}`);
      expect(res.status, id).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Beer not found · BeerScout</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<div id="root">');
    }
  });

  it('lists verified beers in the sitemap, never unverified ones', async () => {
    const verified = await makeBeer(app.database.db, { name: 'Mapped' });
    const unverified = await makeBeer(app.database.db, {
      status: 'unverified',
      provenance: 'vision',
    });
    const res = await app.request('/sitemap.xml');
    expect(res.body).toContain(`<loc>https://beerscout.example/beers/${verified.id}</loc>`);
    expect(res.body).not.toContain(unverified.id);
  });
});

describe('/s/:token as a page', () => {
  it('names the shared beers in the preview, points og:image at the card and stays out of search', async () => {
    const { user, token } = await signedInUser(app);
    const [scan] = await app.database.db
      .insert(analyses)
      .values({ userId: user.id, imageType: 'tap' })
      .returning();
    const beer = await makeBeer(app.database.db, { name: 'Tap Shared', brewery: 'Og Brewing' });
    await app.database.db
      .insert(analysisBeerResults)
      .values({ analysisId: scan!.id, beerId: beer.id, confidence: 0.9 });
    const made = await app.request(`/api/analyses/${scan!.id}/share`, { body: {}, token });
    const link = made.body.token as string;

    const res = await fetch(`${app.url}/s/${link}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>1 beer on tap · BeerScout</title>');
    expect(html).toContain(
      '<meta property="og:description" content="I found 1 beer on tap with BeerScout: Tap Shared" />',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://beerscout.example/api/shares/${link}/card.png" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    await app.request(`/api/analyses/${scan!.id}/share`, { method: 'DELETE', token });
    const gone = await fetch(`${app.url}/s/${link}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain('<title>Shared scan not found · BeerScout</title>');
  });
});
