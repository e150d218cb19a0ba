import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { reloadUser, signedInUser } from '../../testing/factories';
import type { TestApp } from '../../testing/app';
import type { FakeStripe } from '../../testing/fake-stripe/server';
import { paidUser, startPaymentsApp } from '../../testing/payments';

let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  ({ app, stripe } = await startPaymentsApp());
}, 60_000);
afterAll(async () => {
  await app.close();
  await stripe.close();
});

describe('admin subscriptions', () => {
  it('lists subscriptions with status and period end, and lets an admin cancel one', async () => {
    const admin = await signedInUser(app, { isAdmin: true });
    const paying = await paidUser(app, stripe);
    const pending = await signedInUser(app);
    await app.request('/api/create-subscription', { method: 'POST', token: pending.token });

    const list = await app.request(
      `/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ q: paying.user.username }))}`,
      { token: admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('subscriptions 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: paying.user.id,
      status: 'active',
      premiumSource: 'card',
      stripeStatus: 'active',
      cancelAtPeriodEnd: false,
    });
    const one = await app.request(`/api/admin/subscriptions/${pending.user.id}`, {
      token: admin.token,
    });
    expect(one.body).toMatchObject({ status: 'pending', stripeStatus: 'incomplete' });

    const cancelled = await app.request(`/api/admin/subscriptions/${paying.user.id}/cancel`, {
      token: admin.token,
      body: { reason: 'Asked by e-mail' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.object(paying.subId)!.cancel_at_period_end).toBe(true);
  });

  describe('cancel', () => {
    const cancel = (id: string, init: { token?: string; body?: unknown } = {}) =>
      app.request(`/api/admin/subscriptions/${id}/cancel`, {
        method: 'POST',
        ...init,
      });
    const auditOf = (userId: string) =>
      app.database.db.select().from(auditLog).where(eq(auditLog.resourceId, userId));

    it('needs a signed-in admin: 401 signed out, 403 for a user, and changes nothing', async () => {
      const paying = await paidUser(app, stripe);
      const signedOut = await cancel(paying.user.id, { body: { reason: 'No session' } });
      expect(signedOut.status).toBe(401);
      const asUser = await cancel(paying.user.id, {
        token: paying.token,
        body: { reason: 'Cancel my own from the admin API' },
      });
      expect(asUser.status).toBe(403);
      expect(asUser.body.code).toBeTypeOf('string');
      expect(stripe.object(paying.subId)!.cancel_at_period_end).toBe(false);
      expect(await auditOf(paying.user.id)).toHaveLength(0);
    });

    it('refuses without a reason (400, field errors) and changes nothing', async () => {
      const admin = await signedInUser(app, { isAdmin: true });
      const paying = await paidUser(app, stripe);
      for (const body of [{}, { reason: ' a ' }, { reason: 'Fine', extra: 1 }]) {
        const res = await cancel(paying.user.id, { token: admin.token, body });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('validation_failed');
      }
      const short = await cancel(paying.user.id, { token: admin.token, body: { reason: 'ab' } });
      expect(short.body.errors).toEqual({ reason: ['Give a reason (at least 3 characters)'] });
      expect(stripe.object(paying.subId)!.cancel_at_period_end).toBe(false);
      expect(await auditOf(paying.user.id)).toHaveLength(0);
    });

    it('writes an audit entry with the admin, the reason and what changed', async () => {
      const admin = await signedInUser(app, { isAdmin: true });
      const paying = await paidUser(app, stripe);
      const res = await cancel(paying.user.id, {
        token: admin.token,
        body: { reason: 'Chargeback dispute' },
      });
      expect(res.status).toBe(200);
      const row = (await reloadUser(app.database.db, paying.user.id))!;
      const [entry, ...more] = await auditOf(paying.user.id);
      expect(more).toHaveLength(0);
      expect(entry).toMatchObject({
        actorId: admin.user.id,
        actorName: admin.user.username,
        action: 'subscription.cancel',
        resource: 'subscriptions',
        reason: 'Chargeback dispute',
        before: {
          cancelAtPeriodEnd: false,
          premiumUntil: null,
          stripeSubscriptionId: paying.subId,
        },
        after: {
          cancelAtPeriodEnd: true,
          premiumUntil: row.premiumUntil!.toISOString(),
          stripeSubscriptionId: paying.subId,
        },
      });
    });
  });
});
