import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, usagePeriods } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/app';
import { reloadUser, signedInUser } from '../testing/factories';

// A fixed clock: the usage period is November 2026 (UTC).
const now = new Date('2026-11-15T12:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ now: () => now });
});
afterAll(() => app.close());

describe('GET /api/user', () => {
  it('needs a signed-in user', async () => {
    const res = await app.request('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' });
  });

  it("shows this period's usage and when it resets", async () => {
    const { user, token } = await signedInUser(app);
    await app.database.db.insert(usagePeriods).values([
      // Last month's scans do not count any more.
      {
        userId: user.id,
        periodStart: new Date('2026-10-01Z'),
        periodEnd: new Date('2026-11-01Z'),
        used: 5,
        limit: 5,
      },
      {
        userId: user.id,
        periodStart: new Date('2026-11-01Z'),
        periodEnd: new Date('2026-12-01Z'),
        used: 2,
        limit: 5,
      },
    ]);
    const res = await app.request('/api/user', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      analysesUsed: 2,
      analysisLimit: 5,
      plan: 'free',
      usageResetsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.body.entitlements).toEqual({
      viewDetails: false,
      customCategories: false,
      completeResults: false,
      styleRecommendations: false,
      prioritySupport: false,
    });
  });

  it('sends the entitlements of a premium user, and of one whose premium has ended', async () => {
    const premium = await signedInUser(app, { isPremium: true, premiumSource: 'card' });
    const res = await app.request('/api/user', { token: premium.token });
    expect(res.body).toMatchObject({ isPremium: true, plan: 'premium' });
    expect(Object.values(res.body.entitlements)).toEqual([true, true, true, true, true]);
    const ended = await signedInUser(app, {
      isPremium: true,
      premiumSource: 'coupon',
      premiumUntil: new Date('2026-11-01Z'),
    });
    const after = await app.request('/api/user', { token: ended.token });
    expect(after.body).toMatchObject({ isPremium: false, plan: 'free' });
    expect(after.body.entitlements.viewDetails).toBe(false);
  });

  it('accepts a session until its end and no longer, and only for its own user', async () => {
    const { user } = await signedInUser(app);
    const other = await signedInUser(app);
    const sessionEnding = async (expiresAt: Date) => {
      const [row] = await app.database.db
        .insert(sessions)
        .values({ userId: user.id, expiresAt })
        .returning();
      return row!.id;
    };
    const live = await sessionEnding(new Date(now.getTime() + 1000));
    const ok = await app.request('/api/user', { token: app.deps.tokens.sign(user.id, live) });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(user.id);

    const ended = await sessionEnding(now);
    const late = await app.request('/api/user', { token: app.deps.tokens.sign(user.id, ended) });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({
      code: 'invalid_token',
      message: 'Your session has expired. Please sign in again.',
    });

    // A validly signed token that pairs one user's session with another user's id.
    const mixed = await app.request('/api/user', {
      token: app.deps.tokens.sign(other.user.id, live),
    });
    expect(mixed.status).toBe(401);
    expect(mixed.body.code).toBe('invalid_token');
  });

  it('gives premium users 100 analyses, never "unlimited"', async () => {
    const { token } = await signedInUser(app, { isPremium: true, premiumSource: 'coupon' });
    const res = await app.request('/api/user', { token });
    expect(res.body).toMatchObject({ isPremium: true, plan: 'premium', analysisLimit: 100 });
  });

  it('treats premium that has run out as the free plan', async () => {
    const { token } = await signedInUser(app, {
      isPremium: true,
      premiumSource: 'coupon',
      premiumUntil: new Date('2026-11-01Z'),
    });
    const res = await app.request('/api/user', { token });
    expect(res.body).toMatchObject({ isPremium: false, plan: 'free', analysisLimit: 5 });
  });
});

describe('scan tips', () => {
  it('starts unseen and stays seen once marked', async () => {
    const { user, token } = await signedInUser(app);
    expect((await app.request('/api/user/scan-tips-seen', { token })).body).toEqual({
      hasSeenScanTips: false,
    });
    const mark = await app.request('/api/user/mark-scan-tips-seen', { method: 'POST', token });
    expect(mark.status).toBe(200);
    expect((await app.request('/api/user/scan-tips-seen', { token })).body).toEqual({
      hasSeenScanTips: true,
    });
    expect((await reloadUser(app.database.db, user.id))!.hasSeenScanTips).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await app.request('/api/user/mark-scan-tips-seen', { method: 'POST' })).status).toBe(
      401,
    );
  });
});
