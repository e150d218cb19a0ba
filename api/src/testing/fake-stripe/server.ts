import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm } from './form';

type Obj = Record<string, any>;
export type FakeEvent = { id: string; type: string; payload: string };

/** Card numbers the fake declines, as Stripe's test cards do. */
export const DECLINED_CARD = '4000000000000002';
const MONTH_SECONDS = 30 * 24 * 3600;

class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}
const missing = (what: string, id: string) =>
  new FakeStripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
  });

/**
 * A loopback stand-in for the part of the Stripe API BeerScout calls (customers, products,
 * prices, coupons, subscriptions, invoices, payment intents, billing-portal sessions), which the
 * real `stripe` SDK reaches through its host/port/protocol options. Confirming a payment intent
 * (what Stripe.js does) pays the invoice and activates the subscription; the events that causes
 * are signed with the SDK's generateTestHeaderString and, when `webhook` is set, delivered.
 */
export async function startFakeStripe(
  options: { webhook?: { url: string; secret: string }; now?: () => number } = {},
) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const store = new Map<string, Obj>();
  const secrets = new Map<string, string>(); // invoice id → payment intent client secret
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const events: FakeEvent[] = [];
  const requests: Array<{ method: string; path: string; body: Obj; idempotencyKey?: string }> = [];
  const signer = new Stripe('sk_test_fake_signer');
  let webhook = options.webhook;

  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const put = (o: Obj) => (store.set(o.id as string, o), o);
  const get = (id: string, what: string) => {
    const o = store.get(id);
    if (!o) throw missing(what, id);
    return o;
  };

  /** Replaces ids by their objects along each `a.b.c` path, as Stripe's `expand` does. */
  function expanded(o: Obj, paths: string[]): Obj {
    const copy = structuredClone(o);
    for (const path of paths) expandPath(copy, path.split('.'));
    if (copy.object === 'invoice' && !paths.some((p) => p.startsWith('confirmation_secret')))
      delete copy.confirmation_secret;
    return copy;
  }
  function expandPath(node: any, parts: string[]): void {
    if (!node || !parts.length) return;
    const [head, ...rest] = parts as [string, ...string[]];
    if (Array.isArray(node)) return node.forEach((n) => expandPath(n, parts));
    if (node.object === 'invoice' && head === 'confirmation_secret') {
      node.confirmation_secret = { type: 'payment_intent', client_secret: secrets.get(node.id) };
      return;
    }
    let value = node[head];
    if (typeof value === 'string' && store.has(value)) value = structuredClone(store.get(value));
    if (Array.isArray(value)) {
      value = value.map((v) =>
        typeof v === 'string' && store.has(v) ? structuredClone(store.get(v)) : v,
      );
    }
    node[head] = value;
    expandPath(value, rest);
  }

  function emit(type: string, object: Obj) {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: structuredClone(object) },
    };
    events.push({ id: event.id, type, payload: JSON.stringify(event) });
  }

  /** Signs a payload as Stripe would for `secret` (a wrong secret makes a forgery). */
  const sign = (payload: string, secret: string) =>
    signer.webhooks.generateTestHeaderString({ payload, secret });

  async function deliver(event: FakeEvent, secret = webhook?.secret) {
    if (!webhook || !secret) return undefined;
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sign(event.payload, secret),
      },
      body: event.payload,
    });
    return res.status;
  }
  async function deliverSince(from: number) {
    for (const event of events.slice(from)) await deliver(event);
  }

  function periodItems(sub: Obj, start: number) {
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = start + MONTH_SECONDS;
    }
  }

  function newInvoice(sub: Obj) {
    const price = sub.items.data[0].price;
    const percent = (sub.discounts as string[]).reduce(
      (share, id) => share * (1 - (get(id, 'discount').source.coupon.percent_off ?? 0) / 100),
      1,
    );
    const amount = Math.round(price.unit_amount * percent);
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: price.currency,
      amount_due: amount,
      amount_paid: 0,
      status: 'open',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      period_start: sub.items.data[0].current_period_start,
      period_end: sub.items.data[0].current_period_end,
    });
    const intent = put({
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      currency: price.currency,
      status: 'requires_payment_method',
      invoice: invoice.id,
    });
    secrets.set(invoice.id, `${intent.id}_secret_${randomBytes(6).toString('hex')}`);
    return invoice;
  }

  function payInvoice(invoice: Obj) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    const sub = get(invoice.parent.subscription_details.subscription, 'subscription');
    sub.status = 'active';
    emit('invoice.paid', invoice);
    emit('customer.subscription.updated', sub);
  }

  function makeDiscounts(sub: Obj, wanted: Obj[] | undefined, keep: string[] = []) {
    const ids = [...keep];
    for (const d of wanted ?? []) {
      if (d.discount) continue; // an existing discount id, kept above
      const coupon = get(d.coupon as string, 'coupon');
      ids.push(
        put({
          id: newId('di'),
          object: 'discount',
          subscription: sub.id,
          source: { type: 'coupon', coupon },
        }).id as string,
      );
    }
    return ids;
  }

  const routes: Array<[string, RegExp, (m: string[], body: Obj, key: string) => Obj]> = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_, b) =>
        put({
          id: newId('cus'),
          object: 'customer',
          email: b.email,
          name: b.name,
          metadata: b.metadata ?? {},
        }),
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (_, b) => put({ id: newId('prod'), object: 'product', name: b.name, active: true }),
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (_, b) =>
        put({
          id: newId('price'),
          object: 'price',
          product: b.product,
          unit_amount: Number(b.unit_amount),
          currency: b.currency,
          recurring: { interval: b.recurring?.interval ?? 'month' },
          lookup_key: b.lookup_key ?? null,
          active: true,
        }),
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_, q) => ({
        object: 'list',
        has_more: false,
        data: [...store.values()].filter(
          (o) =>
            o.object === 'price' &&
            (!q.lookup_keys || (q.lookup_keys as string[]).includes(o.lookup_key)),
        ),
      }),
    ],
    [
      'POST',
      /^\/v1\/coupons$/,
      (_, b) =>
        put({
          id: newId('coupon'),
          object: 'coupon',
          percent_off: Number(b.percent_off),
          duration: b.duration,
          name: b.name,
          metadata: b.metadata ?? {},
        }),
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_, b) => {
        get(b.customer as string, 'customer');
        const price = get(b.items[0].price as string, 'price');
        const sub = put({
          id: newId('sub'),
          object: 'subscription',
          customer: b.customer,
          status: 'incomplete',
          cancel_at_period_end: false,
          metadata: b.metadata ?? {},
          discounts: [] as string[],
          items: {
            object: 'list',
            data: [{ id: newId('si'), object: 'subscription_item', price }],
          },
          latest_invoice: null,
        });
        periodItems(sub, now());
        sub.discounts = makeDiscounts(sub, b.discounts);
        const invoice = newInvoice(sub);
        sub.latest_invoice = invoice.id;
        if (invoice.amount_due === 0) payInvoice(invoice);
        return expanded(sub, b.expand ?? []);
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([\w]+)$/,
      ([id], q) => expanded(get(id!, 'subscription'), q.expand ?? []),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([\w]+)$/,
      ([id], b) => {
        const sub = get(id!, 'subscription');
        if (b.cancel_at_period_end !== undefined) {
          if (sub.status === 'canceled')
            throw new FakeStripeError(400, {
              type: 'invalid_request_error',
              message:
                'A canceled subscription can only update its cancellation_details and metadata.',
            });
          sub.cancel_at_period_end = b.cancel_at_period_end === 'true';
        }
        if (b.discounts !== undefined) {
          const keep = (b.discounts as Obj[]).flatMap((d) =>
            d.discount ? [d.discount as string] : [],
          );
          sub.discounts = makeDiscounts(sub, b.discounts, keep);
        }
        emit('customer.subscription.updated', sub);
        return expanded(sub, b.expand ?? []);
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_, b) =>
        put({
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: b.customer,
          return_url: b.return_url,
          url: `https://billing.stripe.com/p/session/${newId('test')}`,
        }),
    ],
    // What Stripe.js calls from the browser with the client secret.
    [
      'POST',
      /^\/v1\/payment_intents\/([\w]+)\/confirm$/,
      ([id], b) => {
        const intent = get(id!, 'payment_intent');
        if (secrets.get(intent.invoice) !== b.client_secret) throw missing('payment_intent', id!);
        const invoice = get(intent.invoice as string, 'invoice');
        if (b.card?.number === DECLINED_CARD) {
          intent.last_payment_error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          };
          emit('invoice.payment_failed', invoice);
          throw new FakeStripeError(402, { ...intent.last_payment_error, payment_intent: intent });
        }
        intent.status = 'succeeded';
        payInvoice(invoice);
        return intent;
      },
    ],
  ];

  /**
   * Test control: the subscription's paid period is over (renews, or ends when cancelled). With
   * `failRenewal` the renewal's card is declined: the invoice stays open and the subscription is
   * past due while Stripe retries, as with a real failed renewal.
   */
  function endPeriod(subId: string, options: { failRenewal?: boolean } = {}) {
    const sub = get(subId, 'subscription');
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled';
      emit('customer.subscription.deleted', sub);
    } else {
      periodItems(sub, sub.items.data[0].current_period_end);
      const invoice = newInvoice(sub);
      sub.latest_invoice = invoice.id;
      if (options.failRenewal) {
        invoice.attempt_count = 1;
        sub.status = 'past_due';
        emit('invoice.payment_failed', invoice);
        emit('customer.subscription.updated', sub);
      } else {
        payInvoice(invoice);
      }
    }
    return sub;
  }

  /**
   * Test control: Stripe gives the subscription up now. One never paid expires
   * (`incomplete_expired`, an `updated` event); any other is cancelled (a `deleted` event).
   */
  function endNow(subId: string) {
    const sub = get(subId, 'subscription');
    if (sub.status === 'incomplete') {
      sub.status = 'incomplete_expired';
      emit('customer.subscription.updated', sub);
    } else {
      sub.status = 'canceled';
      emit('customer.subscription.deleted', sub);
    }
    return sub;
  }

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });
  const send = (res: ServerResponse, status: number, body: Obj) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
    });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await read(req);
    if (req.method === 'OPTIONS') return send(res, 204, {});
    const from = events.length;
    try {
      if (url.pathname === '/_fake/events' && req.method === 'GET') {
        return send(res, 200, { data: events });
      }
      const listing = /^\/_fake\/objects\/(\w+)$/.exec(url.pathname);
      if (listing && req.method === 'GET') {
        return send(res, 200, { data: [...store.values()].filter((o) => o.object === listing[1]) });
      }
      const control = /^\/_fake\/subscriptions\/(\w+)\/end-period$/.exec(url.pathname);
      if (control && req.method === 'POST') {
        const sub = endPeriod(control[1]!);
        await deliverSince(from);
        return send(res, 200, sub);
      }
      // Stripe.js sends its publishable key in the form body; the SDK sends a bearer header.
      const bodyKey = new URLSearchParams(text).get('key');
      const apiKey = req.headers.authorization ?? (bodyKey ? `Bearer ${bodyKey}` : '');
      if (!/^Bearer (sk|pk)_test_/.test(apiKey)) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
      }
      const body =
        req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, idempotencyKey: key });
      const remembered = key && idempotent.get(key);
      if (remembered) return send(res, remembered.status, remembered.body);
      const route = routes.find(([m, re]) => m === req.method && re.test(url.pathname));
      if (!route)
        throw new FakeStripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname})`,
        });
      const answer = route[2](route[1].exec(url.pathname)!.slice(1), body, key ?? '');
      if (key) idempotent.set(key, { status: 200, body: answer });
      await deliverSince(from);
      send(res, 200, answer);
    } catch (err) {
      await deliverSince(from);
      if (err instanceof FakeStripeError) return send(res, err.status, { error: err.body });
      send(res, 500, { error: { type: 'api_error', message: String(err) } });
    }
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    events,
    requests,
    objects: (type: string) => [...store.values()].filter((o) => o.object === type),
    object: (id: string) => store.get(id),
    setWebhook(target: { url: string; secret: string } | undefined) {
      webhook = target;
    },
    sign,
    deliver,
    endPeriod: async (subId: string, options: { failRenewal?: boolean } = {}) => {
      const from = events.length;
      endPeriod(subId, options);
      await deliverSince(from);
    },
    endNow: async (subId: string) => {
      const from = events.length;
      endNow(subId);
      await deliverSince(from);
    },
    /** Pays a subscription's open invoice, as confirming in the browser would. */
    pay: async (subId: string, card = '4242424242424242') => {
      const sub = get(subId, 'subscription');
      const intentId = secrets.get(sub.latest_invoice as string)!.split('_secret_')[0]!;
      const res = await fetch(`${url}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_fake',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: secrets.get(sub.latest_invoice as string)!,
          'card[number]': card,
        }),
      });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
