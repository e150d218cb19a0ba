import { expect } from 'vitest';
import { startTestApp, type TestApp } from './app';
import { reloadUser, signedInUser } from './factories';
import { startFakeStripe, type FakeStripe } from './fake-stripe/server';

export const WEBHOOK_SECRET = 'whsec_test_beerscout';

/** The app with Stripe configured against a fresh loopback fake that delivers its webhooks. */
export async function startPaymentsApp(): Promise<{ app: TestApp; stripe: FakeStripe }> {
  const stripe = await startFakeStripe();
  const app = await startTestApp({ config: { stripe: stripeTestConfig(stripe) } });
  await createPremiumPrice(stripe);
  stripe.setWebhook({ url: `${app.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
  return { app, stripe };
}

/** Keys and address for an app that talks to `fake`. */
export const stripeTestConfig = (fake: FakeStripe) => ({
  secretKey: 'sk_test_beerscout',
  publishableKey: 'pk_test_beerscout',
  webhookSecret: WEBHOOK_SECRET,
  apiUrl: fake.url,
});

/** The product and price `beerscout stripe setup` would have made. */
export async function createPremiumPrice(fake: FakeStripe) {
  const product = await fetchForm(fake.url, '/v1/products', { name: 'BeerScout Premium' });
  await fetchForm(fake.url, '/v1/prices', {
    product: product.id as string,
    unit_amount: '499',
    currency: 'usd',
    'recurring[interval]': 'month',
    lookup_key: 'beerscout_premium_monthly',
  });
}

async function fetchForm(base: string, path: string, fields: Record<string, string>) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_beerscout',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** A user who has paid: subscribed, card confirmed in the fake, webhooks delivered. */
export async function paidUser(app: TestApp, stripe: FakeStripe) {
  const signed = await signedInUser(app);
  const res = await app.request('/api/create-subscription', {
    method: 'POST',
    token: signed.token,
  });
  expect(res.status).toBe(200);
  const { stripeSubscriptionId } = (await reloadUser(app.database.db, signed.user.id))!;
  expect(await stripe.pay(stripeSubscriptionId!)).toBe(200);
  return { ...signed, subId: stripeSubscriptionId! };
}
