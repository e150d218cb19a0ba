import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, emailOutbox } from '../db/schema';
import { updateApiKeys } from '../services/settings';
import { startTestApp, type TestApp } from '../testing/app';
import { makeCoupon } from '../testing/coupons';
import { reloadUser, signedInUser } from '../testing/factories';

// POST /api/redeem-coupon: every rule of spec sections 5 and 8, what each coupon type does to
// the user, and the limits on guessing. The clock is fixed so premium ends are exact.
const NOW = new Date('2026-11-23T12:00:00Z');
const YEAR_LATER = '2027-11-23T12:00:00.000Z';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    now: () => NOW,
    config: {
      couponRateLimit: { max: 1000, windowMs: 60_000 },
      couponIpRateLimit: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => app.close());

const db = () => app.database.db;
const redeem = (token: string | undefined, code: unknown) =>
  app.request('/api/redeem-coupon', { token, body: { code } });
const redemptionsOf = (couponId: string) =>
  db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
const usedCount = async (id: string) =>
  (await db().select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

describe('POST /api/redeem-coupon refuses', () => {
  it('guests with 401', async () => {
    const res = await redeem(undefined, 'ANY');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('an empty or blank code with "Please enter a coupon code", and a code over 20 characters', async () => {
    const { token } = await signedInUser(app);
    for (const code of ['', '   ', undefined]) {
      const res = await redeem(token, code);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'validation_failed',
        message: 'Please enter a coupon code',
      });
    }
    const long = await redeem(token, 'A'.repeat(21));
    expect(long.status).toBe(400);
    expect(long.body.errors.code).toEqual(['A coupon code has at most 20 characters']);
    const extra = await app.request('/api/redeem-coupon', {
      token,
      body: { code: 'X', userId: 'someone-else' },
    });
    expect(extra.status).toBe(400);
  });

  it('an unknown code with the spec fallback message', async () => {
    const { token } = await signedInUser(app);
    const res = await redeem(token, 'NOSUCHCODE');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      code: 'coupon_not_found',
      message: 'Invalid or expired coupon code',
    });
  });

  it('an inactive, an expired and a used-up coupon, each with its own message, changing nothing', async () => {
    const { token, user } = await signedInUser(app);
    const inactive = await makeCoupon(db(), { isActive: false });
    const expired = await makeCoupon(db(), { expiresAt: new Date('2026-11-23T11:59:59Z') });
    const usedUp = await makeCoupon(db(), { maxUses: 2, usedCount: 2 });
    const cases = [
      [inactive, 'coupon_inactive', 'This coupon code is no longer active'],
      [expired, 'coupon_expired', 'This coupon code has expired'],
      [usedUp, 'coupon_used_up', 'This coupon code has already been used'],
    ] as const;
    for (const [coupon, code, message] of cases) {
      const res = await redeem(token, coupon.code);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code, message });
      expect(await redemptionsOf(coupon.id)).toEqual([]);
    }
    expect(await usedCount(usedUp.id)).toBe(2);
    expect((await reloadUser(db(), user.id))!.isPremium).toBe(false);
  });

  it('a second redemption by the same user, even of a multi-use coupon', async () => {
    const { token } = await signedInUser(app);
    const coupon = await makeCoupon(db(), { discountType: 'yearly', maxUses: 5 });
    expect((await redeem(token, coupon.code)).status).toBe(200);
    const again = await redeem(token, coupon.code);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'coupon_already_redeemed',
      message: 'You have already redeemed this coupon',
    });
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it('a single-use code a second user tries: "already been used"', async () => {
    const first = await signedInUser(app);
    const second = await signedInUser(app);
    const coupon = await makeCoupon(db(), { discountType: 'lifetime' });
    expect((await redeem(first.token, coupon.code)).status).toBe(200);
    const res = await redeem(second.token, coupon.code);
    expect(res.body.message).toBe('This coupon code has already been used');
    expect((await reloadUser(db(), second.user.id))!.isPremium).toBe(false);
  });
});

