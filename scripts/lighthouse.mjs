// `npm run lighthouse`: runs Lighthouse (mobile profile, Chromium from CHROME_PATH or Debian's
// package) on the public pages of the built product, served by a throw-away server on embedded
// PostgreSQL, and prints the four scores per page. Exits 1 when a page misses a target
// (Performance ≥ 98; Accessibility, Best Practices and SEO 100). The pages with an id, a beer's
// page and a shared scan, are real ones made on that database: the sitemap's first beer, and a
// scan a throw-away member makes and shares.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { buildIfStale } from './build-if-stale.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';
import './register-tsx.mjs';

const { shelfPhoto } = await import('../api/src/testing/photos.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_PAGES = ['/', '/faq', '/help', '/contact', '/terms', '/privacy', '/auth'];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
// A shared scan (/s/:token) is noindex by design (the person shared a link, not a page), which
// Lighthouse's SEO category scores as a failure (is-crawlable): its SEO score is no target.
const isNoindexByDesign = (page) => page.startsWith('/s/');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4999);
const debugPort = port + 1;
const chromePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chromePath) {
  console.error('No Chromium found (set CHROME_PATH or `apt-get install chromium`).');
  process.exit(1);
}

buildIfStale();
const dataDir = mkdtempSync(path.join(tmpdir(), 'beerscout-lighthouse-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function waitFor(url, what) {
  // 3 minutes: on the shared 2-core machine the first start (migrations, catalogue) can be slow.
  for (let i = 0; i < 360; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start within 3 minutes.`);
}

async function api(path, init = {}) {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** /beers/:id of a catalogue beer (the sitemap lists them) and /s/:token of a shared scan. */
async function pagesWithIds() {
  const sitemap = await (await api('/sitemap.xml')).text();
  const beer = /<loc>[^<]*(\/beers\/[0-9a-f-]{36})<\/loc>/.exec(sitemap)?.[1];
  if (!beer) throw new Error('The sitemap lists no beer page.');
  const id = Math.random().toString(36).slice(2, 10);
  const json = { 'Content-Type': 'application/json' };
  const member = await api('/api/register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      username: `lighthouse${id}`,
      email: `lighthouse.${id}@example.com`,
      password: `pw-${id}-secret`,
      ageConfirmed: true,
    }),
  });
  const auth = { Authorization: `Bearer ${(await member.json()).token}` };
  const form = new FormData();
  const photo = await shelfPhoto([
    { brewery: 'Guinness', name: 'Draught' },
    { brewery: 'BrewDog', name: 'Punk IPA' },
  ]);
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'shelf.jpg');
  form.append('type', 'shelf');
  const scan = await (
    await api('/api/analyze', { method: 'POST', headers: auth, body: form })
  ).json();
  const share = await api(`/api/analyses/${scan.id}/share`, {
    method: 'POST',
    headers: { ...auth, ...json },
    body: JSON.stringify({ includePhoto: false }),
  });
  return [beer, (await share.json()).path];
}

let chrome;
let failed = false;
try {
  await waitFor(`${base}/api/health`, 'The server');
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const PAGES = [...STATIC_PAGES, ...(await pagesWithIds())].filter(
    (p) => !only || only.some((o) => p === o || p.startsWith(`${o}/`)),
  );
  const profile = path.join(dataDir, 'chromium-profile');
  chrome = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_FLAGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'Chromium');
  for (const page of PAGES) {
    const result = await lighthouse(`${base}${page}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    // LIGHTHOUSE_JSON_DIR=dir keeps each page's full report (dir/<page>.json) to read its details.
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      const name = page.replace(/[^a-z0-9]+/gi, '_') || 'root';
      writeFileSync(path.join(process.env.LIGHTHOUSE_JSON_DIR, `${name}.json`), result.report);
    }
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((c) => [
        c,
        Math.round((result.lhr.categories[c]?.score ?? 0) * 100),
      ]),
    );
    const exempt = isNoindexByDesign(page) ? ['seo'] : [];
    const misses = Object.entries(TARGETS).filter(([c, t]) => scores[c] < t && !exempt.includes(c));
    if (misses.length) failed = true;
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    // The metrics behind the Performance score, so a miss says where the time went.
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
    console.log(
      `${page.padEnd(9)} performance ${scores.performance}  accessibility ${scores.accessibility}  best practices ${scores['best-practices']}  seo ${scores.seo}` +
        (exempt.length ? ' (seo not a target: noindex by design)' : '') +
        (failing.length ? `   (failing audits: ${failing.join(', ')})` : '') +
        // A run Lighthouse could not finish (the page never painted in time, say) scores 0: say why.
        (result.lhr.runtimeError
          ? `\n          Lighthouse could not measure the page: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`
          : '') +
        `\n          FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, SI ${metric('speed-index')}, CLS ${metric('cumulative-layout-shift')}`,
    );
  }
  if (failed) console.log('\nSome pages miss a target (performance ≥ 98, the others 100).');
} finally {
  chrome?.kill();
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
