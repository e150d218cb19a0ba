import { expect as baseExpect, test } from '@playwright/test';
import { createAdmin, expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';

// A busy shared machine: screens may take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`Catalogue at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a member suggests a beer; the admin adds it; it is then in the catalogue', async ({
      page,
      browser,
    }) => {
      const brewery = `Queue Brewing ${viewport.width}${Date.now() % 100000}`;
      // A member's suggestion, sent as the site sends it.
      const member = await browser.newContext();
      const memberPage = await member.newPage();
      const { register, newCredentials } = await import('./fixtures/users');
      await register(memberPage, newCredentials('suggester'));
      const text = `${brewery.toUpperCase()} NIGHT PORTER`;
      const sent = await memberPage.request.post('/api/suggestions', { data: { text } });
      expect(sent.ok()).toBe(true);
      await member.close();

      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/suggestions');
      await expect(page.getByText(text)).toBeVisible();
      await expectNoSidewaysScroll(page);
      const row =
        viewport.width < 600
          ? page.getByRole('listitem').filter({ hasText: text })
          : page.getByRole('row').filter({ hasText: text });
      await row.getByRole('button', { name: 'Add as new beer' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Night Porter');
      await dialog.getByLabel('Brewery').fill(brewery);
      await dialog.getByRole('button', { name: 'Add beer' }).click();
      await expect(page.getByText('Beer added')).toBeVisible();

      await page.goto('/admin/beers');
      await page.getByPlaceholder('Search name or brewery').fill(brewery);
      await expect(page.getByText('Night Porter')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test('an admin imports a catalogue CSV and reads each line’s result; the beer is then listed', async ({
      page,
    }) => {
      const brewery = `Csv Brewing ${viewport.width}${Date.now() % 100000}`;
      const csv = ['name,brewery,style,abv', `Harbour Mild,${brewery},Mild,3.4`, `,${brewery},,`];
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/beers');
      await page.getByLabel('Catalogue CSV file').setInputFiles({
        name: 'harbour.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv.join('\n')),
      });
      await expect(page.getByText('1 added, 0 updated, 1 rejected.')).toBeVisible();
      const lines = page.getByRole('table', { name: 'Lines of the file' });
      await expect(lines.getByRole('row').filter({ hasText: 'rejected' })).toContainText('3');
      await expect(lines.getByRole('row').filter({ hasText: 'added' })).toContainText(
        `${brewery} — Harbour Mild`,
      );
      await expectNoSidewaysScroll(page);

      await page.getByPlaceholder('Search name or brewery').fill(brewery);
      const listed =
        viewport.width < 600
          ? page.getByRole('listitem').filter({ hasText: 'Harbour Mild' })
          : // The catalogue's row, not the import's line for the same beer.
            page
              .getByRole('row')
              .filter({ hasText: 'Harbour Mild' })
              .filter({ hasText: 'verified' });
      await expect(listed).toContainText(brewery);
    });
  });
}
