import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import {
  fakeCameraLaunchOptions,
  analyzeViaApi,
  dismissTips,
  expectNoHorizontalScroll,
  uploadPhoto,
} from './fixtures/scan-helpers';
import { bigShelfPhoto, fakeCameraFile } from './fixtures/scan-photos';
import { register } from './fixtures/users';

// The camera is Chromium's fake device playing a shelf photo we render now (nothing committed).
test.use({ launchOptions: fakeCameraLaunchOptions(await fakeCameraFile()) });
test.setTimeout(90_000);

test('a guest sees the scanner and is sent to sign in to scan', async ({ page }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Scan Beer' })).toBeVisible();
  await expect(
    page.getByText('Sign in to track scans • Free: 5/month • Premium: 100/month', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beer Shelf' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Upload from device' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('first visit shows the tips once; the help button brings them back; the camera is live', async ({
  page,
}) => {
  await register(page);
  await dismissTips(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Scan Beer' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Beer Scanning Tips' })).toBeHidden();
  await page.getByRole('button', { name: 'Scanning tips' }).click();
  for (const tip of ['Good Lighting', 'Sharp Focus', 'Fill the Frame', 'Multiple Angles']) {
    await expect(page.getByText(tip, { exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('camera-badge')).toHaveText('Camera Ready');
  await expect(page.getByTestId('brightness-label')).toContainText('Auto-adjust:', {
    timeout: 5_000,
  });
  await expect(page.getByText('5 scans left', { exact: true })).toBeVisible();
});

test('upload a shelf photo: downscaled, boxes and cards, save one, suggest the unknown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await register(page);
  await dismissTips(page);
  await expectNoHorizontalScroll(page);

  const original = await bigShelfPhoto();
  const sent = page.waitForRequest('**/api/analyze');
  const answered = page.waitForResponse('**/api/analyze');
  await uploadPhoto(page, original);
  await expect(page.getByText('Analyzing beer shelf...', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload from device' })).toBeDisabled();
  const request = await sent;
  const analysis = await (await answered).json();
  // The 4000 px photo travelled at 2048 px on its longest side.
  expect(analysis.width).toBe(2048);
  expect(analysis.height).toBe(1024);
  console.log(
    `photo ${original.length} bytes at 4000×2000; upload body ${(await request.allHeaders())['content-length']} bytes`,
  );

  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await expect(
    // Nothing in the starter catalogue has a rating yet (decisions.md 16).
    page.getByText('Beers on this shelf', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Advanced AI Recognition')).toBeVisible();
  const cards = page.locator('article[id^="beer-card-"]');
  await expect(cards.filter({ hasText: 'Punk IPA' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Guinness Draught' })).toBeVisible();
  await expect(page.getByTestId('beer-box')).toHaveCount(analysis.beers.length);
  await expectNoHorizontalScroll(page);

  // A box leads to its card, by keyboard too, and the card leads back to the photo.
  const punk = analysis.beers.find((b: { name: string }) => b.name === 'Punk IPA');
  const box = page.getByRole('button', { name: `${punk.position}: Punk IPA — go to its card` });
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`#beer-card-${punk.position}`)).toBeFocused();
  const punkCard = cards.filter({ hasText: 'Punk IPA' });
  await punkCard.getByRole('button', { name: 'Show on photo' }).click();
  await expect(page.locator('#scan-photo')).toBeFocused();

  await punkCard.getByRole('button', { name: 'Save to Collection' }).click();
  await expect(punkCard.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(
    page.getByText('Beer added to your collection', { exact: true }).first(),
  ).toBeVisible();

  await punkCard.getByRole('button', { name: 'Beer details' }).click();
  await expect(page.getByText('Premium Feature', { exact: true }).first()).toBeVisible();

  await punkCard.getByRole('button', { name: 'Not this beer?' }).click();
  await expect(punkCard.getByRole('button', { name: 'Not this beer?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  const notRecognised = page.getByRole('region', { name: 'Not recognised' });
  await expect(notRecognised).toContainText(/hazelnut/i);
  await notRecognised
    .getByRole('button', { name: /Suggest this beer/ })
    .first()
    .click();
  await expect(notRecognised.getByText('Suggested').first()).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'New Scan' }).click();
  await expect(page.getByRole('heading', { name: 'Scan Beer' })).toBeVisible();
  await expect(page.getByText('4 scans left', { exact: true })).toBeVisible();
});

test('capture from the camera analyses what it sees', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  await page.getByRole('button', { name: 'Beer Taps' }).click();
  await expect(page.getByTestId('camera-badge')).toHaveText('Camera Ready');
  await page.getByRole('button', { name: 'Capture' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Beers on these taps', { exact: true })).toBeVisible();
  await expect(
    page.locator('article[id^="beer-card-"]').filter({ hasText: 'Punk IPA' }),
  ).toBeVisible();
});

test('a free user at the limit sees the Monthly Limit Reached dialog', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  const blank = await shelfPhoto([{ brewery: 'Nobody', name: 'Nothing' }], {
    width: 400,
    height: 200,
  });
  for (let i = 0; i < 5; i++) await analyzeViaApi(page, blank);
  await page.reload();
  await expect(page.getByText('0 scans left', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload from device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Monthly Limit Reached' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      "You've used all 5 free scans for this month. Upgrade to Premium for 100 scans per month!",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(
    dialog.getByText('Your usage resets on the 1st of each month', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/premium',
  );
  await dialog.getByRole('button', { name: 'Wait Until Next Month' }).click();
  await expect(dialog).toBeHidden();
});
