import type { Context } from 'koa';
import { createRouter } from './router';
import type { AppDeps } from '../deps';
import { BadRequestError, PayloadTooLargeError, ServiceUnavailableError } from '../errors';
import { mailSettings } from '../mail/send-mail';
import { requireStripe } from '../payments/stripe-client';
import { handleStripeEvent, verifiedEvent } from '../payments/webhook';

const MAX_EVENT_BYTES = 512 * 1024;

/** The body exactly as sent: the signature is over these bytes, not over re-serialised JSON. */
async function rawBody(ctx: Context): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_EVENT_BYTES) throw new PayloadTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /api/stripe/webhook, mounted before the API's JSON body parser. Signed with
 * STRIPE_WEBHOOK_SECRET; each event id is handled once (payments/webhook.ts).
 */
export function stripeWebhookRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter();
  router.post('/stripe/webhook', async (ctx) => {
    const signature = ctx.get('Stripe-Signature');
    if (!signature) {
      throw new BadRequestError('A Stripe-Signature header is required.', 'signature_missing');
    }
    const secret = deps.config.stripe.webhookSecret;
    if (!secret) {
      throw new ServiceUnavailableError(
        'STRIPE_WEBHOOK_SECRET is not set, so no event can be checked.',
        'payments_unavailable',
      );
    }
    const stripe = await requireStripe(db, deps.config);
    const event = verifiedEvent(stripe, await rawBody(ctx), signature, secret);
    const handled = await handleStripeEvent(db, stripe, event, mailSettings(deps.config));
    ctx.body = { received: true, duplicate: !handled };
  });
  return router;
}
