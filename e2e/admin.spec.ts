import { expect as baseExpect, test } from '@playwright/test';

// A busy shared machine: screens may take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });
import {
  createAdmin,
  expectNoSidewaysScroll,
  memberInOwnBrowser,
  signInToConsole,
  VIEWPORTS,
} from './fixtures/admin';
import { createAdminWithCli, newCredentials, register } from './fixtures/users';

// Each test registers people and signs in on a machine shared with other work; the first runs the CLI.
test.describe.configure({ timeout: 90_000 });

test('`beerscout admin create` makes an admin who signs in to a BeerScout-branded /admin', async ({
  page,
}) => {
  const member = await register(page, newCredentials('member'));
  const admin = await createAdminWithCli();
  await page.context().clearCookies();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'BeerScout Admin' })).toBeVisible();
  await expect(page.getByText('Sign in with an administrator account.')).toBeVisible();
  await signInToConsole(page, admin);
  await page.getByRole('menuitem', { name: /users/i }).click();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
});

test('a signed-in member who opens /admin is sent to / with a message and stays signed in', async ({
  page,
}) => {
  const member = await register(page, newCredentials('plain'));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('This account is not an administrator.').first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(member.username).first()).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);
});

test('a member who signs in at the console login is sent to the site, still signed in', async ({
  page,
}) => {
  const member = await register(page, newCredentials('plain'));
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel(/username/i).fill(member.username);
  await page.getByLabel(/password/i).fill(member.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('This account is not an administrator.').first()).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Users: grant premium with a reason → the member sees Premium; the audit log has it', async ({
      page,
      browser,
    }) => {
      const member = await memberInOwnBrowser(browser, 'grantee');
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/users');
      await page.getByPlaceholder('Search name, username or e-mail').fill(member.member.username);
      // Wait for the filtered page, so the click lands on a row that stays.
      await expect(page.getByText('1-1 of 1')).toBeVisible();
      await page.getByText(member.member.email).click();
      await expect(page.getByText(`User ${member.member.username}`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Grant premium' }).click();
      await page.getByLabel('Reason').fill('Scans lost in the outage');
      await page.getByLabel('Premium until (optional)').fill('2099-12-31');
      await page.getByRole('dialog').getByRole('button', { name: 'Grant premium' }).click();
      await expect(page.getByText('Premium granted')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Revoke premium' })).toBeVisible();

      await member.page.goto('/profile?tab=premium');
      await expect(member.page.getByRole('heading', { name: 'Premium Plan' })).toBeVisible();
      await expect(member.page.getByText('100 per month')).toBeVisible();
      await member.close();

      await page.goto('/admin/audit-log');
      await expect(page.getByText('user.premium_grant').first()).toBeVisible();
      await expect(page.getByText(/Scans lost in the outage/).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('Users: the list is searchable and fits the screen', async ({ page }) => {
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/users');
      await page.getByPlaceholder('Search name, username or e-mail').fill(admin.username);
      await expect(page.getByText(admin.email)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('API keys: a saved key is shown only by its last 4 characters', async ({ page }) => {
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/api-keys');
      const suffix = String(viewport.width).padStart(4, '0');
      // Not the SendGrid key: every spec shares this server, which would then send its mail there.
      await page.getByLabel('Anthropic API key').fill(`sk-ant-e2e-secret-value-${suffix}`);
      await page.getByRole('button', { name: 'Save keys' }).click();
      await expect(page.getByText('API keys updated')).toBeVisible();
      await expect(page.getByText(new RegExp(`Saved: ••••${suffix}`))).toBeVisible();
      await expect(page.getByText('e2e-secret-value')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });

    test('Dashboard: real figures and charts', async ({ page }) => {
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      const users = page.getByText('Users', { exact: true }).locator('..');
      await expect(users.getByText(/^\d+$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Scans per day' })).toBeVisible();
      // The charts drew their axes: the days of the period as tick labels.
      const ticks = page.locator('main svg text').filter({ hasText: /^[A-Z][a-z]{2} \d{1,2}$/ });
      await expect(ticks.first()).toBeVisible();
      // Money from the stored invoices: a total in dollars and the last 12 months on an axis.
      const revenue = page.getByText('Revenue, last 12 months', { exact: true }).locator('..');
      await expect(revenue.getByText(/^\$[\d,]+\.\d{2}/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Monthly revenue' })).toBeVisible();
      const conversions = page.getByRole('heading', { name: 'Card conversions per month' });
      const monthTicks = conversions
        .locator('..')
        .locator('svg text')
        .filter({ hasText: /^[A-Z][a-z]{2} \d{4}$/ });
      await expect(monthTicks.first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
