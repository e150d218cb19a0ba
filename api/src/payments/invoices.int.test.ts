import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../db/schema';
import type { TestApp } from '../testing/app';
import { reloadUser } from '../testing/factories';
import type { FakeStripe } from '../testing/fake-stripe/server';
import { paidUser, startPaymentsApp, WEBHOOK_SECRET } from '../testing/payments';

let app: TestApp;
let stripe: FakeStripe;
beforeAll(async () => {
  ({ app, stripe } = await startPaymentsApp());
}, 60_000);
afterAll(async () => {
  await app.close();
  await stripe.close();
});

const post = (payload: string) =>
  app.request('/api/stripe/webhook', {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.sign(payload, WEBHOOK_SECRET),
    },
  });
const invoicesOf = (userId: string) =>
  app.database.db.select().from(invoices).where(eq(invoices.userId, userId));
const paidEventsOf = (subId: string) =>
  stripe.events.filter((e) => e.type === 'invoice.paid' && e.payload.includes(subId));

describe('invoice.paid stores the paid invoice', () => {
  it('stores one row per invoice: a replay or a second event for it adds none', async () => {
    const { user, subId } = await paidUser(app, stripe);
    const [event] = paidEventsOf(subId);
    const sent = JSON.parse(event!.payload);
    const row = (await reloadUser(app.database.db, user.id))!;
    expect(await invoicesOf(user.id)).toEqual([
      {
        stripeInvoiceId: sent.data.object.id,
        userId: user.id,
        stripeCustomerId: row.stripeCustomerId,
        amountPaid: 499,
        currency: 'usd',
        periodStart: row.billingPeriodStart,
        periodEnd: row.billingPeriodEnd,
        paidAt: new Date(sent.created * 1000),
      },
    ]);

    const replay = await post(event!.payload);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    // The same invoice under another event id (Stripe may resend): still one row.
    const again = await post(JSON.stringify({ ...sent, id: 'evt_same_invoice_again' }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ received: true, duplicate: false });
    expect(await invoicesOf(user.id)).toHaveLength(1);
  });

  it('stores each renewal with its own period', async () => {
    const { user, subId } = await paidUser(app, stripe);
    const firstEnd = (await reloadUser(app.database.db, user.id))!.billingPeriodEnd!;
    await stripe.endPeriod(subId);
    expect(paidEventsOf(subId)).toHaveLength(2);
    const rows = (await invoicesOf(user.id)).sort((a, b) => +a.periodStart - +b.periodStart);
    expect(
      rows.map((r) => [r.amountPaid, r.periodEnd.getTime() > r.periodStart.getTime()]),
    ).toEqual([
      [499, true],
      [499, true],
    ]);
    expect(rows[1]!.periodStart).toEqual(firstEnd);
    expect(new Set(rows.map((r) => r.stripeInvoiceId)).size).toBe(2);
  });
});
