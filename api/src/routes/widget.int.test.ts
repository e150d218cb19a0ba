import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { analyses, beers, retailerInventory, widgetScans, widgetUsage } from '../db/schema';
import { createSite, type SiteRow } from '../services/widget-sites';
import { startTestApp, type TestApp } from '../testing/app';
import { makeUser } from '../testing/factories';
import { shelfPhoto } from '../testing/photos';
import { userBeerRatings } from '../db/schema';

let app: TestApp;
let photo: Buffer;
let shop: SiteRow;
const SHOP = 'https://hoppycorner.example';
const now = new Date('2026-11-15T12:00:00Z');
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  const { db } = app.database;
  const rows = await db
    .insert(beers)
    .values(
      [
        ['Sierra Nevada Brewing Co.', 'Pale Ale', 'American Pale Ale', 3.9, 'Open Beer DB'],
        ['Guinness', 'Guinness Draught', 'Irish Dry Stout', null, null],
        ['BrewDog', 'Punk IPA', 'American IPA', null, null],
      ].map(([brewery, name, style, rating, ratingSource]) => ({
        brewery: brewery as string,
        name: name as string,
        style: style as string,
        rating: rating as number | null,
        ratingSource: ratingSource as string | null,
        ratingCount: rating ? 120 : null,
        matchKey: beerMatchKey(brewery as string, name as string),
        provenance: 'test',
      })),
    )
    .returning();
  for (const r of rows) ids[r.name] = r.id;
  // Three of our users rated Guinness: the community average is its honest rating.
  for (const rating of [4.5, 4, 4.25]) {
    const user = await makeUser(db);
    await db
      .insert(userBeerRatings)
      .values({ userId: user.id, beerId: ids['Guinness Draught']!, rating });
  }
  shop = await createSite(db, {
    name: 'Hoppy Corner',
    allowedOrigins: [SHOP],
    monthlyQuota: 100,
    active: true,
    test: false,
  });
  await db.insert(retailerInventory).values([
    {
      siteId: shop.id,
      beerId: ids['Pale Ale']!,
      sku: 'SN-355',
      price: 3.49,
      currency: 'EUR',
      url: 'https://hoppycorner.example/sn',
      inStock: true,
    },
    {
      siteId: shop.id,
      beerId: ids['Punk IPA']!,
      sku: 'BD-330',
      price: 2.99,
      currency: 'EUR',
      url: null,
      inStock: false,
    },
  ]);
  photo = await shelfPhoto(
    [
      { brewery: 'Sierra Nevada', name: 'Pale Ale' },
      { brewery: 'Guinness', name: 'Draught' },
      { brewery: 'Moonlight Goat', name: 'Hazelnut Porter' },
    ],
    { width: 2400, height: 1200 },
  );
}, 60_000);
afterAll(() => app.close());

function analyze(key: string | undefined, origin: string | undefined, data: Buffer = photo) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'shelf.jpg');
  form.append('type', 'shelf');
  const headers: Record<string, string> = {};
  if (key) headers['x-beerscout-key'] = key;
  if (origin) headers.origin = origin;
  return fetch(`${app.url}/api/widget/analyze`, { method: 'POST', body: form, headers }).then(
    async (res) => ({ status: res.status, headers: res.headers, body: (await res.json()) as any }),
  );
}
const status = (key: string, origin?: string) =>
  app.request(`/api/widget/site?key=${key}`, { headers: origin ? { origin } : {} });
const usage = async (siteId: string) =>
  (await app.database.db.select().from(widgetUsage).where(eq(widgetUsage.siteId, siteId)))[0]
    ?.used ?? 0;
const site = (fields: Partial<Parameters<typeof createSite>[1]> = {}) =>
  createSite(app.database.db, {
    name: 'Shop',
    allowedOrigins: [SHOP],
    monthlyQuota: 100,
    active: true,
    test: false,
    ...fields,
  });

