import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { beerscout } from './fixtures/users';

// The retailer's page is served from a second origin; the site allows http://localhost:PORT only,
// so the same page opened as http://127.0.0.1:PORT plays a page that is not allowed.
const port = process.env.E2E_HOST_PORT;
const allowed = `http://localhost:${port}`;
const page_ = (key: string, origin = allowed, name = 'host') => `${origin}/${name}.html?key=${key}`;

type Site = { publicKey: string; id: string };
let shop: Site;
let photoFile: string;

async function createSite(name: string, quota: number): Promise<Site> {
  const { stdout } = await beerscout(
    'sites',
    'create',
    '--name',
    name,
    '--origin',
    allowed,
    '--quota',
    String(quota),
    '--json',
  );
  return JSON.parse(stdout) as Site;
}

test.beforeAll(async () => {
  shop = await createSite('Hoppy Corner', 100);
  const csv = path.join(tmpdir(), `inventory-${shop.id}.csv`);
  await writeFile(
    csv,
    [
      'sku,name,brewery,price,currency,url,in_stock',
      'SN-355,Sierra Nevada Pale Ale,Sierra Nevada Brewing Co.,3.49,EUR,https://hoppycorner.example/sn,yes',
      'XX-1,Imaginary Lager,Nobody Brewing,1.00,EUR,,yes',
    ].join('\n'),
  );
  const { stdout } = await beerscout('sites', 'inventory', shop.publicKey, csv);
  expect(stdout).toContain('1 added');
  expect(stdout).toContain('line 3: XX-1: Nobody Brewing — Imaginary Lager');
  photoFile = path.join(tmpdir(), `shelf-${shop.id}.jpg`);
  await writeFile(
    photoFile,
    await shelfPhoto([
      { brewery: 'Sierra Nevada', name: 'Pale Ale' },
      { brewery: 'Guinness', name: 'Draught' },
    ]),
  );
});

async function upload(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles(photoFile);
}

test('one script tag on a hostile retailer page shows the Scan beers button in a shadow root', async ({
  page,
}) => {
  // Remember the page's globals before any script runs, to prove the widget adds only one.
  await page.addInitScript(() => {
    (window as any).__globalsBefore = Object.getOwnPropertyNames(window);
  });
  await page.goto(page_(shop.publicKey));
  const button = page.getByRole('button', { name: /scan beers/i });
  await expect(button).toBeVisible();

  // Rendered inside an open shadow root on a single host element.
  const shadowHosts = await page.evaluate(
    () => [...document.querySelectorAll('*')].filter((el) => el.shadowRoot).length,
  );
  expect(shadowHosts).toBe(1);

  // The page's `button { font-size: 40px !important; background: lime }` does not reach it.
  const style = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { fontSize: parseFloat(s.fontSize), background: s.backgroundColor };
  });
  expect(style.fontSize).toBeLessThan(24);
  expect(style.background).not.toBe('rgb(0, 255, 0)');

  // A real, reasonably sized target a shopper can tap.
  const box = await button.boundingBox();
  expect(box!.width).toBeGreaterThan(40);
  expect(box!.height).toBeGreaterThan(30);

  // Keyboard: focus the button, open the panel, Escape closes it.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'BeerScout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'BeerScout' })).toBeHidden();

  // The only global it adds is window.BeerScout.
  expect(await page.evaluate(() => typeof (window as any).BeerScout?.open)).toBe('function');
  const added = await page.evaluate(() => {
    const before = new Set<string>((window as any).__globalsBefore);
    return Object.getOwnPropertyNames(window).filter(
      (k) => !before.has(k) && k !== '__globalsBefore',
    );
  });
  expect(added).toEqual(['BeerScout']);
});

test('a shopper scans a shelf by keyboard and sees ratings with the shop’s price beside them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(page_(shop.publicKey));
  const results = page.evaluate(
    () =>
      new Promise<any>((resolve) =>
        window.addEventListener('beerscout:result', (e) => resolve((e as CustomEvent).detail)),
      ),
  );
  await page.getByRole('button', { name: 'Scan beers' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'BeerScout' });
  await expect(dialog.getByText("and Hoppy Corner's prices.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Take a photo' })).toBeVisible();
  await upload(page);

  await expect(dialog.getByRole('heading', { name: '2 beers found' })).toBeVisible({
    timeout: 20_000,
  });
  const pale = dialog.getByRole('listitem').filter({ hasText: 'Sierra Nevada Pale Ale' });
  await expect(pale).toContainText('Sierra Nevada Brewing Co.');
  await expect(pale).toContainText('Not yet rated');
  await expect(pale.getByLabel('At Hoppy Corner')).toHaveText('€3.49 In stock · View product');
  await expect(pale.getByRole('link', { name: 'View product' })).toHaveAttribute(
    'href',
    'https://hoppycorner.example/sn',
  );
  await expect(pale.getByRole('link', { name: 'Open in BeerScout' })).toHaveAttribute(
    'href',
    /^http:\/\/127\.0\.0\.1:\d+\/beers\/[0-9a-f-]{36}$/,
  );
  const guinness = dialog.getByRole('listitem').filter({ hasText: 'Guinness Draught' });
  await expect(guinness.getByLabel(/^At /)).toHaveCount(0);
  // Numbered boxes on the shopper's own photo, one per beer.
  await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible();
  expect(
    await page
      .locator('beerscout-widget')
      .evaluate((h) => h.shadowRoot!.querySelectorAll('.bs-box').length),
  ).toBe(2);
  // No horizontal scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const detail = await results;
  expect(detail.count).toBe(2);
  expect(detail.beers.find((b: any) => b.name === 'Sierra Nevada Pale Ale').skus).toEqual([
    'SN-355',
  ]);

  await dialog.getByRole('button', { name: 'Scan another photo' }).click();
  await expect(dialog.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
});

test('the same page on an origin the site does not allow says the widget is not enabled', async ({
  page,
}) => {
  await page.goto(page_(shop.publicKey, `http://127.0.0.1:${port}`));
  await page.getByRole('button', { name: 'Scan beers' }).click();
  const dialog = page.getByRole('dialog', { name: 'BeerScout' });
  await expect(dialog.getByRole('alert')).toHaveText('BeerScout is not enabled for this site.');
  await expect(dialog.getByRole('button', { name: 'Upload a photo' })).toHaveCount(0);
});

test('a shop whose monthly quota is used up says so', async ({ page }) => {
  const small = await createSite('Tiny Taproom', 1);
  await page.goto(page_(small.publicKey, allowed, 'host-inline'));
  // Inline: the panel sits where the page put it, no floating button.
  const panel = page.getByRole('region', { name: 'BeerScout' });
  await expect(panel.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan beers' })).toHaveCount(0);
  await upload(page);
  await expect(panel.getByRole('heading', { name: '2 beers found' })).toBeVisible({
    timeout: 20_000,
  });
  await panel.getByRole('button', { name: 'Scan another photo' }).click();
  await upload(page);
  await expect(panel.getByRole('alert')).toHaveText(
    'This shop has used all its BeerScout scans for this month.',
  );
  await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
