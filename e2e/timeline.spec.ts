import { expect, test } from '@playwright/test';
import { analyzeViaApi, dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { bigShelfPhoto, twoShelvesPhoto } from './fixtures/scan-photos';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

test.setTimeout(90_000);

test('Memory Lane: empty state, then sessions with stats and expand', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Memory Lane' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Scanning' }).click();
  await expect(page).toHaveURL(/\/app$/);

  const many = await analyzeViaApi(page, await twoShelvesPhoto());
  const few = await analyzeViaApi(page, await bigShelfPhoto(), 'tap');
  expect(many.beers.length).toBeGreaterThan(5);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/timeline');
  const cards = page.getByTestId('session-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('stat-this-week')).toHaveText('2');
  const rate = Math.round(((many.totalFound + few.totalFound) / 2) * 10) / 10;
  await expect(page.getByTestId('stat-discovery-rate')).toContainText(String(rate));
  await expectNoHorizontalScroll(page);

  // Newest first: the tap scan, then the shelf with more than five beers, collapsed.
  await expect(cards.first().getByRole('heading')).toHaveText('Beer Taps');
  const shelf = cards.nth(1);
  await expect(shelf.getByRole('listitem')).toHaveCount(5);
  const more = shelf.getByRole('button', { name: `+${many.beers.length - 5} more` });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(shelf.getByRole('listitem')).toHaveCount(many.beers.length);
  await expect(shelf.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(shelf.locator('img').first()).toHaveJSProperty('complete', true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoHorizontalScroll(page);
});

for (const width of [375, 1280]) {
  test(`deleting a scan waits for its Undo toast: Undo brings it back whole (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    const older = await analyzeViaApi(page, await bigShelfPhoto());
    const newer = await analyzeViaApi(page, await bigShelfPhoto(), 'tap');
    const thumbnail = async (id: string) =>
      (await page.request.get(`/api/analyses/${id}/thumbnail`)).status();
    await page.goto('/timeline');
    const cards = page.getByTestId('session-card');
    await expect(cards).toHaveCount(2);

    await cards.first().getByRole('button', { name: 'Delete scan' }).click();
    await cards.first().getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(cards).toHaveCount(1);
    const toast = page.locator('[data-variant]').filter({ hasText: 'Scan deleted' });
    await expect(toast).toContainText('The scan and its photo are gone.');
    await expectNoHorizontalScroll(page);
    await screen(page, 'timeline-deleted');
    // Nothing is deleted while Undo is offered.
    expect(await thumbnail(newer.id)).toBe(200);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(cards).toHaveCount(2);
    await page.reload();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).toHaveText('Beer Taps');
    await expect(cards.first().locator('img').first()).toHaveJSProperty('complete', true);
    expect(await thumbnail(newer.id)).toBe(200);

    // Deleted for real once the toast closes: the scan and its photo.
    await cards.first().getByRole('button', { name: 'Delete scan' }).click();
    await cards.first().getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(cards).toHaveCount(1);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => thumbnail(newer.id)).toBe(404);
    expect(await thumbnail(older.id)).toBe(200);
    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText('Beer Shelf');
  });
}
