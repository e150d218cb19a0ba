import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { analyzeViaApi, dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { screen } from './fixtures/screens';
import { register, runOperation } from './fixtures/users';

// Issue 18 item 3: /scans lists every scan, newest first, the older ones loading as you scroll.
// One page holds 20 scans (PAGE_SIZE in site/src/pages/ScansPage.tsx): 22 make a second page.
const PAGE_SIZE = 20;
const SCANS = PAGE_SIZE + 2;

test.setTimeout(120_000);

/** Premium (100 scans a month, free has 5) through a lifetime code (the CLI's operation). */
async function makePremium(page: Page) {
  const batch = `E2E scans ${Date.now()}-${Math.random()}`;
  const [coupon] = await runOperation('coupons.create', {
    count: 1,
    discountType: 'lifetime',
    batchName: batch,
  });
  const code = coupon!.code;
  const res = await page.request.post('/api/redeem-coupon', { data: { code } });
  expect(res.status()).toBe(200);
}

test.describe('/scans past its first page', () => {
  // One user with 22 scans for both widths: the scans through the recogniser are the slow part.
  let state: string;
  let oldestId: string;
  let newestFirst: string[];

  test.beforeAll(async ({ browser }) => {
    // 22 scans through the recogniser on a loaded machine: minutes, not seconds.
    test.setTimeout(300_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await register(page);
    await dismissTips(page);
    await makePremium(page);
    // The oldest scan is the only one of taps, with a Guinness Draught: a person would know it.
    // One after another, so the order made is the order the API stores.
    const oldest = await analyzeViaApi(
      page,
      await shelfPhoto([{ brewery: 'Guinness', name: 'Guinness Draught' }]),
      'tap',
    );
    const shelf = await shelfPhoto([{ brewery: 'BrewDog', name: 'Punk IPA' }]);
    const ids: string[] = [oldest.id];
    for (let i = 1; i < SCANS; i++) ids.push((await analyzeViaApi(page, shelf)).id);
    oldestId = oldest.id;
    newestFirst = ids.toReversed();
    state = path.join(tmpdir(), `scans-user-${randomBytes(4).toString('hex')}.json`);
    await context.storageState({ path: state });
    await context.close();
  });

  for (const width of [375, 1280]) {
    test(`/scans loads older scans as you scroll, newest first, and opens one (${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        storageState: state,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto('/scans');
      await expect(page.getByRole('heading', { name: 'Recent Scans' })).toBeVisible();
      const items = page.getByTestId('scan-item');
      // The first page only: the end of the list is far below the fold.
      await expect(items).toHaveCount(PAGE_SIZE);
      await expect(page.getByText('That is every scan you have made.')).toBeHidden();

      // Scrolling to the end brings the older scans, without a click.
      await page.getByText('Load older scans').scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(SCANS);
      await expect(page.getByText('That is every scan you have made.')).toBeVisible();
      const hrefs = await items.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      // Every scan once, newest first (no page repeated or skipped at the seam).
      expect(hrefs).toEqual(newestFirst.map((id) => `/scans/${id}`));
      const last = items.last();
      await expect(last).toContainText('Beer Taps');
      await expect(last).toContainText('Guinness Draught');
      await expect(last.locator('img')).toHaveJSProperty('complete', true);
      await expectNoHorizontalScroll(page);
      await screen(page, 'scans-scrolled');

      await last.click();
      await expect(page).toHaveURL(new RegExp(`/scans/${oldestId}$`));
      await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
      await expect(
        page.locator('article[id^="beer-card-"]').filter({ hasText: 'Guinness Draught' }),
      ).toBeVisible();
      await context.close();
    });
  }
});

for (const width of [375, 1280]) {
  test(`a scan past 90 days shows its beers and no broken picture (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    const scan = await analyzeViaApi(
      page,
      await shelfPhoto([{ brewery: 'BrewDog', name: 'Punk IPA' }]),
    );
    // The server keeps thumbnails 90 days (scans.int.test.ts covers that it then answers
    // imageUrl: null); the browser cannot wait that long, so the answers are aged here.
    const aged = async (route: Route) => {
      const response = await route.fetch();
      const body = await response.json();
      for (const analysis of Array.isArray(body) ? body.map((i) => i.analysis) : [body]) {
        analysis.imageUrl = null;
      }
      await route.fulfill({ response, json: body });
    };
    await page.route(`**/api/analyses/${scan.id}`, aged);
    await page.route('**/api/analyses/timeline?*', aged);

    await page.goto('/scans');
    const item = page.getByTestId('scan-item');
    await expect(item.getByRole('img', { name: 'No picture kept' })).toBeVisible();
    await expect(item.locator('img')).toHaveCount(0);
    await item.click();

    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
    const photo = page.locator('figure#scan-photo');
    const gone = photo.getByText('This scan no longer has a picture.');
    await expect(gone).toBeVisible();
    await expect(photo.locator('img')).toHaveCount(0);
    // The recogniser's badge sat over this text on phones, hiding half of it.
    const badge = (await photo.getByText('Advanced AI Recognition').boundingBox())!;
    const text = (await gone.boundingBox())!;
    expect(badge.y + badge.height <= text.y || text.y + text.height <= badge.y).toBe(true);
    await expect(
      page.locator('article[id^="beer-card-"]').filter({ hasText: 'Punk IPA' }),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screen(page, 'scan-past-90-days');
  });
}
