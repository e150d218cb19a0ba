import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, couponRedemptions, coupons, emailOutbox, stripeEvents } from '../db/schema';
import { applyOwedDiscounts } from '../payments/discounts';
import { requireStripe } from '../payments/stripe-client';
import { startTestApp, type TestApp } from '../testing/app';
import { reloadUser, signedInUser } from '../testing/factories';
import type { FakeStripe } from '../testing/fake-stripe/server';
import { paidUser, startPaymentsApp } from '../testing/payments';
import { usagePeriodFor } from '../services/usage';

let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  ({ app, stripe } = await startPaymentsApp());
}, 60_000);
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const mailsTo = async (to: string) =>
  (await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).map(
    (m) => m.kind,
  );

const premiumUser = () => paidUser(app, stripe);

describe('without Stripe keys', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp();
  });
  afterAll(() => bare.close());

  it('says payments are unavailable, with no fallback key', async () => {
    const { token } = await signedInUser(bare);
    for (const [method, path] of [
      ['GET', '/api/stripe-public-key'],
      ['POST', '/api/create-subscription'],
    ] as const) {
      const res = await bare.request(path, { method, token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'payments_unavailable',
        message: 'Card payment is not configured yet. Coupons still work.',
      });
    }
  });

  it('uses the keys an admin saved when the environment has none', async () => {
    const { token } = await signedInUser(bare);
    await bare.database.db.insert(appSettings).values([
      { key: 'stripePublicKey', value: 'pk_test_saved' },
      { key: 'stripeSecretKey', value: 'sk_test_saved' },
    ]);
    const res = await bare.request('/api/stripe-public-key', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: 'pk_test_saved' });
    await bare.database.db.delete(appSettings);
  });

  it('refuses a webhook without a signature before anything else', async () => {
    const res = await bare.request('/api/stripe/webhook', { body: { id: 'evt_1' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('signature_missing');
  });
});

describe('upgrading with a card', () => {
  it('needs a signed-in user', async () => {
    const res = await app.request('/api/create-subscription', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('creates one customer and one incomplete subscription, with idempotency keys', async () => {
    const { user, token } = await signedInUser(app);
    const first = await app.request('/api/create-subscription', { method: 'POST', token });
    expect(first.status).toBe(200);
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(first.body.status).toBe('incomplete');
    const again = await app.request('/api/create-subscription', { method: 'POST', token });
    expect(again.body.clientSecret).toBe(first.body.clientSecret);

    const row = (await reloadUser(app.database.db, user.id))!;
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    const mine = stripe.objects('subscription').filter((s) => s.customer === row.stripeCustomerId);
    expect(mine).toHaveLength(1);
    expect(stripe.objects('customer').filter((c) => c.metadata.userId === user.id)).toHaveLength(1);
    const creates = stripe.requests.filter(
      (r) => r.method === 'POST' && ['/v1/customers', '/v1/subscriptions'].includes(r.path),
    );
    expect(creates.every((r) => r.idempotencyKey)).toBe(true);
    const subCreate = stripe.requests.find(
      (r) => r.path === '/v1/subscriptions' && r.body.customer === row.stripeCustomerId,
    )!;
    expect(subCreate.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    // Not paid yet: verifying says so and the user stays free.
    const verify = await app.request('/api/verify-payment-success', { method: 'POST', token });
    expect(verify.body).toEqual({ success: false, status: 'incomplete' });
    expect((await app.request('/api/user', { token })).body.plan).toBe('free');
  });

  it('makes the user premium once paid, mails them once, and refuses a second upgrade', async () => {
    const { user, token } = await premiumUser();
    const verify = await app.request('/api/verify-payment-success', { method: 'POST', token });
    expect(verify.body).toEqual({ success: true, status: 'active' });
    const me = await app.request('/api/user', { token });
    expect(me.body).toMatchObject({ isPremium: true, plan: 'premium', analysisLimit: 100 });
    expect(me.body.entitlements.viewDetails).toBe(true);
    const row = (await reloadUser(app.database.db, user.id))!;
    expect(row).toMatchObject({ premiumSource: 'card', subscriptionStatus: 'active' });
    // Usage follows the billing period from now on.
    expect(me.body.usageResetsAt).toBe(row.billingPeriodEnd!.toISOString());
    expect(await mailsTo(user.email)).toEqual(['premium_started']);

    const again = await app.request('/api/create-subscription', { method: 'POST', token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_premium');
  });

  it('tells the user when the card is declined and keeps them free', async () => {
    const { user, token } = await signedInUser(app);
    await app.request('/api/create-subscription', { method: 'POST', token });
    const { stripeSubscriptionId } = (await reloadUser(app.database.db, user.id))!;
    expect(await stripe.pay(stripeSubscriptionId!, '4000000000000002')).toBe(402);
    expect(await mailsTo(user.email)).toEqual(['payment_failed']);
    expect((await app.request('/api/user', { token })).body.plan).toBe('free');
  });
});

describe('webhooks', () => {
  const post = (payload: string, signature: string) =>
    app.request('/api/stripe/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  it('handles each event once: a replay changes nothing', async () => {
    const { user, subId } = await premiumUser();
    const paid = stripe.events.find((e) => e.type === 'invoice.paid' && e.payload.includes(subId))!;
    const stored = await app.database.db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.id, paid.id));
    expect(stored).toHaveLength(1);
    const before = await reloadUser(app.database.db, user.id);
    const replay = await post(paid.payload, stripe.sign(paid.payload, 'whsec_test_beerscout'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await reloadUser(app.database.db, user.id)).toEqual(before);
    expect(await mailsTo(user.email)).toEqual(['premium_started']);
  });

  it('refuses a forged or altered event and changes nothing', async () => {
    const { user, subId } = await premiumUser();
    const before = await reloadUser(app.database.db, user.id);
    const forged = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: subId, object: 'subscription' } },
    });
    const wrongKey = await post(forged, stripe.sign(forged, 'whsec_attacker'));
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body).toEqual({
      code: 'invalid_signature',
      message: 'The Stripe signature does not match.',
    });
    const real = stripe.events.find((e) => e.payload.includes(subId))!;
    const altered = real.payload.replace('"livemode":false', '"livemode":true');
    expect((await post(altered, stripe.sign(real.payload, 'whsec_test_beerscout'))).status).toBe(
      400,
    );
    expect(await reloadUser(app.database.db, user.id)).toEqual(before);
  });

  it('reads the subscription, so an old event arriving late does not undo the payment', async () => {
    const { user, subId } = await premiumUser();
    // The first "updated" event was sent while the subscription was still incomplete.
    const stale = stripe.events.find((e) => e.payload.includes(subId))!;
    const reordered = { ...JSON.parse(stale.payload), id: 'evt_late_copy' };
    const payload = JSON.stringify(reordered);
    expect((await post(payload, stripe.sign(payload, 'whsec_test_beerscout'))).status).toBe(200);
    expect((await reloadUser(app.database.db, user.id))!.isPremium).toBe(true);
  });
});

