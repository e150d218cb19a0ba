import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { makeCoupon } from '@api/testing/coupons';
import { makeUser, signedInUser } from '@api/testing/factories';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  ({ token: adminToken } = await signedInUser(app, { isAdmin: true }));
  const db = app.database.db;
  const hilde = await makeUser(db, { username: 'hilde', email: 'hilde@brew.test' });
  const otto = await makeUser(db, { username: 'otto', email: 'otto@keller.test' });
  const yearly = await makeCoupon(db, { code: 'OKTOYEARLY01', discountType: 'yearly' });
  const pct = await makeCoupon(db, {
    code: 'SPRINGPCT001',
    discountType: 'percentage',
    discountValue: 20,
  });
  await db.insert(couponRedemptions).values([
    { couponId: yearly.id, userId: hilde.id, redeemedAt: new Date('2026-10-01T09:00:00Z') },
    { couponId: pct.id, userId: otto.id, redeemedAt: new Date('2026-11-20T23:30:00Z') },
    { couponId: pct.id, userId: hilde.id, redeemedAt: new Date('2026-11-21T08:00:00Z') },
  ]);
});
afterAll(() => app.close());

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const list = async (query: Record<string, unknown>) => {
  const res = await app.request(`/api/admin/coupon-redemptions?${q(query)}`, {
    token: adminToken,
  });
  expect(res.status).toBe(200);
  return res;
};
const who = (body: { user: { username: string }; coupon: { code: string } }[]) =>
  body.map((r) => `${r.user.username}:${r.coupon.code}`);

describe('GET /api/admin/coupon-redemptions', () => {
  it('embeds the user and the coupon, newest first, with Content-Range', async () => {
    const res = await list({});
    expect(res.headers.get('content-range')).toBe('coupon-redemptions 0-2/3');
    expect(who(res.body)).toEqual([
      'hilde:SPRINGPCT001',
      'otto:SPRINGPCT001',
      'hilde:OKTOYEARLY01',
    ]);
    expect(res.body[1]).toMatchObject({
      redeemedAt: '2026-11-20T23:30:00.000Z',
      stripeDiscountId: null,
      user: { username: 'otto', email: 'otto@keller.test' },
      coupon: { code: 'SPRINGPCT001', discountType: 'percentage', discountValue: 20 },
    });
  });

  it('pages by the asked range, counting every match in Content-Range', async () => {
    const second = await list({ range: [1, 1] });
    expect(second.headers.get('content-range')).toBe('coupon-redemptions 1-1/3');
    expect(who(second.body)).toEqual(['otto:SPRINGPCT001']);
    const rest = await list({ sort: ['redeemedAt', 'ASC'], range: [1, 2] });
    expect(rest.headers.get('content-range')).toBe('coupon-redemptions 1-2/3');
    expect(who(rest.body)).toEqual(['otto:SPRINGPCT001', 'hilde:SPRINGPCT001']);
  });

  it('searches username, e-mail and code', async () => {
    expect(who((await list({ filter: { q: 'KELLER' } })).body)).toEqual(['otto:SPRINGPCT001']);
    expect(who((await list({ filter: { q: 'oktoyear' } })).body)).toEqual(['hilde:OKTOYEARLY01']);
    const res = await app.request('/api/admin/coupon-redemptions?search=otto', {
      token: adminToken,
    });
    expect(who(res.body)).toEqual(['otto:SPRINGPCT001']);
  });

  it('filters by date, the until day included whole, and sorts', async () => {
    expect(who((await list({ filter: { since: '2026-11-21' } })).body)).toEqual([
      'hilde:SPRINGPCT001',
    ]);
    expect(
      who((await list({ filter: { since: '2026-11-01', until: '2026-11-20' } })).body),
    ).toEqual(['otto:SPRINGPCT001']);
    const sorted = await list({ sort: ['username', 'ASC'], filter: { until: '2026-11-21' } });
    // Hilde's two tie on the username; pages then follow the id, so only names are asserted.
    expect(sorted.body.map((r: { user: { username: string } }) => r.user.username)).toEqual([
      'hilde',
      'hilde',
      'otto',
    ]);
    const bad = await app.request(
      `/api/admin/coupon-redemptions?${q({ filter: { since: 'yesterday' } })}`,
      { token: adminToken },
    );
    expect(bad.status).toBe(400);
  });
});
