import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { shelfPhoto } from '@api/testing/photos';
import { beerscout } from './fixtures/users';

// Issue 18, item 9: on a phone, after a portrait photo, the widget's panel stays inside the
// screen and the shop's page does not zoom out.

const port = process.env.E2E_HOST_PORT;
const allowed = `http://localhost:${port}`;
let siteKey: string;
let portraitFile: string;

test.beforeAll(async () => {
  const { stdout } = await beerscout(
    'sites',
    'create',
    '--name',
    'Phone Shop',
    '--origin',
    allowed,
    '--quota',
    '100',
    '--json',
  );
  siteKey = (JSON.parse(stdout) as { publicKey: string }).publicKey;
  // A phone's portrait photo as cameras store it: landscape pixels, EXIF orientation 6 (turn 90°).
  const landscape = await shelfPhoto(
    [
      { brewery: 'Sierra Nevada', name: 'Pale Ale' },
      { brewery: 'Guinness', name: 'Draught' },
    ],
    { width: 2400, height: 1200 },
  );
  portraitFile = path.join(tmpdir(), `portrait-${siteKey}.jpg`);
  await writeFile(
    portraitFile,
    await sharp(landscape).withMetadata({ orientation: 6 }).jpeg().toBuffer(),
  );
});

/** Where the panel is, and whether the page grew wider than the phone (what makes it zoom out). */
async function layout(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('beerscout-widget')!;
    const panel = host.shadowRoot!.querySelector('.bs-panel')!.getBoundingClientRect();
    return {
      panelTop: panel.top,
      panelLeft: panel.left,
      panelRight: panel.right,
      innerWidth: window.innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      scale: window.visualViewport?.scale ?? 1,
    };
  });
}

for (const [width, mobile] of [
  [375, true],
  [1280, false],
] as const) {
  test(`the panel stays on screen after a portrait photo at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: mobile ? 667 : 900 },
      isMobile: mobile,
      hasTouch: mobile,
      deviceScaleFactor: mobile ? 2 : 1,
    });
    const page = await context.newPage();
    await page.goto(`${allowed}/host-phone.html?key=${siteKey}`);
    await page.getByRole('button', { name: 'Scan beers' }).click();
    const dialog = page.getByRole('dialog', { name: 'BeerScout' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles(portraitFile);
    await expect(dialog.getByRole('heading', { name: /beers? found|No beers/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByRole('img', { name: 'Your photo' })).toBeVisible();

    // The portrait photo takes at most half the screen: the beers below it stay in reach.
    const photo = await dialog.getByRole('img', { name: 'Your photo' }).boundingBox();
    expect(photo!.height).toBeLessThanOrEqual((mobile ? 667 : 900) / 2 + 1);
    const box = await layout(page);
    console.log(`${width} px after a portrait photo: ${JSON.stringify(box)}`);
    await page.screenshot({ path: `test-results/screens/widget-portrait-${width}.png` });
    expect(box.innerWidth, 'the page is not zoomed out').toBe(width);
    expect(box.scale).toBe(1);
    expect(box.scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(width);
    expect(box.panelLeft).toBeGreaterThanOrEqual(0);
    expect(box.panelTop, 'the panel’s top is on screen').toBeGreaterThanOrEqual(0);
    expect(box.panelRight).toBeLessThanOrEqual(width);

    // The results can be read to the end and closed.
    const again = dialog.getByRole('button', { name: 'Scan another photo' });
    await again.scrollIntoViewIfNeeded();
    await expect(again).toBeInViewport();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await context.close();
  });
}
