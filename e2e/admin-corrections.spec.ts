import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';
import { newCredentials, register } from './fixtures/users';

// A busy shared machine: screens may take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`Corrections at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a suggestion approved as a known beer is listed as a learned alias; the admin removes it', async ({
      page,
      browser,
    }) => {
      const phone = viewport.width < 600;
      // A member's "Suggest this beer", sent as the site sends it.
      const text = `TORPEDO XTRA ${viewport.width} ${Date.now() % 1_000_000}`;
      const member = await browser.newContext();
      const memberPage = await member.newPage();
      await register(memberPage, newCredentials('corrector'));
      expect((await memberPage.request.post('/api/suggestions', { data: { text } })).ok()).toBe(
        true,
      );
      await member.close();

      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/suggestions');
      const item = (t: string) =>
        phone
          ? page.getByRole('listitem').filter({ hasText: t })
          : page.getByRole('row').filter({ hasText: t });
      await item(text).getByRole('button', { name: 'It is a known beer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Catalogue beer').fill('Torpedo');
      await page.getByRole('option', { name: /Torpedo Extra IPA/ }).click();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('Suggestion accepted')).toBeVisible();

      await page.goto('/admin/learned-aliases');
      await expect(page.getByRole('heading', { name: 'Corrections' })).toBeVisible();
      const alias = item(text);
      await expect(alias).toContainText('Sierra Nevada Brewing Co. — Torpedo Extra IPA');
      await expectNoSidewaysScroll(page);

      await alias.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('dialog')).toContainText(
        'Scans will no longer read this label text as Sierra Nevada Brewing Co. — Torpedo Extra IPA.',
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Remove alias' }).click();
      await expect(page.getByText('Alias removed')).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
      // Read back after a reload: it is gone from the server, not only from the screen.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Corrections' })).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
    });
  });
}
