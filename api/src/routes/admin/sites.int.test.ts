import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { beers, widgetScans, widgetSites, widgetUsage } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';

let app: TestApp;
let admin: string;
const now = new Date('2026-11-15T12:00:00Z');

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  ({ token: admin } = await signedInUser(app, { isAdmin: true }));
});
afterAll(() => app.close());

const create = (body: unknown) => app.request('/api/admin/sites', { body, token: admin });

describe('/api/admin/sites', () => {
  it('is for admins only', async () => {
    expect((await app.request('/api/admin/sites')).status).toBe(401);
    const { token } = await signedInUser(app);
    const res = await app.request('/api/admin/sites', { token });
    expect(res.status).toBe(403);
    expect((await app.request('/api/admin/sites', { body: { name: 'x' }, token })).status).toBe(
      403,
    );
  });

  it('creates a site with a fresh live key and normalised origins', async () => {
    const res = await create({
      name: 'Hoppy Corner',
      allowedOrigins: ['https://HoppyCorner.example/', 'https://hoppycorner.example'],
      monthlyQuota: 500,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Hoppy Corner',
      test: false,
      allowedOrigins: ['https://hoppycorner.example'],
      monthlyQuota: 500,
      active: true,
      usedThisMonth: 0,
      inventoryCount: 0,
    });
    expect(res.body.publicKey).toMatch(/^pk_live_[0-9A-Za-z]{24}$/);
    const [row] = await app.database.db
      .select()
      .from(widgetSites)
      .where(eq(widgetSites.id, res.body.id));
    expect(row!.publicKey).toBe(res.body.publicKey);

    const test = await create({ name: 'Dev shop', test: true });
    expect(test.body.publicKey).toMatch(/^pk_test_[0-9A-Za-z]{24}$/);
    expect(test.body.publicKey).not.toBe(res.body.publicKey);
  });

  it('rejects a bad name, origin or quota with field errors', async () => {
    const res = await create({
      name: ' ',
      allowedOrigins: ['https://shop.example/path', 'ftp://shop.example'],
      monthlyQuota: -1,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.message).toBe('Name is required');
    expect(res.body.errors['allowedOrigins.0']).toEqual([
      '"https://shop.example/path" is not an origin like https://shop.example',
    ]);
    expect(res.body.errors['allowedOrigins.1']).toHaveLength(1);
    expect(res.body.errors.monthlyQuota).toEqual(['Monthly quota must be 0 or more']);
  });

  it('lists with Content-Range, gets, updates and rotates the key', async () => {
    const { body: site } = await create({ name: 'Aardvark Ales', allowedOrigins: [] });
    const list = await app.request(
      `/api/admin/sites?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,0]')}`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['Aardvark Ales']);
    expect(list.headers.get('content-range')).toMatch(/^sites 0-0\/\d+$/);

    const got = await app.request(`/api/admin/sites/${site.id}`, { token: admin });
    expect(got.body.publicKey).toBe(site.publicKey);

    const put = await app.request(`/api/admin/sites/${site.id}`, {
      method: 'PUT',
      token: admin,
      body: { ...site, allowedOrigins: ['https://aardvark.example'], active: false },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ allowedOrigins: ['https://aardvark.example'], active: false });

    const rotated = await app.request(`/api/admin/sites/${site.id}/rotate-key`, {
      method: 'POST',
      token: admin,
    });
    expect(rotated.body.publicKey).toMatch(/^pk_live_/);
    expect(rotated.body.publicKey).not.toBe(site.publicKey);
    const old = await app.request(`/api/widget/site?key=${site.publicKey}`, {
      headers: { origin: 'https://aardvark.example' },
    });
    expect(old.body.code).toBe('site_key_invalid');

    const missing = await app.request('/api/admin/sites/00000000-0000-4000-8000-000000000000', {
      token: admin,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('site_not_found');
  });

  it('reports scans per day and the beers most found, live scans only', async () => {
    const { db } = app.database;
    const { body: site } = await create({ name: 'Report shop' });
    const [a, b] = await db
      .insert(beers)
      .values(
        ['Alpha', 'Beta'].map((name) => ({
          name,
          brewery: 'Stats Brewing',
          matchKey: beerMatchKey('Stats Brewing', name),
          provenance: 'test',
        })),
      )
      .returning();
    const at = (iso: string) => new Date(iso);
    await db.insert(widgetScans).values([
      { siteId: site.id, beerIds: [a!.id, b!.id], createdAt: at('2026-11-15T08:00:00Z') },
      { siteId: site.id, beerIds: [b!.id], createdAt: at('2026-11-15T09:00:00Z') },
      { siteId: site.id, beerIds: [b!.id], createdAt: at('2026-11-13T23:59:00Z') },
      { siteId: site.id, beerIds: [a!.id], test: true, createdAt: at('2026-11-14T10:00:00Z') },
      { siteId: site.id, beerIds: [a!.id], createdAt: at('2026-10-01T10:00:00Z') },
    ]);
    await db.insert(widgetUsage).values({ siteId: site.id, periodStart: '2026-11-01', used: 3 });
    const res = await app.request(`/api/admin/sites/${site.id}/stats?days=3`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      siteId: site.id,
      from: '2026-11-13',
      to: '2026-11-15',
      totalScans: 3,
      days: [
        { date: '2026-11-13', scans: 1, testScans: 0 },
        { date: '2026-11-14', scans: 0, testScans: 1 },
        { date: '2026-11-15', scans: 2, testScans: 0 },
      ],
      beersShown: 4,
      beersShownWithPrice: 0,
      topBeers: [
        { id: b!.id, name: 'Beta', brewery: 'Stats Brewing', count: 3 },
        { id: a!.id, name: 'Alpha', brewery: 'Stats Brewing', count: 1 },
      ],
    });
    const got = await app.request(`/api/admin/sites/${site.id}`, { token: admin });
    expect(got.body.usedThisMonth).toBe(3);
    const bad = await app.request(`/api/admin/sites/${site.id}/stats?days=0`, { token: admin });
    expect(bad.status).toBe(400);
  });
});
