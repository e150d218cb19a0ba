import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { shelfPhoto } from '@api/testing/photos';
import { rateViaApi, saveBeersViaApi } from './fixtures/collection';
import { analyzeViaApi, dismissTips, expectNoHorizontalScroll } from './fixtures/scan-helpers';
import { ROW_ONE } from './fixtures/scan-photos';
import { screen } from './fixtures/screens';
import { register } from './fixtures/users';

test.setTimeout(90_000);

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).last().click();
}

async function expectLoginRefused(page: Page) {
  await expect(page.getByText('Login failed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Invalid username or password', { exact: true }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

async function openSecurity(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
}

/** Clicks a download link and returns the file's name and text, as saved on the user's disk. */
async function download(page: Page, link: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('export: the JSON and CSV files hold the collection, ratings and scans', async ({ page }) => {
  const who = await register(page);
  await dismissTips(page);
  await analyzeViaApi(page, await shelfPhoto(ROW_ONE));
  const { Isaac: isaac } = await saveBeersViaApi(page, ['Isaac']);
  await rateViaApi(page, isaac!, 4.5, 'Cloudy and soft.');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your Data' }).click();
  await expect(page.getByRole('heading', { name: 'Export your data' })).toBeVisible();

  const json = await download(page, 'Download JSON');
  expect(json.name).toMatch(/^beerscout-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(json.text);
  expect(data.user).toMatchObject({
    username: who.username,
    email: who.email,
    firstName: who.firstName,
  });
  expect(data.collection).toEqual([
    expect.objectContaining({ beer: 'Isaac', brewery: 'Baladin', style: 'Witbier' }),
  ]);
  expect(data.ratings).toEqual([
    expect.objectContaining({ beer: 'Isaac', rating: 4.5, review: 'Cloudy and soft.' }),
  ]);
  expect(data.analyses).toHaveLength(1);
  expect(data.analyses[0].imageType).toBe('shelf');
  expect(data.analyses[0].beers).toContain('Punk IPA (BrewDog)');

  const csv = await download(page, 'Download CSV');
  expect(csv.name).toMatch(/^beerscout-export-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'record,date,beer,brewery,style,rating,review_or_notes,category,tasting_date,image_type,beers_found',
  );
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.startsWith('"collection"'))).toContain('"Isaac","Baladin","Witbier"');
  expect(lines.find((l) => l.startsWith('"rating"'))).toContain('"4.5","Cloudy and soft."');
  expect(lines.find((l) => l.startsWith('"analysis"'))).toContain('Punk IPA (BrewDog)');
});

test('change password: other devices are signed out, the old one fails, the new one works', async ({
  page,
  browser,
}) => {
  const who = await register(page);
  await dismissTips(page);
  const newPassword = `${who.password}-new`;

  // The same person signed in on another device.
  const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await elsewhere.newPage();
  await signIn(other, who.username, who.password);
  await expect(other).toHaveURL(/\/app$/);

  await openSecurity(page);
  const form = page.getByRole('form', { name: 'Change Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    form.getByText('Your current password is not correct.', { exact: true }),
  ).toBeVisible();

  await form.getByLabel('Current password').fill(who.password);
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Your other devices have been signed out.', { exact: true }).first(),
  ).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This device stays in; the other one is sent to sign in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await other.goto('/collection');
  await expect(other).toHaveURL(/\/auth/);
  await elsewhere.close();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(
    page.getByText('You have been successfully logged out.', { exact: true }).first(),
  ).toBeVisible();
  await signIn(page, who.username, who.password);
  await expectLoginRefused(page);
  await signIn(page, who.username, newPassword);
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByText(`Welcome back, ${who.firstName}`, { exact: true }).first(),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`delete account: it asks to confirm and needs the password, then signing in with it fails (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const who = await register(page);
    await dismissTips(page);
    await saveBeersViaApi(page, ['Isaac']);

    await openSecurity(page);
    const form = page.getByRole('form', { name: 'Delete Account' });
    const confirm = form.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await form.getByLabel('Password to confirm').fill('not-my-password');
    await confirm.click();
    // A second step asks whether they mean it; keeping the account changes nothing.
    const sure = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(sure).toBeVisible();
    await expect(sure.getByRole('button', { name: 'Yes, delete everything' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await screen(page, 'account-delete-confirm');
    await sure.getByRole('button', { name: 'Keep my account' }).click();
    await expect(sure).toBeHidden();
    await confirm.click();
    await sure.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(
      form.getByText('Your current password is not correct.', { exact: true }),
    ).toBeVisible();
    // Refused: the account and its collection are still there.
    await page.goto('/collection');
    await expect(page.getByRole('article', { name: 'Isaac' })).toBeVisible();

    await openSecurity(page);
    await form.getByLabel('Password to confirm').fill(who.password);
    await confirm.click();
    await sure.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect(page.getByText('Account deleted', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByText('Your account and all its data are gone.', { exact: true }).first(),
    ).toBeVisible();

    await page.goto('/collection');
    await expect(page).toHaveURL(/\/auth/);
    await signIn(page, who.username, who.password);
    await expectLoginRefused(page);
    await signIn(page, who.email, who.password);
    await expectLoginRefused(page);
  });
}
