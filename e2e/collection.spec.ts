import { expect, test, type Page } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { rateAsOthers, rateViaApi, saveBeersViaApi } from './fixtures/collection';
import { dismissTips, expectNoHorizontalScroll, uploadPhoto } from './fixtures/scan-helpers';
import { ROW_ONE, TWO_SHELVES } from './fixtures/scan-photos';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

test.setTimeout(90_000);

// The eight beers of the two-shelves photo, in the order they are saved (so newest is last here).
const EIGHT = TWO_SHELVES.flat().map((label) => label.name);

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const stat = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

/** When each beer was saved, as the API says: Undo must not change it. */
async function savedDates(page: Page) {
  const res = await page.request.get('/api/collection');
  expect(res.status()).toBe(200);
  const items = (await res.json()) as { name: string; createdAt: string }[];
  return Object.fromEntries(items.map((i) => [i.name, i.createdAt]));
}

test('save beers from a scan: they appear in My Collection with its stats', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  await uploadPhoto(page, await shelfPhoto(ROW_ONE));
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
    timeout: 60_000,
  });
  const cards = page.locator('article[id^="beer-card-"]');
  for (const name of ['Punk IPA', 'Guinness Draught']) {
    const card = cards.filter({ hasText: name });
    await card.getByRole('button', { name: 'Save to Collection' }).click();
    await expect(card.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(
      page.getByText('Beer added to your collection', { exact: true }).first(),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: 'My Collection' }).click();
  await expect(page.getByRole('heading', { name: 'My Beer Collection' })).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Guinness Draught', 'Punk IPA']);
  await expect(page.getByText('Showing 2 of 2 beers', { exact: true })).toBeVisible();
  await expect(stat(page, 'Total Beers')).toHaveText('2');
  await expect(stat(page, 'Styles')).toHaveText('2');
  await expect(stat(page, 'Breweries')).toHaveText('2');
  await expect(stat(page, 'Average Rating')).toHaveText('—');
  const punk = page.getByRole('article', { name: 'Punk IPA' });
  await expect(punk).toContainText('BrewDog');
  await expect(punk).toContainText('American IPA · 5.4% ABV');
  await expect(punk).toContainText('Not yet rated');

  // Removing one says so and leaves the other.
  await page.getByRole('button', { name: 'Remove Punk IPA' }).click();
  await expect(
    page.getByText('Beer has been removed from your collection.', { exact: true }).first(),
  ).toBeVisible();
  await expect(cardNames(page)).toHaveText(['Guinness Draught']);
  await expect(stat(page, 'Total Beers')).toHaveText('1');
  // Undo brings it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('article', { name: 'Punk IPA' })).toBeVisible();
  await expect(stat(page, 'Total Beers')).toHaveText('2');
});