describe('premium from an admin grant', () => {
  async function grant(userId: string) {
    const admin = await signedInUser(app, { isAdmin: true });
    const res = await app.request(`/api/admin/users/${userId}/premium`, {
      token: admin.token,
      body: { reason: 'Support goodwill', endsAt: null },
    });
    expect(res.status).toBe(200);
  }

  it('is kept when an unpaid subscription expires afterwards', async () => {
    const { user, token } = await signedInUser(app);
    await app.request('/api/create-subscription', { method: 'POST', token });
    const { stripeSubscriptionId } = (await reloadUser(app.database.db, user.id))!;
    await grant(user.id);
    await stripe.endNow(stripeSubscriptionId!);
    expect(stripe.object(stripeSubscriptionId!)!.status).toBe('incomplete_expired');
    const row = (await reloadUser(app.database.db, user.id))!;
    expect(row).toMatchObject({ isPremium: true, premiumSource: 'grant' });
    expect(row.subscriptionStatus).toBe('incomplete_expired');
    expect((await app.request('/api/user', { token })).body.plan).toBe('premium');
  });

  it('is kept when news of an ended card subscription arrives late', async () => {
    const { user, token, subId } = await premiumUser();
    await app.request('/api/subscription/cancel', { method: 'POST', token });
    await stripe.endPeriod(subId);
    expect((await reloadUser(app.database.db, user.id))!.isPremium).toBe(false);
    await grant(user.id);
    const deleted = stripe.events.find(
      (e) => e.type === 'customer.subscription.deleted' && e.payload.includes(subId),
    )!;
    const payload = JSON.stringify({ ...JSON.parse(deleted.payload), id: 'evt_late_deleted' });
    const res = await app.request('/api/stripe/webhook', {
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.sign(payload, 'whsec_test_beerscout'),
      },
    });
    expect(res.status).toBe(200);
    expect(await reloadUser(app.database.db, user.id)).toMatchObject({
      isPremium: true,
      premiumSource: 'grant',
    });
    expect((await app.request('/api/user', { token })).body.plan).toBe('premium');
    // The old, cancelled subscription is not offered for managing (no renewal, no Cancel).
    const shown = await app.request('/api/subscription', { token });
    expect(shown.status).toBe(404);
    expect(shown.body).toEqual({
      code: 'no_subscription',
      message: 'Your Premium was granted by BeerScout; there is no card subscription to manage.',
    });
  });
});

