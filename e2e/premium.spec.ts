import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { saveBeersViaApi } from './fixtures/collection';
import {
  endBillingPeriod,
  expectPaymentConfirmed,
  fakeStripe,
  payWithCard,
  routeStripe,
  stripeEvents,
  subscriptionOf,
} from './fixtures/stripe';
import { expectNoSidewaysScroll, signInToConsole, VIEWPORTS } from './fixtures/admin';
import { createAdmin, newCredentials, register } from './fixtures/users';

// Payments run against the loopback fake Stripe API that serve-product.mjs starts; the browser
// gets our fake Stripe.js. A payment takes a few round trips through both fakes.
test.describe.configure({ timeout: 90_000 });

async function upgrade(page: Page) {
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await expect(page.getByRole('region', { name: 'Payment details' })).toBeVisible();
}

const me = async (page: Page) =>
  (await (await page.request.get('/api/user')).json()) as {
    plan: string;
    entitlements: Record<string, boolean>;
  };

test('a free user upgrades, gets every premium feature, cancels, keeps premium to the period end, then is free', async ({
  page,
}) => {
  const stripeLoads = await routeStripe(page);
  await register(page);
  await page.goto('/collection');
  // Stripe.js is for the Premium page only.
  expect(stripeLoads).toEqual([]);

  await upgrade(page);
  expect(stripeLoads.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current Plan')).toBeVisible();
  await payWithCard(page);
  await expectPaymentConfirmed(page);
  // The query string is cleared once read.
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscription' })).toBeVisible();
  const manage = page.getByRole('region', { name: 'Premium Plan' });
  await expect(manage.getByText(/ for \$4\.99$/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Premium' }).getByText('Current Plan'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Have a coupon code?' })).toHaveCount(0);

  // Unlocked: custom categories, details, complete results.
  await saveBeersViaApi(page, ['Punk IPA']);
  await page.goto('/collection');
  const categories = page.getByRole('region', { name: 'Categories' });
  await expect(categories.getByLabel('Custom category name')).toBeVisible();
  await page
    .getByRole('article', { name: 'Punk IPA' })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Punk IPA' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await me(page)).entitlements).toEqual({
    viewDetails: true,
    customCategories: true,
    completeResults: true,
    styleRecommendations: true,
    prioritySupport: true,
  });

  // Cancel: premium stays until the end of the paid period.
  await page.goto('/premium');
  await manage.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(manage.getByText('Premium ends on')).toBeVisible();
  await expect(manage.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  expect((await me(page)).plan).toBe('premium');

  // The period ends: Stripe deletes the subscription and the webhook makes the user free.
  await endBillingPeriod(await subscriptionOf(page));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' }).getByText('Current Plan')).toBeVisible();
  expect((await me(page)).entitlements.viewDetails).toBe(false);
  await page.goto('/collection');
  await expect(
    page.getByRole('region', { name: 'Categories' }).getByLabel('Custom category name'),
  ).toHaveCount(0);
});

test('a declined card and an invalid CVC show the spec’s messages, and the user stays free', async ({
  page,
}) => {
  await routeStripe(page);
  await register(page);
  await upgrade(page);
  await payWithCard(page, { cvc: '12' });
  await expect(page.getByRole('alert')).toHaveText('Please check your card security code (CVC).');
  await payWithCard(page, { number: '4000 0000 0000 0002' });
  await expect(page.getByRole('alert')).toHaveText(
    'Your card was declined (generic_decline). Please try a different payment method.',
  );
  expect((await me(page)).plan).toBe('free');
});

test('replayed and forged webhooks change nothing', async ({ page, request }) => {
  await routeStripe(page);
  await register(page);
  await upgrade(page);
  await payWithCard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Subscription' })).toBeVisible();
  const subscription = await subscriptionOf(page);
  const { webhookSecret } = fakeStripe();
  const signer = new Stripe('sk_test_e2e_signer');
  const post = (payload: string, secret: string) =>
    request.post('/api/stripe/webhook', {
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
      data: payload,
    });

  // A forged "deleted" event, signed with a key that is not ours.
  const forged = JSON.stringify({
    id: 'evt_forged_e2e',
    object: 'event',
    type: 'customer.subscription.deleted',
    data: { object: { id: subscription, object: 'subscription', status: 'canceled' } },
  });
  const refused = await post(forged, 'whsec_not_ours');
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe('invalid_signature');
  expect((await me(page)).plan).toBe('premium');

  // The period ends after a cancel; replaying the old "paid" event must not bring premium back.
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Premium ends on')).toBeVisible();
  await endBillingPeriod(subscription);
  expect((await me(page)).plan).toBe('free');
  const paid = (await stripeEvents()).find(
    (e) => e.type === 'invoice.paid' && e.payload.includes(subscription),
  )!;
  const replay = await post(paid.payload, webhookSecret);
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toEqual({ received: true, duplicate: true });
  expect((await me(page)).plan).toBe('free');
});

// The subscriptions tab at 1280 and 375 px (issue 17): each run pays with a member of its own.
for (const viewport of VIEWPORTS) {
  test.describe(`Subscriptions tab at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 600;

    test('an admin sees the subscription as Active in the subscriptions tab and cancels it', async ({
      page,
      browser,
    }) => {
      const payer = await browser.newContext();
      const memberPage = await payer.newPage();
      await routeStripe(memberPage);
      const member = await register(memberPage, newCredentials('payer'));
      await upgrade(memberPage);
      await payWithCard(memberPage);
      await expect(
        memberPage.getByRole('heading', { level: 1, name: 'Manage Subscription' }),
      ).toBeVisible();

      const admin = await createAdmin('cashier');
      await signInToConsole(page, admin);
      // On a phone the menu is folded away; the tab's address is what an operator bookmarks.
      await page.goto('/admin/subscriptions');
      await page.getByPlaceholder('Search username or e-mail').fill(member.username);
      const item = phone
        ? page.getByRole('listitem').filter({ hasText: member.email })
        : page.getByRole('row').filter({ hasText: member.email });
      await expect(item).toHaveCount(1);
      if (phone) await expect(item).toContainText('Active');
      else await expect(item.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await item.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', {
        name: `Cancel ${member.username}'s subscription`,
      });
      await dialog.getByLabel(/reason/i).fill('Asked by e-mail');
      await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
      await expect(
        page.getByText(`${member.username}'s subscription will end with the paid period.`),
      ).toBeVisible();
      await expect(item.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // Read back on the site: the member's own Premium page now says when premium ends.
      await memberPage.reload();
      await expect(
        memberPage.getByRole('region', { name: 'Premium Plan' }).getByText('Premium ends on'),
      ).toBeVisible();
      await payer.close();
    });
  });
}

test('Style Recommendations are premium-only: locked for a free user, shown once premium', async ({
  page,
}) => {
  await routeStripe(page);
  await register(page);
  await page.goto('/collection');
  await expect(page.getByRole('region', { name: 'Premium Collection Features' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Style Recommendations' })).toHaveCount(0);
  const refused = await page.request.get('/api/beers/recommendations?style=Stout');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('premium_required');

  await upgrade(page);
  await payWithCard(page);
  await expectPaymentConfirmed(page);
  await page.goto('/collection');
  const recs = page.getByRole('region', { name: 'Style Recommendations' });
  await expect(recs).toBeVisible();
  await expect(page.getByRole('region', { name: 'Premium Collection Features' })).toHaveCount(0);
  await recs.getByLabel('Style').selectOption('Stout');
  // Real catalogue beers of the style (decisions.md 11), not sample text.
  await expect(recs.getByRole('listitem').filter({ hasText: /Stout/ }).first()).toBeVisible();
});
