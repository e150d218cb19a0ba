import { expect, test } from '@playwright/test';
import { saveBeersViaApi } from './fixtures/collection';
import { dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

// Issue 18 items 6 (notes and tasting dates) and 7 (desktop navigation).
test.setTimeout(120_000);

for (const width of [375, 1280]) {
  test(`notes and a tasting date on a saved beer show on its card and in the export (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    await saveBeersViaApi(page, ['Punk IPA']);
    await page.goto('/collection');
    const card = page.getByRole('article', { name: 'Punk IPA' });
    await card.getByRole('button', { name: 'Add notes on Punk IPA' }).click();
    const form = card.getByRole('form', { name: 'Notes on Punk IPA' });
    await form.getByLabel('Tasting date').fill('2026-11-14');
    await form.getByLabel('Tasting notes').fill('Grapefruit and pine, bitter finish.');
    await form.getByRole('button', { name: 'Save notes' }).click();
    await expect(form).toBeHidden();
    await expect(card.getByText('Grapefruit and pine, bitter finish.')).toBeVisible();
    await expect(card.getByText(/Tasted Nov 14, 2026/)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screen(page, 'collection-notes');

    // Kept after a reload, and in the export.
    await page.reload();
    await expect(card.getByText('Grapefruit and pine, bitter finish.')).toBeVisible();
    const csv = await (await page.request.get('/api/user/export?format=csv')).text();
    expect(csv).toContain('Grapefruit and pine, bitter finish.');
    expect(csv).toContain('2026-11-14');

    // A long note is cut to four lines on the card, and can be read whole there.
    const long = `${'Soft bitterness, grapefruit peel, a little pine resin. '.repeat(8)}Last sip: dry.`;
    await card.getByRole('button', { name: 'Edit notes on Punk IPA' }).click();
    await form.getByLabel('Tasting notes').fill(long);
    await form.getByRole('button', { name: 'Save notes' }).click();
    await expect(form).toBeHidden();
    const note = card.getByText(long);
    const cut = (p: HTMLElement) => p.scrollHeight > p.clientHeight + 1;
    expect(await note.evaluate(cut)).toBe(true);
    const more = card.getByRole('button', { name: 'Show the whole note' });
    await more.click();
    await expect.poll(() => note.evaluate(cut)).toBe(false);
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoHorizontalScroll(page);
    await screen(page, 'collection-long-note');

    // Clearing them is an edit too.
    await card.getByRole('button', { name: 'Edit notes on Punk IPA' }).click();
    await form.getByLabel('Tasting notes').fill('');
    await form.getByRole('button', { name: 'Save notes' }).click();
    await expect(card.getByText('Grapefruit and pine, bitter finish.')).toBeHidden();
    await expect(card.getByText(/Tasted Nov 14, 2026/)).toBeVisible();
  });
}

test('the desktop sidebar links to My Ratings and Profile and stays in view on long pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await register(page);
  await dismissTips(page);
  await page.goto('/help');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(nav.getByRole('link', { name: 'My Ratings' })).toBeInViewport();
  await screen(page, 'sidebar-scrolled');
  await nav.getByRole('link', { name: 'My Ratings' }).click();
  await expect(page).toHaveURL(/\/ratings$/);
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // On phones the sidebar gives way to the bottom bar, which already has My Ratings.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(nav).toBeHidden();
  await expectNoHorizontalScroll(page);
});
