import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, sessions, users } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { makeCoupon } from '../testing/coupons';

// 200 redemptions fired at once, over HTTP, on PGlite and (with TEST_DATABASE_URL) on the
// PostgreSQL server with its pool of connections: a coupon is never spent past maxUses and a
// user never redeems one twice, whatever order the requests land in.
const PARALLEL = 200;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    config: {
      couponRateLimit: { max: 10_000, windowMs: 60_000 },
      couponIpRateLimit: { max: 10_000, windowMs: 60_000 },
    },
  });
});
afterAll(() => app.close());

/** `n` signed-in users in two statements (bcrypt per user would take minutes here). */
async function manyUsers(n: number, tag: string) {
  const db = app.database.db;
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${tag}${i}`,
        email: `${tag}${i}@example.com`,
        passwordHash: 'not-used',
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 86_400_000);
  const opened = await db
    .insert(sessions)
    .values(made.map(({ id }) => ({ userId: id, expiresAt })))
    .returning({ id: sessions.id, userId: sessions.userId });
  return opened.map((s) => ({ userId: s.userId, token: app.deps.tokens.sign(s.userId, s.id) }));
}

const redeemAll = (tokens: string[], code: string) =>
  Promise.all(tokens.map((token) => app.request('/api/redeem-coupon', { token, body: { code } })));

const tally = (results: { status: number; body: { code?: string } }[]) => {
  const by: Record<string, number> = {};
  for (const r of results) {
    const key = r.status === 200 ? 'ok' : `${r.status} ${r.body.code}`;
    by[key] = (by[key] ?? 0) + 1;
  }
  return by;
};

describe(`${PARALLEL} concurrent redemptions`, { timeout: 120_000 }, () => {
  it('of a 50-use coupon by 200 users: exactly 50 succeed, the rest are told it is used up', async () => {
    const people = await manyUsers(PARALLEL, 'racer');
    const coupon = await makeCoupon(app.database.db, { discountType: 'yearly', maxUses: 50 });
    const results = await redeemAll(
      people.map((p) => p.token),
      coupon.code,
    );
    expect(tally(results)).toEqual({ ok: 50, '409 coupon_used_up': 150 });

    const db = app.database.db;
    const [stored] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(50);
    const [redeemed] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redeemed!.n).toBe(50);
    // Exactly the 50 who were told "redeemed" got premium: effect and redemption are one.
    const winners = new Set(
      results.flatMap((r, i) => (r.status === 200 ? [people[i]!.userId] : [])),
    );
    const premium = await db.select({ id: users.id }).from(users).where(eq(users.isPremium, true));
    expect(new Set(premium.map((u) => u.id))).toEqual(winners);
  });

  it('of a 1,000-use coupon by one user 200 times at once: exactly one succeeds', async () => {
    const [person] = await manyUsers(1, 'eager');
    const coupon = await makeCoupon(app.database.db, { discountType: 'lifetime', maxUses: 1000 });
    const results = await redeemAll(Array(PARALLEL).fill(person!.token), coupon.code);
    const outcome = tally(results);
    expect(outcome.ok).toBe(1);
    // Those that queued behind the winner see the redemption; none may be a 5xx.
    expect(Object.keys(outcome).sort()).toEqual(['409 coupon_already_redeemed', 'ok']);
    const [stored] = await app.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(stored!.usedCount).toBe(1);
  });
});