describe('POST /api/redeem-coupon grants', () => {
  it('lifetime premium with no end, from a lower-case code with spaces, and mails the user', async () => {
    const { token, user } = await signedInUser(app);
    const coupon = await makeCoupon(db(), { code: 'LIFEABCDEFGH', discountType: 'lifetime' });
    const res = await redeem(token, '  lifeabcdefgh ');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Coupon redeemed: you have Premium for life.',
      discountType: 'lifetime',
      discountValue: 0,
      premiumUntil: null,
    });
    const stored = (await reloadUser(db(), user.id))!;
    expect(stored).toMatchObject({ isPremium: true, premiumSource: 'coupon', premiumUntil: null });
    expect(await usedCount(coupon.id)).toBe(1);
    const me = await app.request('/api/user', { token });
    expect(me.body).toMatchObject({ isPremium: true, plan: 'premium', analysisLimit: 100 });

    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'coupon_redeemed'), eq(emailOutbox.to, user.email)));
    expect(mail?.subject).toBe('Your BeerScout coupon was redeemed');
    expect(mail?.text).toContain('LIFEABCDEFGH');
    expect(mail?.text).toContain('BeerScout Premium for life.');

    const yearly = await makeCoupon(db(), { discountType: 'yearly' });
    const refused = await redeem(token, yearly.code);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('already_premium');
  });

  it('yearly premium until a year from now, then a second year past the first coupon’s end', async () => {
    const { token, user } = await signedInUser(app);
    const first = await makeCoupon(db(), { discountType: 'yearly' });
    const res = await redeem(token, first.code);
    expect(res.body).toMatchObject({
      message: 'Coupon redeemed: you have Premium until November 23, 2027.',
      premiumUntil: YEAR_LATER,
    });
    const second = await makeCoupon(db(), { discountType: 'yearly' });
    const again = await redeem(token, second.code);
    expect(again.body.premiumUntil).toBe('2028-11-23T12:00:00.000Z');
    const stored = (await reloadUser(db(), user.id))!;
    expect(stored.premiumUntil?.toISOString()).toBe('2028-11-23T12:00:00.000Z');
    expect(stored.premiumSource).toBe('coupon');
  });

  it('a year from now when an earlier coupon year has already ended', async () => {
    const { token } = await signedInUser(app, {
      isPremium: true,
      premiumSource: 'coupon',
      premiumUntil: new Date('2026-01-01T00:00:00Z'),
    });
    const res = await redeem(token, (await makeCoupon(db(), { discountType: 'yearly' })).code);
    expect(res.body.premiumUntil).toBe(YEAR_LATER);
  });

  it('nothing over premium paid by card', async () => {
    const { token, user } = await signedInUser(app, {
      isPremium: true,
      premiumSource: 'card',
      stripeSubscriptionId: 'sub_1',
    });
    const coupon = await makeCoupon(db(), { discountType: 'lifetime' });
    const res = await redeem(token, coupon.code);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('already_premium');
    expect((await reloadUser(db(), user.id))!.premiumSource).toBe('card');
    expect(await redemptionsOf(coupon.id)).toEqual([]);
  });
});

describe('percentage coupons', () => {
  it('redeem nothing while card payment is not configured', async () => {
    const { token, user } = await signedInUser(app);
    const coupon = await makeCoupon(db(), { discountType: 'percentage', discountValue: 25 });
    const res = await redeem(token, coupon.code);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'payments_not_configured',
      message:
        'Card payment is not configured, so discount coupons cannot be redeemed yet. Nothing was redeemed.',
    });
    expect(await redemptionsOf(coupon.id)).toEqual([]);
    expect(await usedCount(coupon.id)).toBe(0);
    expect((await reloadUser(db(), user.id))!.isPremium).toBe(false);
  });

  it('are recorded as a discount owed (no Stripe discount id yet) once Stripe keys are saved', async () => {
    const { token, user } = await signedInUser(app);
    const keys = { stripeSecretKey: 'sk_test_saved', stripePublicKey: 'pk_test_saved' };
    await updateApiKeys(db(), keys, user, new Date());
    try {
      const coupon = await makeCoupon(db(), { discountType: 'percentage', discountValue: 25 });
      const res = await redeem(token, coupon.code);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Coupon redeemed: 25% off your Premium subscription when you subscribe.',
        discountType: 'percentage',
        discountValue: 25,
        premiumUntil: null,
      });
      const [row] = await redemptionsOf(coupon.id);
      expect(row).toMatchObject({ userId: user.id, stripeDiscountId: null });
      expect((await reloadUser(db(), user.id))!.isPremium).toBe(false);
    } finally {
      await updateApiKeys(db(), { stripeSecretKey: '', stripePublicKey: '' }, user, new Date());
    }
  });
});

describe('percentage coupons with STRIPE_SECRET_KEY set', () => {
  it('are redeemed as a discount owed without any key saved in the console', async () => {
    const paid = await startTestApp({
      config: { stripe: { secretKey: 'sk_test_from_env', publishableKey: 'pk_test_from_env' } },
    });
    try {
      const { token, user } = await signedInUser(paid);
      const coupon = await makeCoupon(paid.database.db, {
        discountType: 'percentage',
        discountValue: 10,
      });
      const res = await paid.request('/api/redeem-coupon', { token, body: { code: coupon.code } });
      expect(res.status).toBe(200);
      const [row] = await paid.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(row).toMatchObject({ userId: user.id, stripeDiscountId: null });
    } finally {
      await paid.close();
    }
  });
});

describe('rate limits on redemption', () => {
  it('slow one user down whatever the codes, and one address whoever signs in', async () => {
    const limited = await startTestApp({
      config: {
        couponRateLimit: { max: 3, windowMs: 60_000 },
        couponIpRateLimit: { max: 5, windowMs: 60_000 },
      },
    });
    try {
      const guesser = await signedInUser(limited);
      const send = (token: string, code: string) =>
        limited.request('/api/redeem-coupon', { token, body: { code } });
      for (const guess of ['GUESS1', 'GUESS2', 'GUESS3'])
        expect((await send(guesser.token, guess)).status).toBe(404);
      const blocked = await send(guesser.token, 'GUESS4');
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('rate_limited');
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);

      // A second account from the same address: its own 3, but the address allows 5 in all.
      const other = await signedInUser(limited);
      expect((await send(other.token, 'GUESS5')).status).toBe(404);
      const byIp = await send(other.token, 'GUESS6');
      expect(byIp.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
