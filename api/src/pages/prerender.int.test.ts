import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../middleware/auth';
import { startTestApp, type TestApp } from '../testing/app';
import { signedInUser } from '../testing/factories';
import { makeBeer } from '../testing/beers';

// The server's side of prerendering, with a stand-in renderer that shows what it was given (the
// real one, site/src/ssr/entry-server.tsx, is tested with the site's components in
// site/src/ssr/entry-server.test.tsx).
const FAKE_RENDERER = `
export async function renderPage(url, seed = {}) {
  const names = Object.values(seed).map((page) => page.name ?? page.beers?.length).join(',');
  return '<main data-url="' + url + '">rendered ' + names + '</main>';
}
`;

let app: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'beerscout-prerender-'));
  await mkdir(path.join(dist, 'site'));
  await mkdir(path.join(dist, 'site-server'));
  await writeFile(
    path.join(dist, 'site', 'index.html'),
    '<!doctype html><html><head><title>BeerScout</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'site-server', 'entry-server.mjs'), FAKE_RENDERER);
  app = await startTestApp({ staticDir: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (urlPath: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}${urlPath}`, { headers });
  return { status: res.status, html: await res.text(), vary: res.headers.get('vary') ?? '' };
};

describe('prerendered public pages', () => {
  it('serves a guest a static page with its markup already inside #root', async () => {
    const faq = await page('/faq');
    expect(faq.status).toBe(200);
    expect(faq.html).toContain('<div id="root"><main data-url="/faq">rendered </main></div>');
    // Nothing to seed on a static page, and the HTML differs with the session cookie.
    expect(faq.html).not.toContain('id="page-data"');
    expect(faq.vary).toMatch(/cookie/i);
    // The query reaches the renderer.
    const withQuery = await page('/?notice=admin-only');
    expect(withQuery.html).toContain('data-url="/?notice=admin-only"');
  });

  it("renders a beer's page with its answer, and hands the same answer to the browser", async () => {
    const beer = await makeBeer(app.database.db, { name: 'Prerendered </script> Pils' });
    const { status, html } = await page(`/beers/${beer.id}`);
    expect(status).toBe(200);
    expect(html).toContain('rendered Prerendered </script> Pils</main>');
    const seed = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    // "</script>" inside a name cannot end the element early: "<" is escaped in the JSON.
    expect(seed?.[1]).toContain('Prerendered \\u003c/script> Pils');
    expect(JSON.parse(seed![1]!)[`/api/beer-pages/${beer.id}`]).toMatchObject({
      id: beer.id,
      name: 'Prerendered </script> Pils',
    });
  });

  it('still answers 404 with the empty shell for a beer that does not exist', async () => {
    const { status, html } = await page('/beers/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('rendered');
  });

  it('hands the scripts of a page already drawn to the loader that runs them after paint', async () => {
    const { html } = await page('/faq');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script src="/after-paint.js" data-entry="/assets/index.js" data-preload="" defer></script>',
    );
  });

  it('gives a visitor with a session the empty shell, so no guest header shows before theirs', async () => {
    const { token } = await signedInUser(app);
    const { status, html } = await page('/faq', { Cookie: `${SESSION_COOKIE}=${token}` });
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    // Their page is drawn by the scripts: nothing to wait behind.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js">');
    // And the guest's cached page was not handed to them, nor theirs cached for guests.
    expect((await page('/faq')).html).toContain('rendered');
  });

  it('renders sign-in and Help for a guest, and leaves the app pages unrendered', async () => {
    for (const path of ['/auth', '/help']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<main data-url="${path}">rendered`);
    }
    const { status, html } = await page('/collection');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });
});
