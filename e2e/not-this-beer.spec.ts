import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { analyzeViaApi, dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

// Issue 18 item 8: "Not this beer?" searches the whole catalogue; an empty scan that read
// labels says what it read instead of blaming the photo.
test.setTimeout(180_000);

for (const width of [375, 1280]) {
  test(`correct a beer by searching the catalogue; say what was read (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    const scan = await analyzeViaApi(
      page,
      await shelfPhoto([{ brewery: 'BrewDog', name: 'Punk IPA' }]),
    );
    await page.goto(`/scans/${scan.id}`);
    const card = page.locator('article[id^="beer-card-"]').first();
    await expect(card).toContainText('Punk IPA');
    await card.getByRole('button', { name: 'Not this beer?' }).click();
    await card.getByLabel('Search the catalogue').fill('westmalle');
    const results = card.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('button', { name: /Westmalle Tripel/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screen(page, 'not-this-beer-search');
    await results.getByRole('button', { name: /Westmalle Tripel/ }).click();
    await expect(page.getByText('Result corrected', { exact: true }).first()).toBeVisible();
    await expect(card).toContainText('Westmalle Tripel');
    // Stored: the reopened scan shows the chosen beer.
    await page.reload();
    await expect(page.locator('article[id^="beer-card-"]').first()).toContainText(
      'Westmalle Tripel',
    );

    const unknown = await analyzeViaApi(
      page,
      await shelfPhoto([{ brewery: 'Moonlight Goat', name: 'Hazelnut Porter' }]),
    );
    expect(unknown.beers).toHaveLength(0);
    await page.goto(`/scans/${unknown.id}`);
    await expect(
      page.getByRole('heading', { name: /^We read '.*' but could not match (it|them)$/ }),
    ).toContainText(/hazelnut/i);
    await expect(page.getByText(/image quality/)).toBeHidden();
    await expectNoHorizontalScroll(page);
    await screen(page, 'read-but-not-matched');
  });
}