describe('managing the subscription', () => {
  it('cancels to the end of the period, resumes, and ends with the period', async () => {
    const { user, token, subId } = await premiumUser();
    const shown = await app.request('/api/subscription', { token });
    expect(shown.body).toMatchObject({
      plan: 'Premium',
      status: 'active',
      cancelAtPeriodEnd: false,
      nextAmount: 499,
      currency: 'usd',
    });
    const periodEnd = shown.body.currentPeriodEnd as string;

    const cancel = await app.request('/api/subscription/cancel', { method: 'POST', token });
    expect(cancel.body.cancelAtPeriodEnd).toBe(true);
    let row = (await reloadUser(app.database.db, user.id))!;
    expect(row).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect(row.premiumUntil!.toISOString()).toBe(periodEnd);
    expect((await app.request('/api/user', { token })).body.plan).toBe('premium');

    const resume = await app.request('/api/subscription/resume', { method: 'POST', token });
    expect(resume.body.cancelAtPeriodEnd).toBe(false);
    row = (await reloadUser(app.database.db, user.id))!;
    expect(row.premiumUntil).toBeNull();

    await app.request('/api/subscription/cancel', { method: 'POST', token });
    await stripe.endPeriod(subId);
    const me = await app.request('/api/user', { token });
    expect(me.body).toMatchObject({ plan: 'free', isPremium: false });
    expect(me.body.entitlements.completeResults).toBe(false);
    expect(await mailsTo(user.email)).toEqual([
      'premium_started',
      'subscription_cancelled',
      'subscription_cancelled',
    ]);
    const late = await app.request('/api/subscription/resume', { method: 'POST', token });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('subscription_ended');
  });

  it('renews: the new billing period restarts the usage period', async () => {
    const { user, token, subId } = await premiumUser();
    const before = (await reloadUser(app.database.db, user.id))!.billingPeriodEnd!;
    await stripe.endPeriod(subId);
    const row = (await reloadUser(app.database.db, user.id))!;
    expect(row.billingPeriodStart).toEqual(before);
    // A minute into the new period, the allowance counts from the billing date.
    expect(usagePeriodFor(row, new Date(before.getTime() + 60_000))).toEqual({
      start: before,
      end: row.billingPeriodEnd,
      limit: 100,
    });
    expect((await app.request('/api/user', { token })).body.plan).toBe('premium');
  });

  it('a renewal whose card fails: past due, still premium while Stripe retries, user mailed', async () => {
    const { user, token, subId } = await premiumUser();
    await stripe.endPeriod(subId, { failRenewal: true });
    const row = (await reloadUser(app.database.db, user.id))!;
    expect(row).toMatchObject({
      subscriptionStatus: 'past_due',
      isPremium: true,
      premiumSource: 'card',
    });
    expect(await mailsTo(user.email)).toEqual(['premium_started', 'payment_failed']);
    const [failed] = (
      await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))
    ).filter((m) => m.kind === 'payment_failed');
    expect(failed!.text).toContain('$4.99');
    const shown = await app.request('/api/subscription', { token });
    expect(shown.body).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: false });
    expect((await app.request('/api/user', { token })).body.plan).toBe('premium');
  });

  it('opens the billing portal to update the payment method', async () => {
    const { user, token } = await premiumUser();
    const res = await app.request('/api/subscription/portal', { method: 'POST', token });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
    const create = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(create.idempotencyKey).toMatch(new RegExp(`^beerscout-portal-${user.id}-\\d+$`));
  });

  it('answers 404 no_subscription to a user who never subscribed', async () => {
    const { token } = await signedInUser(app);
    const res = await app.request('/api/subscription', { token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('no_subscription');
    const coupon = await signedInUser(app, { isPremium: true, premiumSource: 'coupon' });
    const fromCoupon = await app.request('/api/subscription', { token: coupon.token });
    expect(fromCoupon.status).toBe(404);
    expect(fromCoupon.body).toEqual({
      code: 'no_subscription',
      message: 'Your Premium comes from a coupon; there is no card subscription to manage.',
    });
  });
});

