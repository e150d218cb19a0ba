import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { newCredentials } from './fixtures/users';

// Issue 18 item 10: a guest must not cause a console error on any public page (Lighthouse's
// Best Practices counts each one). The pages `npm run lighthouse` measures, with the same kind of
// real ids: the sitemap's first beer and a scan a member shared.
test.setTimeout(120_000);

const STATIC_PAGES = ['/', '/faq', '/help', '/contact', '/terms', '/privacy', '/auth', '/app'];
let withIds: string[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const sitemap = await (await api.get('/sitemap.xml')).text();
  const beer = /<loc>[^<]*(\/beers\/[0-9a-f-]{36})<\/loc>/.exec(sitemap)?.[1];
  expect(beer, 'the sitemap lists a beer page').toBeDefined();

  const who = newCredentials('guestpages');
  const member = await api.post('/api/register', {
    data: { username: who.username, email: who.email, password: who.password, ageConfirmed: true },
  });
  expect(member.status()).toBe(201);
  const scan = await api.post('/api/analyze', {
    multipart: {
      image: {
        name: 'shelf.jpg',
        mimeType: 'image/jpeg',
        buffer: await shelfPhoto([{ brewery: 'BrewDog', name: 'Punk IPA' }]),
      },
      type: 'shelf',
    },
  });
  expect(scan.status()).toBe(201);
  const share = await api.post(`/api/analyses/${(await scan.json()).id}/share`, {
    data: { includePhoto: false },
  });
  expect(share.status()).toBe(201);
  withIds = [beer!, (await share.json()).path];
  await api.dispose();
});

for (const width of [375, 1280]) {
  test(`a guest loads every public page without a console error (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${new URL(page.url()).pathname}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${new URL(page.url()).pathname}: ${e.message}`));

    for (const path of [...STATIC_PAGES, ...withIds]) {
      // networkidle: late requests (the session, a page's data, images) have answered too.
      const res = await page.goto(path, { waitUntil: 'networkidle' });
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}
