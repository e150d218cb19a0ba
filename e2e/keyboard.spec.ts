import { expect, test, type Page } from '@playwright/test';
import { analyzeViaApi, dismissTips, uploadPhoto } from './fixtures/scan-helpers';
import { bigShelfPhoto } from './fixtures/scan-photos';
import { register } from './fixtures/users';

test.setTimeout(90_000);

type Reached = { label: string; ring: boolean };

/**
 * Presses Tab through the whole page from the top. Returns the visible controls that Tab never
 * reached, and the ones it reached with no visible focus ring (outline or box-shadow).
 */
async function tabThrough(page: Page) {
  const controls = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const all = [...document.querySelectorAll(selector)].filter(visible);
    all.forEach((el, i) => el.setAttribute('data-kb', String(i)));
    return all.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim());
  });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Map<number, Reached>();
  // Tab starts from wherever the browser's focus starting point was left (a closed toast, the
  // upload input), not always the top: twice round every control, plus the skip link and the
  // browser's own stops, reaches each one from any starting point. Pressing more cannot reach a
  // control Tab skips, so the check is as strict as before.
  for (let i = 0; i < 2 * controls.length + 10; i++) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        index: el.getAttribute('data-kb'),
        label: (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim(),
        ring: outline || style.boxShadow !== 'none',
      };
    });
    if (now?.index != null) reached.set(Number(now.index), { label: now.label, ring: now.ring });
  }
  const unreached = controls.filter((_, i) => !reached.has(i));
  const withoutRing = [...reached.values()].filter((r) => !r.ring).map((r) => r.label);
  return { count: controls.length, unreached, withoutRing };
}

/**
 * Closes any notice left by the step before (e.g. "Registration successful"), as a person would:
 * a toast that vanishes on its own half way through the walk would count as never reached.
 */
async function closeToasts(page: Page) {
  const notifications = page.getByRole('region', { name: /Notifications/ });
  for (const close of await notifications.getByRole('button', { name: 'Close' }).all()) {
    await close.click().catch(() => undefined); // it may have closed by itself meanwhile
  }
  await expect(notifications.locator('li')).toHaveCount(0);
}

async function expectAllReachable(page: Page) {
  await closeToasts(page);
  const { count, unreached, withoutRing } = await tabThrough(page);
  expect(count).toBeGreaterThan(3);
  expect(unreached, 'controls Tab never reaches').toEqual([]);
  expect(withoutRing, 'controls with no visible focus').toEqual([]);
}

for (const width of [375, 1280]) {
  test(`at ${width} px every control of the scanner, results and Memory Lane takes focus with a visible ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await register(page);
    await dismissTips(page);
    await expectAllReachable(page);

    // Recognition takes seconds on a busy machine: wait for the answer, then for the screen.
    const answered = page.waitForResponse('**/api/analyze');
    await uploadPhoto(page, await bigShelfPhoto());
    await answered;
    await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
    await expectAllReachable(page);

    await analyzeViaApi(page, await bigShelfPhoto());
    await page.goto('/timeline');
    await expect(page.getByTestId('session-card').first()).toBeVisible();
    await expectAllReachable(page);
  });
}
