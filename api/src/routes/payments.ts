import { signedInRouter } from './router';
import type { AppDeps } from '../deps';
import { mailSettings } from '../mail/send-mail';
import { providerErrors } from '../payments/provider-errors';
import {
  paymentsUnavailable,
  premiumPriceId,
  requireStripe,
  stripeKeys,
} from '../payments/stripe-client';
import {
  billingPortalUrl,
  createSubscription,
  currentSubscription,
  setCancelAtPeriodEnd,
  verifyPayment,
  type PaymentContext,
} from '../payments/subscriptions';
import { planOf } from '../policies';
import { presentSubscription } from '../presenters/subscription';

/** The Premium page's calls (spec 7): keys, subscribe, verify, and Manage Subscription. */
export function paymentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const paths = [
    '/stripe-public-key',
    '/create-subscription',
    '/verify-payment-success',
    '/subscription',
  ];
  const router = signedInRouter({ paths });
  router.use(paths, providerErrors);
  const context = async (): Promise<PaymentContext> => ({
    db,
    stripe: await requireStripe(db, config),
    mail: mailSettings(config),
    now: deps.now(),
  });

  router.get('/stripe-public-key', async (ctx) => {
    const keys = await stripeKeys(db, config);
    if (!keys) throw paymentsUnavailable();
    ctx.body = { publicKey: keys.publishableKey };
  });

  router.post('/create-subscription', async (ctx) => {
    const payment = await context();
    const price = await premiumPriceId(payment.stripe, config);
    ctx.body = await createSubscription(payment, price, ctx.state.user);
  });

  router.post('/verify-payment-success', async (ctx) => {
    const payment = await context();
    const { user, status } = await verifyPayment(payment, ctx.state.user);
    ctx.body = { success: planOf(user, payment.now) === 'premium', status };
  });

  router.get('/subscription', async (ctx) => {
    ctx.body = presentSubscription(await currentSubscription(await context(), ctx.state.user));
  });

  router.post('/subscription/cancel', async (ctx) => {
    const sub = await setCancelAtPeriodEnd(await context(), ctx.state.user, true);
    ctx.body = presentSubscription(sub);
  });

  router.post('/subscription/resume', async (ctx) => {
    const sub = await setCancelAtPeriodEnd(await context(), ctx.state.user, false);
    ctx.body = presentSubscription(sub);
  });

  router.post('/subscription/portal', async (ctx) => {
    const { baseUrl } = mailSettings(config);
    const url = await billingPortalUrl(await context(), ctx.state.user, `${baseUrl}/premium`);
    ctx.body = { url };
  });

  return router;
}
