import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe/server';
import { ensurePremiumPrice } from './setup';
import { premiumPriceId, stripeClient } from './stripe-client';
import { loadConfig } from '../config';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe('beerscout stripe setup', () => {
  it('creates the $4.99 monthly price once, and the server finds it by its lookup key', async () => {
    const stripe = stripeClient('sk_test_setup', fake.url);
    const first = await ensurePremiumPrice(stripe);
    expect(first.created).toBe(true);
    expect(fake.object(first.priceId)).toMatchObject({
      unit_amount: 499,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'beerscout_premium_monthly',
    });
    const again = await ensurePremiumPrice(stripe);
    expect(again).toEqual({ priceId: first.priceId, created: false });
    expect(fake.objects('price')).toHaveLength(1);
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(await premiumPriceId(stripe, config)).toBe(first.priceId);
    const pinned = loadConfig({ NODE_ENV: 'test', STRIPE_PRICE_ID: 'price_pinned' });
    expect(await premiumPriceId(stripe, pinned)).toBe('price_pinned');
  });
});
