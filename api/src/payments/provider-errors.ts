import Stripe from 'stripe';
import { AppError } from '../errors';

/** Stripe refusing or unreachable is the provider's failure (502), said as such, never a 500. */
export async function providerErrors(_ctx: unknown, next: () => Promise<unknown>) {
  try {
    await next();
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    console.error(`Stripe: ${err.type} ${err.code ?? ''} ${err.message}`);
    throw new AppError(
      502,
      'payment_provider_error',
      'The payment provider could not complete this. Please try again.',
    );
  }
}
