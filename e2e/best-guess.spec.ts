import { expect, test } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { dismissTips, uploadPhoto } from './fixtures/scan-helpers';
import { register } from './fixtures/users';

test.setTimeout(120_000);

test('a beer read only in part is a best guess: "Is this …?", one tap confirms and saves it', async ({
  page,
}) => {
  await register(page);
  await dismissTips(page);
  // The end of "Celebrator" turned away from the camera: enough to guess, not to be sure.
  const answered = page.waitForResponse('**/api/analyze');
  await uploadPhoto(page, await shelfPhoto([{ brewery: 'Ayinger', name: 'Celebra' }]));
  const analysis = await (await answered).json();
  expect(analysis.beers).toEqual([]);

  const guesses = page.getByRole('region', { name: 'Best guesses' });
  await expect(guesses.getByText(/Is this Celebrator\?/)).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('article[id^="beer-card-"]')).toHaveCount(0);
  // A guess is something found: the empty state ("No beers were detected", its causes) stays away.
  await expect(page.getByText('No beers were detected')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take New Photo' })).toHaveCount(0);
  await guesses
    .getByRole('button', { name: /Celebrator/ })
    .first()
    .click();

  await expect(page.getByText('Your scan now shows that beer.', { exact: true })).toBeVisible();
  await expect(guesses).toBeHidden();
  await expect(
    page.locator('article[id^="beer-card-"]').filter({ hasText: 'Celebrator' }),
  ).toBeVisible();
  // Saved: the analysis, loaded again, has the beer identified and no guess left.
  const stored = await (await page.request.get(`/api/analyses/${analysis.id}`)).json();
  expect(stored.guesses).toEqual([]);
  expect(stored.beers.map((b: { name: string }) => b.name)).toEqual([
    expect.stringContaining('Celebrator'),
  ]);
});

test('the "Not recognised" list of a shelf holds no price or ABV lines', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  const photo = await shelfPhoto([
    { brewery: 'BrewDog', name: 'Punk IPA 5.4% $3.49' },
    { brewery: 'Moonlight Goat', name: 'Hazelnut Porter' },
    { brewery: '$4.99  2/$10', name: '6.5% ABV 330 ml' },
  ]);
  await uploadPhoto(page, photo);
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
    timeout: 60_000,
  });
  const notRecognised = page.getByRole('region', { name: 'Not recognised' });
  await expect(notRecognised).toContainText(/hazelnut/i);
  const items = notRecognised.getByRole('listitem');
  for (const text of await items.allTextContents()) {
    expect(text).not.toMatch(/\$|%|\bABV\b|\d+\s?ml/i);
  }
  await expect(items).toHaveCount(1);
});

test('a label read only in pieces is guessed from its letters, not listed as not recognised', async ({
  page,
}) => {
  await register(page);
  await dismissTips(page);
  // Both lines cut at the label's edge: no word of the name is read whole, its letters are.
  await uploadPhoto(page, await shelfPhoto([{ brewery: 'GREENE KI', name: 'Speckled He' }]));
  const guesses = page.getByRole('region', { name: 'Best guesses' });
  await expect(guesses.getByText(/Is this Old Speckled Hen\?/)).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('article[id^="beer-card-"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Not recognised' })).toHaveCount(0);
});
