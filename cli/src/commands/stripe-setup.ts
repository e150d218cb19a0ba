import { Command } from 'commander';
import { z } from 'zod';
import { loadCliConfig } from '../lib/config';
import { CliError } from '../lib/errors';
import { parseOptions } from '../lib/options';

const OptionsSchema = z.object({});

export function stripeSetupCommand(): Command {
  return new Command('setup')
    .description('Create the Premium product and its $4.99 monthly price in Stripe (once)')
    .addHelpText(
      'after',
      `
Uses STRIPE_SECRET_KEY. Running it again finds the price it made (lookup key
beerscout_premium_monthly) and creates nothing. The server finds that price itself;
STRIPE_PRICE_ID is only needed for another price. See docs/payments.md.

Example:
  $ STRIPE_SECRET_KEY=sk_test_... npx beerscout stripe setup`,
    )
    .action(async (options: unknown) => {
      parseOptions(OptionsSchema, options);
      const config = loadCliConfig();
      if (!config.stripe.secretKey) {
        throw new CliError(
          'STRIPE_SECRET_KEY is not set: give the secret key of your Stripe account.',
        );
      }
      // Loaded here, not at start: other commands need not load the Stripe SDK.
      const { stripeClient } = await import('@api/payments/stripe-client');
      const { ensurePremiumPrice } = await import('@api/payments/setup');
      const stripe = stripeClient(config.stripe.secretKey, config.stripe.apiUrl);
      const { priceId, created } = await ensurePremiumPrice(stripe);
      console.log(
        created ? `Created the Premium price: ${priceId}` : `The Premium price exists: ${priceId}`,
      );
    });
}
