import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ config: { publicUrl: 'https://beerscout.example/' } });
});
afterAll(() => app.close());

describe('what search engines read', () => {
  it('robots.txt keeps crawlers out of the API and the admin console and names the sitemap', async () => {
    const res = await app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://beerscout.example/sitemap.xml');
  });

  it('sitemap.xml lists every public page at the public address, and no signed-in page', async () => {
    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...String(res.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ['/', '/faq', '/help', '/contact', '/privacy', '/terms'].map(
        (p) => `https://beerscout.example${p}`,
      ),
    );
  });
});

describe('without PUBLIC_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(() => plain.close());

  it('uses the address the request came to', async () => {
    const res = await plain.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const sitemap = await plain.request('/sitemap.xml');
    expect(sitemap.body).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/faq<\/loc>/);
  });
});