describe('percentage coupons owed to the user', () => {
  async function redeemPercentage(userId: string, percent: number) {
    const code = `HALF${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [coupon] = await app.database.db
      .insert(coupons)
      .values({ code, discountType: 'percentage', discountValue: percent })
      .returning();
    const [redemption] = await app.database.db
      .insert(couponRedemptions)
      .values({ couponId: coupon!.id, userId })
      .returning();
    return redemption!;
  }
  const redemptionRow = async (id: string) =>
    (
      await app.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.id, id))
    )[0]!;

  it('takes the discount off the first invoice and records it as applied', async () => {
    const { user, token } = await signedInUser(app);
    const redemption = await redeemPercentage(user.id, 50);
    const res = await app.request('/api/create-subscription', { method: 'POST', token });
    expect(res.status).toBe(200);
    const stored = await redemptionRow(redemption.id);
    const coupon = stripe.object(stored.stripeDiscountId!)!;
    expect(coupon).toMatchObject({ object: 'coupon', percent_off: 50 });
    const { stripeSubscriptionId } = (await reloadUser(app.database.db, user.id))!;
    const invoice = stripe.object(stripe.object(stripeSubscriptionId!)!.latest_invoice as string)!;
    expect(invoice.amount_due).toBe(250);
    await stripe.pay(stripeSubscriptionId!);
    const shown = await app.request('/api/subscription', { token });
    expect(shown.body.nextAmount).toBe(250);
  });

  it('applies a coupon redeemed later to the running subscription (applyOwedDiscounts)', async () => {
    const { user, token, subId } = await premiumUser();
    const redemption = await redeemPercentage(user.id, 20);
    const stripeClient = await requireStripe(app.database.db, app.deps.config);
    expect(await applyOwedDiscounts(app.database.db, stripeClient, user.id, subId)).toBe(1);
    expect(await applyOwedDiscounts(app.database.db, stripeClient, user.id, subId)).toBe(0);
    expect((await redemptionRow(redemption.id)).stripeDiscountId).toMatch(/^coupon_/);
    const shown = await app.request('/api/subscription', { token });
    expect(shown.body.nextAmount).toBe(399);
  });

  it('puts a percentage coupon redeemed through the site onto the running subscription', async () => {
    const { user, token } = await premiumUser();
    const [coupon] = await app.database.db
      .insert(coupons)
      .values({ code: 'RUNNING20OFF', discountType: 'percentage', discountValue: 20 })
      .returning();
    const res = await app.request('/api/redeem-coupon', { token, body: { code: coupon!.code } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      'Coupon redeemed: 20% off your Premium subscription from your next invoice.',
    );
    const [row] = await app.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(row!.stripeDiscountId).toMatch(/^coupon_/);
    const shown = await app.request('/api/subscription', { token });
    expect(shown.body.nextAmount).toBe(399);
  });
});
