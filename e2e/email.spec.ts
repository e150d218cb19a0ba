import { expect, test } from '@playwright/test';
import { linksIn, waitForMail } from './fixtures/mail';
import { createAdmin, newCredentials, register } from './fixtures/users';

test('registering sends the welcome e-mail, and its link opens the scanner', async ({ page }) => {
  // The background job sends within a few seconds of registering.
  test.setTimeout(60_000);
  const who = await register(page, newCredentials('welcome'));
  const mail = await waitForMail(who.email, 'Welcome to BeerScout');
  expect(mail.text).toContain(`Hi ${who.firstName},`);
  const scan = linksIn(mail).find((link) => new URL(link).pathname === '/app');
  expect(scan).toBeDefined();
  await page.goto(scan!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  expect((await page.request.get(scan!)).status()).toBe(200);
});

test('an admin sends a test e-mail from the console and sees it in the emails tab', async ({
  page,
}) => {
  // A sign-in and two pages of the console on a busy machine.
  test.setTimeout(90_000);
  const admin = await createAdmin('mailer');
  await page.goto('/admin');
  await page.getByLabel(/username/i).fill(admin.username);
  await page.getByLabel(/password/i).fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('menuitem', { name: 'Emails' }).click();

  const to = `ops.${admin.username}@example.com`;
  const form = page.getByRole('form', { name: 'Send a test e-mail' });
  await form.getByLabel('E-mail').fill(to);
  await form.getByLabel('Username').fill('Ops');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: to });
  await expect(row).toContainText('test_email');
  await expect(row).toContainText('sent');
  const mail = await waitForMail(to, 'BeerScout test e-mail (welcome)');
  expect(mail.text).toContain('Hi Ops,');

  // Opened, it shows the message as rendered, in a sandboxed frame.
  await row.click();
  const frame = page.locator('iframe[title="Rendered e-mail"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByText('Hi Ops,')).toBeVisible();
});
