import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';

// A busy shared machine: screens may take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });
import { createAdmin, expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';

test.describe.configure({ timeout: 90_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`Retailer sites at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('create a site, rotate its key, upload an inventory and read each row back', async ({
      page,
    }) => {
      const admin = await createAdmin();
      await signInToConsole(page, admin);
      await page.goto('/admin/sites/create');
      const name = `Shop ${viewport.width} ${Date.now()}`;
      await page.getByLabel('Name').fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(name).first()).toBeVisible();
      const key = page.getByText(/^pk_live_[0-9A-Za-z]{24}$/).first();
      const oldKey = await key.textContent();

      await page.getByRole('button', { name: 'Rotate key' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Rotate key' }).click();
      const fresh = page.getByText(/New key \(copy it now\)/);
      await expect(fresh).toBeVisible();
      await expect(fresh).not.toContainText(oldKey!);

      await page.getByRole('tab', { name: 'Inventory' }).click();
      const csv = path.join(tmpdir(), `inventory-${viewport.width}.csv`);
      await writeFile(
        csv,
        'sku,name,brewery,price,currency\nX1,Not A Real Beer,Nobody,3.50,EUR\nX2,Bad,Price,cheap,EUR\n',
      );
      await page.getByLabel('Inventory CSV file').setInputFiles(csv);
      await expect(page.getByText(/0 added, .* 1 unmatched, 1 rejected/)).toBeVisible();
      const table = page.getByRole('table', { name: 'Rows of the file' });
      await expect(table.getByText('unmatched')).toBeVisible();
      await expect(table.getByText('price must be a number like 4.50')).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole('tab', { name: 'Stats' }).click();
      await expect(page.getByText(/scans in the last 30 days/)).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
