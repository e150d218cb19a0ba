import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { beerscout, newCredentials, register } from './fixtures/users';

// Coupons end to end: an admin makes a batch in the console and downloads its CSV; members
// redeem codes made by the CLI on /premium.

// Each test runs the `beerscout` command (Node and tsx starting) on a busy machine: seconds apiece.
test.describe.configure({ timeout: 120_000 });

const CSV_HEADER =
  'Code,Batch Name,Discount Type,Discount Value,Max Uses,Used Count,Status,Created At,Expires At';

/** One new code of a new batch, made by `beerscout coupons create` through the running server. */
async function newCode(type: 'yearly' | 'lifetime', batch: string) {
  await beerscout('coupons', 'create', '--count', '1', '--type', type, '--batch', batch);
  const { stdout } = await beerscout('coupons', 'export', '--batch', batch);
  return /^"([A-Z0-9]+)"/m.exec(stdout)![1]!;
}

async function redeemOnPremium(page: Page, code: string) {
  await page.goto('/premium');
  await page.getByLabel('Coupon code', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Redeem' }).click();
}

test('an admin creates a batch in the console, sees its codes once and exports it as CSV', async ({
  page,
}) => {
  const admin = newCredentials('cadmin');
  await beerscout('admin', 'create', '-u', admin.username, '-e', admin.email, '-p', admin.password);
  await page.goto('/admin');
  await page.getByLabel(/username/i).fill(admin.username);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('menuitem', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'Create batch' }).click();

  const batch = `E2E Oktoberfest ${admin.username}`;
  await page.getByLabel('Batch name').fill(batch);
  await page.getByLabel('Number of codes').fill('3');
  await page.getByLabel('Code prefix').fill('OKTO');
  await page.getByLabel('Discount type').click();
  await page.getByRole('option', { name: 'yearly' }).click();
  await expect(page.getByLabel('Percentage off')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText(`Created 3 coupons in batch “${batch}”`)).toBeVisible();
  const shown = (await page.getByLabel('New coupon codes').innerText()).trim().split('\n');
  expect(shown).toHaveLength(3);
  for (const code of shown) expect(code).toMatch(/^OKTO[A-HJKMNP-Z2-9]{8}$/);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to coupons' }).click();
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await page.getByRole('option', { name: batch }).click();
  await expect(page.getByText(shown[0]!)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export batch CSV' }).click(),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(
    `coupons-e2e-oktoberfest-${admin.username}-${today}.csv`,
  );
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0]!.replace(/"/g, ''))
      .sort(),
  ).toEqual([...shown].sort());
  expect(lines[1]).toContain(`"${batch}","yearly","0","1","0","Active"`);
});

test('a member redeems a yearly code on /premium and sees Premium', async ({ page }) => {
  const code = await newCode('yearly', `E2E yearly ${Date.now()}`);
  await register(page, newCredentials('yearly'));
  await redeemOnPremium(page, code);
  await expect(page.getByText('Coupon redeemed', { exact: true })).toBeVisible();
  const nextYear = new Date().getUTCFullYear() + 1;
  await expect(
    page.getByText(
      new RegExp(`^Coupon redeemed: you have Premium until \\w+ \\d+, ${nextYear}\\.$`),
    ),
  ).toBeVisible();
  // The Premium page turns into Manage Subscription, which says where this Premium comes from.
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscription' })).toBeVisible();
  await expect(
    page.getByText('Your Premium comes from a coupon; there is no card subscription to manage.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Have a coupon code?' })).toHaveCount(0);
});

test('a second member is told a single-use code has already been used', async ({ page }) => {
  const code = await newCode('lifetime', `E2E single ${Date.now()}`);
  await register(page, newCredentials('first'));
  await redeemOnPremium(page, code);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscription' })).toBeVisible();

  await page.context().clearCookies();
  await register(page, newCredentials('second'));
  await redeemOnPremium(page, code);
  await expect(page.getByText('Redemption Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('This coupon code has already been used', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Free Plan', { exact: true })).toBeVisible();
});
