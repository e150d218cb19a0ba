import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { rateViaApi } from './fixtures/collection';
import { analyzeViaApi, dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { TWO_SHELVES } from './fixtures/scan-photos';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

// Issue 18 item 1: "Best for you on this shelf" at the top of the results, from the first scan.
test.setTimeout(180_000);

for (const width of [375, 1280]) {
  test(`best for you asks once, ranks by the styles named, then by ratings (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    const scan = await analyzeViaApi(page, await shelfPhoto(TWO_SHELVES[0]!));
    await page.goto(`/scans/${scan.id}`);

    const best = page.getByRole('region', { name: 'Best for you on this shelf' });
    await expect(best).toBeVisible();
    await expect(best.getByText('Which styles do you enjoy?')).toBeVisible();
    await best.getByRole('button', { name: 'IPAs: no opinion' }).click();
    await best.getByRole('button', { name: 'Stouts: no opinion' }).click();
    await best.getByRole('button', { name: 'Stouts: liked' }).click();
    await expect(best.getByRole('button', { name: 'Stouts: avoided' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screen(page, 'best-for-you-question');
    // The ranking for the answer is held back: meanwhile the question stays, busy, rather than
    // the old list showing "Rate a few beers…" as if the answer had been ignored.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const asked = new Promise<void>((resolve) => (arrived = resolve));
    await page.route('**/api/beers/best-for-you', async (route) => {
      arrived();
      await held;
      await route.continue();
    });
    const save = best.getByRole('button', { name: 'Save my taste' });
    await save.click();
    await asked;
    await expect(save).toBeDisabled();
    await expect(best.getByText('Rate a few beers and this list learns your taste.')).toBeHidden();
    release();

    await expect(best.getByText('Which styles do you enjoy?')).toBeHidden();
    const items = best.getByTestId('best-for-you-item');
    // Free plans see the top 3 of the 4 beers found, the avoided stout out of sight.
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('Punk IPA');
    await expect(items.first()).toContainText('You like IPAs');
    await expect(best).not.toContainText('Guinness Draught');
    await expect(best.getByText(/1 more ranked for you/)).toBeVisible();
    await screen(page, 'best-for-you-ranked');

    // It learns from ratings, and the question is not asked again.
    const ghostShip = scan.beers.find((b: { name: string }) => b.name === 'Ghost Ship');
    await rateViaApi(page, ghostShip.id, 5);
    await page.reload();
    await expect(items.first()).toContainText('Ghost Ship');
    await expect(items.first()).toContainText('You rated this beer 5★');
    await expect(best.getByText('Which styles do you enjoy?')).toBeHidden();
    await expectNoHorizontalScroll(page);
  });
}

test('a new user may skip the question; it is not asked again', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  const scan = await analyzeViaApi(page, await shelfPhoto(TWO_SHELVES[0]!.slice(0, 2)));
  await page.goto(`/scans/${scan.id}`);
  const best = page.getByRole('region', { name: 'Best for you on this shelf' });
  await best.getByRole('button', { name: 'Skip' }).click();
  await expect(best.getByText('Rate a few beers and this list learns your taste.')).toBeVisible();
  await page.reload();
  await expect(best.getByTestId('best-for-you-item')).toHaveCount(2);
  await expect(best.getByText('Which styles do you enjoy?')).toBeHidden();
});
