import type { Config } from '../config';
import type { Db } from '../db/client';
import { stripeKeys } from '../payments/stripe-client';

/** Card payments are set up: Stripe keys in the environment or saved in the console. */
export async function paymentsConfigured(db: Db, config: Config): Promise<boolean> {
  return Boolean(await stripeKeys(db, config));
}
