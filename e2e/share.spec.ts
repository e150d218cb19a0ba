import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { ROW_ONE } from './fixtures/scan-photos';
import { dismissTips, expectNoHorizontalScroll, uploadPhoto } from './fixtures/scan-helpers';
import { register } from './fixtures/users';

// Issue 18, item 4: "Share" makes an opt-in public link to the beers found; the photo only when
// ticked; a preview card drawn on the server; the link can be turned off.

test.describe.configure({ timeout: 120_000 });

for (const width of [375, 1280]) {
  test(`share a scan at ${width} px: link, photo by choice, preview card, turn off`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    await uploadPhoto(page, await shelfPhoto(ROW_ONE));
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
      timeout: 60_000,
    });

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your scan' });
    await expect(dialog.getByText('Your photo stays private unless you include it.')).toBeVisible();
    const photoBox = dialog.getByRole('checkbox', { name: 'Include the photo' });
    await expect(photoBox).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Create public link' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Public link' });
    await expect(linkField).toHaveValue(/\/s\/[A-Za-z0-9_-]{22}$/);
    const url = await linkField.inputValue();
    // The platforms share that link, not the home page.
    const x = dialog.getByRole('link', { name: 'X (Twitter)' });
    expect(await x.getAttribute('href')).toContain(encodeURIComponent(url));
    await page.screenshot({ path: `test-results/screens/share-dialog-${width}.png` });

    // A guest opens the link: the beers, no photo.
    const guest = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await guest.newPage();
    const first = await visitor.goto(url);
    expect(first?.status()).toBe(200);
    const found = await page.locator('article[id^="beer-card-"]').count();
    const title = `${found} beers on the shelf`;
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor).toHaveTitle(`${title} · BeerScout`);
    const beers = visitor.getByRole('region', { name: 'Beers found' }).getByRole('link');
    await expect(beers).toHaveCount(found);
    await expect(beers.filter({ hasText: 'Punk IPA' })).toBeVisible();
    await expect(visitor.getByRole('img')).toHaveCount(0);
    await expectNoHorizontalScroll(visitor);
    await visitor.screenshot({
      path: `test-results/screens/shared-scan-${width}.png`,
      fullPage: true,
    });

    // The preview a chat app shows: og:image is a PNG card drawn on the server.
    const html = await (await visitor.request.get(url)).text();
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(card).toMatch(/\/api\/shares\/[A-Za-z0-9_-]{22}\/card\.png$/);
    const png = await visitor.request.get(card!);
    expect(png.headers()['content-type']).toBe('image/png');
    writeFileSync(`test-results/screens/share-card-${width}.png`, await png.body());

    // Ticking the photo shares it on the same link.
    // The box follows the server: it turns ticked once the link is saved with the photo.
    await photoBox.click();
    await expect(photoBox).toBeChecked();
    await expect(linkField).toHaveValue(url);
    await visitor.reload();
    await expect(
      visitor.getByRole('img', { name: /shelf these beers were found on/ }),
    ).toBeVisible();
    await visitor.screenshot({
      path: `test-results/screens/shared-photo-${width}.png`,
      fullPage: true,
    });

    // A beer leads to its page.
    await beers.filter({ hasText: 'Punk IPA' }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Punk IPA' })).toBeVisible();

    // Turning the link off ends the page for everyone.
    await dialog.getByRole('button', { name: 'Turn off this link' }).click();
    await expect(dialog.getByRole('button', { name: 'Create public link' })).toBeVisible();
    const gone = await visitor.goto(url);
    expect(gone?.status()).toBe(404);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Shared scan not found' }),
    ).toBeVisible();
    await guest.close();
  });
}
