import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/factories';
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

    const refused = await app.request(`/api/admin/subscriptions/${paying.user.id}/cancel`, {
      method: 'POST',
      token: paying.token,
    });
    expect(refused.status).toBe(403);
    const cancelled = await app.request(`/api/admin/subscriptions/${paying.user.id}/cancel`, {
      method: 'POST',
      token: admin.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(stripe.object(paying.subId)!.cancel_at_period_end).toBe(true);
  });
});
