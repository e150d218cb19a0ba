import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';
import { newCredentials, register, runOperation } from './fixtures/users';

// The coupons, redemptions and emails tabs at 1280 and 375 px (issue 17: lists become simple
// lists on a phone, nothing scrolls sideways).

const expect = baseExpect.configure({ timeout: 15_000 });
// A sign-in and several console pages on a busy machine: seconds apiece.
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`Console at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 600;

    test('Coupons: create a batch; its codes are shown and listed', async ({ page }) => {
      const admin = await createAdmin('cphone');
      await signInToConsole(page, admin);
      await page.goto('/admin/coupons');
      await page.getByRole('link', { name: 'Create batch' }).click();
      const batch = `E2E ${viewport.width} ${admin.username}`;
      await page.getByLabel('Batch name').fill(batch);
      await page.getByLabel('Number of codes').fill('2');
      await page.getByLabel('Code prefix').fill('PH');
      await page.getByLabel('Discount type').click();
      await page.getByRole('option', { name: 'percentage' }).click();
      await page.getByLabel('Percentage off').fill('15');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`Created 2 coupons in batch “${batch}”`)).toBeVisible();
      const shown = (await page.getByLabel('New coupon codes').innerText()).trim().split('\n');
      expect(shown).toHaveLength(2);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: 'Back to coupons' }).click();
      await page.getByRole('combobox', { name: 'Batch' }).click();
      await page.getByRole('option', { name: batch }).click();
      for (const code of shown) {
        const item = phone
          ? page.getByRole('listitem').filter({ hasText: code })
          : page.getByRole('row').filter({ hasText: code });
        await expect(item).toContainText('15%');
        await expect(item).toContainText('Active');
        await expect(item.getByRole('button', { name: 'Deactivate' })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
    });

    test('Redemptions: a member’s redemption shows their username and the code', async ({
      page,
      browser,
    }) => {
      const batch = `E2E redeem ${viewport.width} ${Date.now()}`;
      const [coupon] = await runOperation('coupons.create', {
        count: 1,
        discountType: 'yearly',
        batchName: batch,
      });
      const code = coupon!.code;

      const member = await browser.newContext();
      const memberPage = await member.newPage();
      const who = await register(memberPage, newCredentials('redeemer'));
      await memberPage.goto('/premium');
      await memberPage.getByLabel('Coupon code', { exact: true }).fill(code);
      await memberPage.getByRole('button', { name: 'Redeem' }).click();
      await expect(memberPage.getByText('Coupon redeemed', { exact: true })).toBeVisible();
      await member.close();

      const admin = await createAdmin('rphone');
      await signInToConsole(page, admin);
      await page.goto('/admin/coupon-redemptions');
      await page.getByPlaceholder('Search username, e-mail or code').fill(who.username);
      const item = phone
        ? page.getByRole('listitem').filter({ hasText: who.username })
        : page.getByRole('row').filter({ hasText: who.username });
      await expect(item).toContainText(code);
      await expect(item).toContainText(who.email);
      await expectNoSidewaysScroll(page);
    });

    test('Emails: a test e-mail is listed and opens as rendered', async ({ page }) => {
      const admin = await createAdmin('mphone');
      await signInToConsole(page, admin);
      await page.goto('/admin/emails');
      const to = `ops.${viewport.width}.${admin.username}@example.com`;
      const form = page.getByRole('form', { name: 'Send a test e-mail' });
      await form.getByLabel('E-mail').fill(to);
      await form.getByLabel('Username').fill('Ops');
      await form.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Email sent successfully!')).toBeVisible();

      const item = phone
        ? page.getByRole('link').filter({ hasText: to })
        : page.getByRole('row').filter({ hasText: to });
      await expect(item).toContainText('test_email');
      await expectNoSidewaysScroll(page);
      await item.click();
      const frame = page.locator('iframe[title="Rendered e-mail"]');
      await expect(frame.contentFrame().getByText('Hi Ops,')).toBeVisible();
    });
  });
}