for (const width of [375, 1280]) {
  test(`Undo keeps a removed beer as it was: saved date and place in the list (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    // Saved oldest first: "Most Recent" lists Punk IPA last.
    await saveBeersViaApi(page, ['Punk IPA', 'Guinness Draught', 'Heineken']);
    const saved = await savedDates(page);
    const all = ['Heineken', 'Guinness Draught', 'Punk IPA'];
    await page.goto('/collection');
    await expect(cardNames(page)).toHaveText(all);

    await page.getByRole('button', { name: 'Remove Punk IPA' }).click();
    const toast = page.locator('[data-variant]').filter({ hasText: 'Beer removed' });
    await expect(toast).toContainText('Beer has been removed from your collection.');
    await expect(cardNames(page)).toHaveText(['Heineken', 'Guinness Draught']);
    await expect(stat(page, 'Total Beers')).toHaveText('2');
    await expectNoHorizontalScroll(page);
    await screen(page, 'collection-removed');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(cardNames(page)).toHaveText(all);
    await expect(stat(page, 'Total Beers')).toHaveText('3');
    // Still there after a reload, in its old place, saved when it was first saved.
    await page.reload();
    await expect(cardNames(page)).toHaveText(all);
    expect(await savedDates(page)).toEqual(saved);

    // Without Undo it is removed for real once the toast closes.
    await page.getByRole('button', { name: 'Remove Punk IPA' }).click();
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => Object.keys(await savedDates(page))).toHaveLength(2);
    await page.reload();
    await expect(cardNames(page)).toHaveText(['Heineken', 'Guinness Draught']);
  });
}

test('filter, search and sort the collection; Clear filters brings everything back', async ({
  page,
}) => {
  await register(page);
  await dismissTips(page);
  const ids = await saveBeersViaApi(page, EIGHT);
  // Only this test rates these two, so the community averages are exactly these (from the
  // third rating on: decisions.md 16).
  await rateViaApi(page, ids['Nora']!, 5);
  await rateViaApi(page, ids['Heineken']!, 2);
  await rateAsOthers(page, ids['Nora']!, [5, 5]);
  await rateAsOthers(page, ids['Heineken']!, [2, 2]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/collection');
  await expect(page.getByText('Showing 8 of 8 beers', { exact: true })).toBeVisible();
  await expect(cardNames(page)).toHaveText([...EIGHT].reverse());
  await expect(stat(page, 'Average Rating')).toHaveText('3.5');
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const filter = page.getByLabel('Filter', { exact: true });
  const search = page.getByLabel('Search', { exact: true });
  const clear = page.getByRole('button', { name: 'Clear filters' });
  await expect(clear).toBeDisabled();

  await filter.selectOption({ label: 'Stouts' });
  await expect(cardNames(page)).toHaveText(['Guinness Draught']);
  await expect(page.getByText('Showing 1 of 8 beers', { exact: true })).toBeVisible();
  // Session: "session" in the style (Neck Oil) or ABV under 4.5 (Guinness at 4.2); Ghost Ship at
  // exactly 4.5 is not.
  await filter.selectOption({ label: 'Session Beers' });
  await expect(cardNames(page)).toHaveText(['Neck Oil', 'Guinness Draught']);
  await filter.selectOption({ label: 'Other Ales' });
  await expect(cardNames(page)).toHaveText(['Nora', 'London Pride']);
  await filter.selectOption({ label: 'High Rated (4+)' });
  await expect(cardNames(page)).toHaveText(['Nora']);

  // Search covers name, brewery and style, whatever the case, on top of the filter.
  await filter.selectOption({ label: 'All Beers' });
  await search.fill('LAGER');
  await expect(cardNames(page)).toHaveText(['Tuborg Gold', 'Heineken']);
  await search.fill('baladin');
  await expect(cardNames(page)).toHaveText(['Nora']);
  await filter.selectOption({ label: 'Stouts' });
  await expect(page.getByText('No beers match your search or filter.')).toBeVisible();

  await clear.click();
  await expect(search).toHaveValue('');
  await expect(filter).toHaveValue('all');
  await expect(page.getByText('Showing 8 of 8 beers', { exact: true })).toBeVisible();
  await expect(clear).toBeDisabled();

  const sort = page.getByLabel('Sort by');
  await sort.selectOption({ label: 'Name (A–Z)' });
  await expect(cardNames(page)).toHaveText([...EIGHT].sort((a, b) => a.localeCompare(b)));
  await sort.selectOption({ label: 'Brewery (A–Z)' });
  await expect(cardNames(page)).toHaveText([
    'Ghost Ship', // Adnams
    'Nora', // Baladin
    'Neck Oil', // Beavertown
    'Punk IPA', // BrewDog
    'London Pride', // Fuller's
    'Guinness Draught',
    'Heineken',
    'Tuborg Gold',
  ]);
  await sort.selectOption({ label: 'Highest Rated' });
  await expect(cardNames(page).first()).toHaveText('Nora');
  await expect(cardNames(page).nth(1)).toHaveText('Heineken');
  const nora = page.getByRole('article', { name: 'Nora' });
  await expect(nora).toContainText('5.0 · 3 ratings from the BeerScout community');
});

test('create a quick category, file a beer in it, and filter by it', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  await saveBeersViaApi(page, ['Ghost Ship', 'Tuborg Gold']);
  await page.goto('/collection');
  const categories = page.getByRole('region', { name: 'Categories' });

  // Custom names are Premium: a free user is offered the upgrade instead of the name field.
  await expect(categories.getByText('Custom categories come with Premium.')).toBeVisible();
  await expect(categories.getByLabel('Custom category name')).toHaveCount(0);
  await expect(categories.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/profile?tab=premium',
  );

  await categories.getByRole('button', { name: 'Favorites' }).click();
  await expect(page.getByText('Category created', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Your new collection category has been created.', { exact: true }).first(),
  ).toBeVisible();
  await expect(categories.getByRole('listitem')).toHaveText(['Favorites (0)']);
  // Once made, a quick category is no longer offered.
  await expect(categories.getByRole('button', { name: 'Favorites' })).toHaveCount(0);

  const ghost = page.getByRole('article', { name: 'Ghost Ship' });
  await ghost.getByLabel('Category').selectOption({ label: 'Favorites' });
  await expect(categories.getByRole('listitem')).toHaveText(['Favorites (1)']);

  const byCategory = page
    .getByRole('combobox', { name: 'Category', exact: true })
    .filter({ hasText: 'All categories' });
  await byCategory.selectOption({ label: 'Favorites' });
  await expect(cardNames(page)).toHaveText(['Ghost Ship']);

  // The choice was saved, not just shown.
  await page.reload();
  await expect(
    page
      .getByRole('article', { name: 'Ghost Ship' })
      .getByLabel('Category')
      .locator('option:checked'),
  ).toHaveText('Favorites');
});

test('rate a beer from the collection, then edit the rating in My Ratings', async ({ page }) => {
  await register(page);
  await dismissTips(page);
  await saveBeersViaApi(page, ['London Pride']);
  await page.goto('/collection');
  const card = page.getByRole('article', { name: 'London Pride' });
  await expect(card).toContainText('Not yet rated');
  await card.getByRole('button', { name: 'Rate' }).click();

  const dialog = page.getByRole('dialog', { name: 'Rate Beer' });
  await expect(dialog).toContainText('London Pride');
  const submit = dialog.getByRole('button', { name: 'Submit Rating' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByLabel('Review (optional)').fill('Biscuity and easy.');
  await expect(dialog.getByText('18/500', { exact: true })).toBeVisible();
  await submit.click();
  await expect(
    page.getByText('You rated London Pride 4 stars', { exact: true }).first(),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // One rating is not a community average yet (decisions.md 16).
  await expect(card).toContainText('Not yet rated');
  await expect(stat(page, 'Average Rating')).toHaveText('—');

  await page.goto('/ratings');
  await expect(page.getByRole('heading', { name: 'My Ratings' })).toBeVisible();
  const rated = page.getByRole('listitem', { name: 'London Pride', exact: true });
  await expect(rated).toContainText('Your rating: 4');
  await expect(rated).toContainText('Biscuity and easy.');
  await expect(stat(page, 'Beers Rated')).toHaveText('1');
  await expect(stat(page, 'Reviews Written')).toHaveText('1');

  await rated.getByRole('button', { name: 'Edit Rating' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rating' });
  await expect(
    edit.getByText('You previously rated this beer 4 stars. Saving replaces that rating.'),
  ).toBeVisible();
  await expect(edit.getByRole('radio', { name: '4 stars' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(edit.getByLabel('Review (optional)')).toHaveValue('Biscuity and easy.');
  await edit.getByRole('radio', { name: '2 stars' }).click();
  await edit.getByLabel('Review (optional)').fill('Flat on a second try.');
  await edit.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(
    page.getByText('You rated London Pride 2 stars', { exact: true }).first(),
  ).toBeVisible();

  // One rating per user and beer: the edit replaced it, it did not add a second.
  await expect(page.getByRole('listitem', { name: 'London Pride', exact: true })).toHaveCount(1);
  await expect(rated).toContainText('Your rating: 2');
  await expect(rated).toContainText('Flat on a second try.');
  await expect(stat(page, 'Beers Rated')).toHaveText('1');
  await expect(stat(page, 'Average Rating')).toHaveText('2.0');

  await page.getByLabel('Stars', { exact: true }).selectOption({ label: '4 stars' });
  await expect(page.getByText('No ratings match.', { exact: true })).toBeVisible();
  await page.getByLabel('Stars', { exact: true }).selectOption({ label: '2 stars' });
  await expect(rated).toBeVisible();
});