describe('GET /api/widget/site', () => {
  it('says the widget is enabled from an allowed origin, readable by any page', async () => {
    const res = await status(shop.publicKey, SHOP);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Hoppy Corner', test: false });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses an unknown key, another origin and an inactive site, each with its code', async () => {
    const unknown = await status('pk_live_000000000000000000000000', SHOP);
    expect(unknown.status).toBe(403);
    expect(unknown.body.code).toBe('site_key_invalid');
    expect(unknown.body.message).toMatch(/^BeerScout is not enabled for this site\./);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');

    const other = await status(shop.publicKey, 'https://evil.example');
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('origin_not_allowed');

    const off = await site({ active: false });
    const inactive = await status(off.publicKey, SHOP);
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe('site_inactive');
  });

  it('accepts a test key from localhost only', async () => {
    const dev = await site({ test: true, allowedOrigins: [] });
    expect(dev.publicKey).toMatch(/^pk_test_[0-9A-Za-z]{24}$/);
    expect((await status(dev.publicKey, 'http://localhost:5173')).body).toMatchObject({
      test: true,
    });
    expect((await status(dev.publicKey, 'http://127.0.0.1:8080')).status).toBe(200);
    const live = await status(dev.publicKey, SHOP);
    expect(live.status).toBe(403);
    expect(live.body.code).toBe('origin_not_allowed');
  });
});

describe('CORS preflight for /api/widget/analyze', () => {
  const preflight = (origin: string) =>
    fetch(`${app.url}/api/widget/analyze`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-beerscout-key',
      },
    });

  it('answers a site’s origin with that origin, the key header and no credentials', async () => {
    const res = await preflight(SHOP);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/X-BeerScout-Key/i);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('does not answer any other origin', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('POST /api/widget/analyze', () => {
  it('finds the beers with honest ratings and the shop’s listings, storing only a scan row', async () => {
    const res = await analyze(shop.publicKey, SHOP);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(res.body).toMatchObject({ imageType: 'shelf', width: 2400, height: 1200, test: false });
    expect(res.body.unrecognisedCount).toBeGreaterThanOrEqual(1);
    // What was read but matched nothing, for the empty result's "We read …".
    expect(res.body.read.join(' ')).toMatch(/hazelnut/i);
    const [guinness, pale] = res.body.beers;
    // Community average (4.25 from 3) beats the imported 3.9; numbered best-rated first.
    expect(guinness).toMatchObject({
      name: 'Guinness Draught',
      rating: 4.25,
      ratingSource: 'BeerScout community',
      ratingCount: 3,
      position: 1,
      offers: [],
    });
    expect(pale).toMatchObject({
      name: 'Pale Ale',
      rating: 3.9,
      ratingSource: 'Open Beer DB',
      position: 2,
      offers: [
        {
          sku: 'SN-355',
          price: 3.49,
          currency: 'EUR',
          url: 'https://hoppycorner.example/sn',
          inStock: true,
        },
      ],
    });
    // Boxes in the uploaded photo's pixels (the recogniser read a 2048 px copy).
    const [x, , w] = pale.boxes[0];
    expect(x + w).toBeLessThanOrEqual(2400);
    expect(x).toBeLessThan(800);

    const scans = await app.database.db
      .select()
      .from(widgetScans)
      .where(eq(widgetScans.siteId, shop.id));
    expect(scans).toHaveLength(1);
    expect(scans[0]!.beerIds.sort()).toEqual([ids['Guinness Draught'], ids['Pale Ale']].sort());
    expect(scans[0]!.test).toBe(false);
    expect(await usage(shop.id)).toBe(1);
    expect(await app.database.db.select().from(analyses)).toHaveLength(0);
  }, 60_000);

  it('refuses another origin, an unknown key and an inactive site without counting', async () => {
    const other = await analyze(shop.publicKey, 'https://evil.example');
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('origin_not_allowed');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const noOrigin = await analyze(shop.publicKey, undefined);
    expect(noOrigin.body.code).toBe('origin_not_allowed');
    const unknown = await analyze('pk_live_zzzzzzzzzzzzzzzzzzzzzzzz', SHOP);
    expect(unknown.status).toBe(403);
    expect(unknown.body.code).toBe('site_key_invalid');
    const noKey = await analyze(undefined, SHOP);
    expect(noKey.body.code).toBe('site_key_invalid');
    const off = await site({ active: false });
    const inactive = await analyze(off.publicKey, SHOP);
    expect(inactive.status).toBe(403);
    expect(inactive.body.code).toBe('site_inactive');
    expect(await usage(shop.id)).toBe(1);
  });

  it('answers 429 site_quota_exceeded once the month’s quota is used, readable by the shop', async () => {
    const small = await site({ monthlyQuota: 1 });
    expect((await analyze(small.publicKey, SHOP)).status).toBe(200);
    const over = await analyze(small.publicKey, SHOP);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'site_quota_exceeded',
      message: 'This shop has used all its BeerScout scans for this month.',
      limit: 1,
      resetsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(over.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(Number(over.headers.get('retry-after'))).toBe(16 * 86_400 - 12 * 3600);
    expect(await usage(small.id)).toBe(1);
    const check = await status(small.publicKey, SHOP);
    expect(check.status).toBe(429);
    expect(check.body.code).toBe('site_quota_exceeded');
  }, 60_000);

  it('never overspends a quota under concurrent scans', async () => {
    const tight = await site({ monthlyQuota: 2 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => analyze(tight.publicKey, SHOP)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await usage(tight.id)).toBe(2);
  }, 120_000);

  it('a test key works from localhost and is never counted', async () => {
    const dev = await site({ test: true, allowedOrigins: [], monthlyQuota: 0 });
    const res = await analyze(dev.publicKey, 'http://localhost:3000');
    expect(res.status).toBe(200);
    expect(res.body.test).toBe(true);
    expect(await usage(dev.id)).toBe(0);
    const [scan] = await app.database.db
      .select()
      .from(widgetScans)
      .where(eq(widgetScans.siteId, dev.id));
    expect(scan!.test).toBe(true);
  }, 60_000);

  it('gives back the held scan when the photo cannot be read', async () => {
    const res = await analyze(shop.publicKey, SHOP, Buffer.from('not a photo at all'));
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_image');
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP);
    expect(await usage(shop.id)).toBe(1);
  });

  it('limits scans per IP for anonymous shoppers (run last: it uses up this IP)', async () => {
    let last = { status: 0, body: {} as any };
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${app.url}/api/widget/analyze`, {
        method: 'POST',
        headers: { 'x-beerscout-key': shop.publicKey, origin: SHOP, 'content-type': 'text/plain' },
        body: 'x',
      });
      last = { status: res.status, body: await res.json() };
    }
    expect(last.status).toBe(429);
    expect(last.body.code).toBe('rate_limited');
  });
});
