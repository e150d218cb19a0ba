import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';
import { dismissTips, uploadPhoto } from './fixtures/scan-helpers';
import { newCredentials, register } from './fixtures/users';
import { shelfPhoto } from '@api/testing/photos';

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
      await expect(page.getByRole('heading', { name: 'Corrections', exact: true })).toBeVisible();
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
      await expect(page.getByRole('heading', { name: 'Corrections', exact: true })).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);
    });

    test('a suggestion approved as a known beer: the next scan of that label names the beer', async ({
      page,
      browser,
    }) => {
      const phone = viewport.width < 600;
      // Made-up words no catalogue beer has, under a real brewery: only the alias can match.
      const text = phone ? 'Zaffrine Kestrelune' : 'Quorvel Brindlemoss';
      const label = await shelfPhoto([{ brewery: 'Sierra Nevada', name: text }]);
      const cards = (p: typeof page) => p.locator('article[id^="beer-card-"]');

      const member = await browser.newContext();
      const memberPage = await member.newPage();
      await register(memberPage, newCredentials('labeller'));
      await dismissTips(memberPage);
      await uploadPhoto(memberPage, label);
      await expect(memberPage.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
        timeout: 60_000,
      });
      // Before: the label is read but names no beer.
      await expect(memberPage.getByRole('region', { name: 'Not recognised' })).toContainText(
        new RegExp(text.split(' ')[1]!, 'i'),
      );
      await expect(cards(memberPage).filter({ hasText: 'Torpedo Extra IPA' })).toHaveCount(0);
      expect((await memberPage.request.post('/api/suggestions', { data: { text } })).ok()).toBe(
        true,
      );

      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/suggestions');
      const item = phone
        ? page.getByRole('listitem').filter({ hasText: text })
        : page.getByRole('row').filter({ hasText: text });
      await item.getByRole('button', { name: 'It is a known beer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Catalogue beer').fill('Torpedo');
      await page.getByRole('option', { name: /Torpedo Extra IPA/ }).click();
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('Suggestion accepted')).toBeVisible();
      await expectNoSidewaysScroll(page);

      // After: the member scans the same label again and the results name the beer.
      await memberPage.getByRole('button', { name: 'New Scan' }).click();
      await expect(memberPage.getByRole('heading', { name: 'Scan Beer' })).toBeVisible();
      await uploadPhoto(memberPage, label);
      await expect(memberPage.getByRole('heading', { name: 'Analysis Results' })).toBeVisible({
        timeout: 60_000,
      });
      await expect(cards(memberPage).filter({ hasText: 'Torpedo Extra IPA' })).toBeVisible();
      await member.close();
    });
  });
}
