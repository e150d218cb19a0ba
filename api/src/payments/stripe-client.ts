import Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '@common/schemas/payments';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ServiceUnavailableError } from '../errors';
import { getSetting } from '../services/settings';

/** The price `beerscout stripe setup` creates carries this lookup key, so it is found again. */
export const PREMIUM_PRICE_LOOKUP_KEY = 'beerscout_premium_monthly';
export const PREMIUM_PRICE_CENTS = 499;

export type StripeKeys = { secretKey: string; publishableKey: string };

/** 503 `payments_unavailable`: no keys, or no price to sell. */
export const paymentsUnavailable = () =>
  new ServiceUnavailableError(PAYMENTS_UNAVAILABLE_MESSAGE, 'payments_unavailable');

/**
 * The keys in force: an environment variable wins, then what an admin saved in the console
 * (decisions.md 18). No fallback key ever (decisions.md 8): undefined when either is missing.
 */
export async function stripeKeys(db: Db, config: Config): Promise<StripeKeys | undefined> {
  const secretKey = config.stripe.secretKey ?? (await getSetting(db, 'stripeSecretKey'));
  const publishableKey = config.stripe.publishableKey ?? (await getSetting(db, 'stripePublicKey'));
  return secretKey && publishableKey ? { secretKey, publishableKey } : undefined;
}

const clients = new Map<string, Stripe>();

/** One SDK client per key and API address; STRIPE_API_URL points it at our loopback fake. */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const cacheKey = `${apiUrl ?? ''} ${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const url = apiUrl ? new URL(apiUrl) : undefined;
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      telemetry: false,
      ...(url
        ? {
            host: url.hostname,
            port: url.port || (url.protocol === 'https:' ? 443 : 80),
            protocol: url.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** The SDK client, or 503 `payments_unavailable` when no keys are configured. */
export async function requireStripe(db: Db, config: Config): Promise<Stripe> {
  const keys = await stripeKeys(db, config);
  if (!keys) throw paymentsUnavailable();
  return stripeClient(keys.secretKey, config.stripe.apiUrl);
}

/** STRIPE_PRICE_ID, or the active price `beerscout stripe setup` made. */
export async function premiumPriceId(stripe: Stripe, config: Config): Promise<string> {
  if (config.stripe.priceId) return config.stripe.priceId;
  const prices = await stripe.prices.list({
    lookup_keys: [PREMIUM_PRICE_LOOKUP_KEY],
    active: true,
    limit: 1,
  });
  const price = prices.data[0];
  if (!price) throw paymentsUnavailable();
  return price.id;
}
