import { expect, test } from '@playwright/test';
import { beerscout, newCredentials, register } from './fixtures/users';

test('`beerscout admin create` makes an admin who signs in to /admin and sees the users', async ({
  page,
}) => {
  const member = await register(page, newCredentials('member'));
  const admin = newCredentials('boss');
  const { stdout } = await beerscout(
    'admin',
    'create',
    '--username',
    admin.username,
    '--email',
    admin.email,
    '--password',
    admin.password,
  );
  expect(stdout).toContain(admin.username);

  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel(/username/i).fill(admin.username);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('menuitem', { name: /users/i }).click();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
});

test('a member who is not an admin cannot use /admin', async ({ page }) => {
  const member = await register(page, newCredentials('plain'));
  await page.context().clearCookies();
  await page.goto('/admin');
  await page.getByLabel(/username/i).fill(member.username);
  await page.getByLabel(/password/i).fill(member.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByText('This account is not an administrator.')).toBeVisible();
});
