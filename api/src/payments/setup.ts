import type Stripe from 'stripe';
import { PREMIUM_PRICE_CENTS, PREMIUM_PRICE_LOOKUP_KEY } from './stripe-client';

/**
 * `beerscout stripe setup`: the Premium product and its $4.99 monthly price, made once. A price
 * with our lookup key already there is reused, so running it again creates nothing.
 */
export async function ensurePremiumPrice(
  stripe: Stripe,
): Promise<{ priceId: string; created: boolean }> {
  const existing = await stripe.prices.list({
    lookup_keys: [PREMIUM_PRICE_LOOKUP_KEY],
    active: true,
    limit: 1,
  });
  if (existing.data[0]) return { priceId: existing.data[0].id, created: false };
  const product = await stripe.products.create(
    { name: 'BeerScout Premium' },
    { idempotencyKey: 'beerscout-premium-product' },
  );
  const price = await stripe.prices.create(
    {
      product: product.id,
      unit_amount: PREMIUM_PRICE_CENTS,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: PREMIUM_PRICE_LOOKUP_KEY,
    },
    { idempotencyKey: 'beerscout-premium-price' },
  );
  return { priceId: price.id, created: true };
}
