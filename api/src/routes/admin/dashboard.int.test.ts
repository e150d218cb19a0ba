import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import {
  analyses,
  analysisBeerResults,
  beers,
  couponRedemptions,
  coupons,
  invoices,
  users,
} from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
const now = new Date('2026-11-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  ({ token: adminToken } = await signedInUser(app, {
    isAdmin: true,
    createdAt: at('2026-01-01T00:00:00Z'),
  }));
});
afterAll(() => app.close());

describe('GET /api/admin/dashboard', () => {
  it('is for admins only and validates days', async () => {
    expect((await app.request('/api/admin/dashboard')).status).toBe(401);
    const { token } = await signedInUser(app, { createdAt: at('2026-01-01T00:00:00Z') });
    expect((await app.request('/api/admin/dashboard', { token })).status).toBe(403);
    const bad = await app.request('/api/admin/dashboard?days=0', { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('counts users, premium, scans identified, redemptions, top beers and unrecognised text', async () => {
    const { db } = app.database;
    const alice = await makeUser(db, { createdAt: at('2026-11-14T09:00:00Z') });
    await makeUser(db, {
      createdAt: at('2026-11-15T09:00:00Z'),
      isPremium: true,
      premiumSource: 'grant',
    });
    await makeUser(db, {
      createdAt: at('2026-11-15T10:00:00Z'),
      isPremium: true,
      premiumSource: 'coupon',
      premiumUntil: at('2026-11-01T00:00:00Z'), // expired: free again
    });
    const [beer] = await db
      .insert(beers)
      .values({
        name: 'Dash IPA',
        brewery: 'Chart Co',
        matchKey: beerMatchKey('Chart Co', 'Dash IPA'),
        provenance: 'test',
      })
      .returning();
    const scans = await db
      .insert(analyses)
      .values([
        {
          userId: alice.id,
          createdAt: at('2026-11-14T10:00:00Z'),
          unrecognised: [{ text: 'Mystery Ale', box: [0, 0, 1, 1] }],
        },
        {
          userId: alice.id,
          createdAt: at('2026-11-15T10:00:00Z'),
          unrecognised: [{ text: ' mystery ale ', box: [0, 0, 1, 1] }],
        },
        { userId: alice.id, createdAt: at('2026-11-15T11:00:00Z') },
        { userId: alice.id, createdAt: at('2026-10-01T11:00:00Z') }, // outside 7 days
      ])
      .returning();
    await db.insert(analysisBeerResults).values([
      { analysisId: scans[1]!.id, beerId: beer!.id, confidence: 0.9 },
      { analysisId: scans[2]!.id, beerId: beer!.id, confidence: 0.9 },
      // Only a best guess: that scan identified nothing, and the beer was not found in it.
      { analysisId: scans[0]!.id, beerId: beer!.id, confidence: 0.5, tier: 'guess' },
    ]);
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'BEERDASH0001', discountType: 'lifetime' })
      .returning();
    await db
      .insert(couponRedemptions)
      .values({ couponId: coupon!.id, userId: alice.id, redeemedAt: at('2026-11-15T08:00:00Z') });

    const res = await app.request('/api/admin/dashboard?days=7', { token: adminToken });
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d.from).toBe('2026-11-09');
    expect(d.users.total).toBe(5);
    expect(d.users.newInRange).toBe(3);
    expect(d.users.newPerDay.slice(-2)).toEqual([
      { date: '2026-11-14', count: 1 },
      { date: '2026-11-15', count: 2 },
    ]);
    expect(d.premium).toEqual({ users: 1, bySource: { grant: 1 } });
    expect(d.scans).toMatchObject({ total: 3, identified: 2 });
    expect(d.scans.identifiedShare).toBeCloseTo(2 / 3);
    expect(d.scans.perDay).toHaveLength(7);
    expect(d.scans.perDay.at(-1)).toEqual({ date: '2026-11-15', scans: 2, identified: 2 });
    expect(d.coupons.redemptionsTotal).toBe(1);
    expect(d.coupons.redemptionsPerDay.at(-1)).toEqual({ date: '2026-11-15', count: 1 });
    expect(d.topBeers).toEqual([{ id: beer!.id, name: 'Dash IPA', brewery: 'Chart Co', count: 2 }]);
    expect(d.topUnrecognised).toEqual([{ text: 'mystery ale', count: 2 }]);
  });

  it('sums paid invoices per month and currency, and counts first payments as conversions', async () => {
    const { db } = app.database;
    const payer = (customer: string) => makeUser(db, { stripeCustomerId: customer });
    const [ann, bob, cat, dan] = await Promise.all(
      ['cus_ann', 'cus_bob', 'cus_cat', 'cus_dan'].map(payer),
    );
    let n = 0;
    const invoice = (
      user: { id: string; stripeCustomerId: string | null },
      paidAt: string,
      amountPaid: number,
      currency = 'usd',
    ) => ({
      stripeInvoiceId: `in_dash_${++n}`,
      userId: user.id,
      stripeCustomerId: user.stripeCustomerId!,
      amountPaid,
      currency,
      periodStart: at(paidAt),
      periodEnd: at(paidAt),
      paidAt: at(paidAt),
    });
    await db.insert(invoices).values([
      invoice(ann!, '2025-12-10T10:00:00Z', 499), // converted in December
      invoice(ann!, '2026-11-14T10:00:00Z', 499), // a renewal: money, no conversion
      invoice(bob!, '2026-11-15T09:00:00Z', 250), // converted today, half price
      invoice(cat!, '2026-11-13T10:00:00Z', 400, 'eur'),
      invoice(dan!, '2025-11-30T23:59:00Z', 499), // before the 12 months
      invoice(dan!, '2026-11-10T10:00:00Z', 499), // renewal of a payer from before
    ]);
    // A deleted account's payment stays in the revenue and its conversion stays counted.
    await db.delete(users).where(eq(users.id, cat!.id));

    const res = await app.request('/api/admin/dashboard?days=7', { token: adminToken });
    expect(res.status).toBe(200);
    const { revenue, conversions } = res.body;
    expect(revenue.currencies).toEqual(['eur', 'usd']);
    expect(revenue.total).toEqual({ eur: 400, usd: 499 + 499 + 250 + 499 });
    expect(revenue.perMonth).toHaveLength(12);
    expect(revenue.perMonth[0]).toEqual({
      month: '2025-12',
      amounts: { eur: 0, usd: 499 },
      invoices: 1,
    });
    expect(revenue.perMonth[1]).toEqual({
      month: '2026-01',
      amounts: { eur: 0, usd: 0 },
      invoices: 0,
    });
    expect(revenue.perMonth.at(-1)).toEqual({
      month: '2026-11',
      amounts: { eur: 400, usd: 499 + 250 + 499 },
      invoices: 4,
    });
    expect(conversions.inRange).toBe(2);
    expect(conversions.perDay).toHaveLength(7);
    expect(conversions.perDay.slice(-3)).toEqual([
      { date: '2026-11-13', count: 1 },
      { date: '2026-11-14', count: 0 },
      { date: '2026-11-15', count: 1 },
    ]);
    expect(conversions.perMonth.map((m: { count: number }) => m.count)).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
    ]);
    expect(conversions.perMonth[0].month).toBe('2025-12');
  });
});
