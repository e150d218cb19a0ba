import { expect, test } from '@playwright/test';
import { newCredentials, registerThroughForm } from './fixtures/users';

test('a newcomer creates an account, signs out, and signs in again with the e-mail', async ({
  page,
}) => {
  const who = await registerThroughForm(page, newCredentials('newcomer'));
  await expect(page.getByText('Registration successful', { exact: true }).first()).toBeVisible();
  // A first visit opens the scanning tips over the scanner.
  await page.getByRole('button', { name: 'Got it, Start Scanning!' }).click();
  await expect(page.getByRole('heading', { name: 'Scan Beer' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(
    page.getByText('You have been successfully logged out.', { exact: true }).first(),
  ).toBeVisible();

  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill(who.email.toUpperCase());
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByText(`Welcome back, ${who.firstName}`, { exact: true }).first(),
  ).toBeVisible();
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill('nobody-here');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await expect(page.getByText('Login failed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Invalid username or password', { exact: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the create-account form shows the spec messages before sending anything', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Password', { exact: true }).fill('123');
  await page.getByLabel('Confirm password').fill('1234');
  await page.getByRole('button', { name: 'Create Account' }).last().click();
  await expect(
    page.getByText('Password must be at least 6 characters', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('Passwords do not match', { exact: true }).first()).toBeVisible();
});

test('guests are sent to sign in from signed-in pages', async ({ page }) => {
  await page.goto('/collection');
  await expect(page).toHaveURL(/\/auth/);
});

test('an unknown path shows the 404 screen with a 404 status', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }).first(),
  ).toBeVisible();
});

test('a tab tapped before the page has its scripts still opens that tab, and sign-in waits for them', async ({
  page,
}) => {
  // As on a slow phone: the prerendered page is on screen, its scripts not yet run.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.getByLabel('Username or e-mail')).toBeDisabled();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Username', { exact: true })).toBeDisabled();

  // With its scripts the tabs switch in place and the form can be filled.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.getByLabel('Username', { exact: true })).toBeEnabled();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);
  await expect(page.getByLabel('Username or e-mail')).toBeEnabled();
});
