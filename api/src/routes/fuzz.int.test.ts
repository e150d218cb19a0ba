import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe/server';
import { createPremiumPrice, stripeTestConfig } from '../testing/payments';
import { signedInUser } from '../testing/factories';
import { fuzzRequest, type FuzzRequest } from '../testing/fuzz-requests';
import { registeredRoutes } from '../testing/routes';

// Every route, with generated bad input: no 5xx, always `{ code, message }`, and a refused write
// leaves every table as it was. FUZZ_RUNS and FUZZ_SEED reproduce or widen a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let app: TestApp;
let token: string;
/** Rows inserted or deleted so far, in any table. */
let rowChanges: () => Promise<number>;

let stripe: FakeStripe;

beforeAll(async () => {
  // Payments configured against the loopback fake, so their routes run past "not set up".
  stripe = await startFakeStripe();
  app = await startTestApp({
    config: {
      authRateLimit: { max: 1_000_000, windowMs: 60_000 },
      contactRateLimit: { max: 1_000_000, windowMs: 60_000 },
      stripe: stripeTestConfig(stripe),
    },
  });
  await createPremiumPrice(stripe);
  // An admin reaches every route's validation; a fifth of the requests go signed out.
  ({ token } = await signedInUser(app, { isAdmin: true }));
  // Every row inserted or deleted in any table is counted by a trigger, so one tiny query after
  // each write request tells whether a refused one wrote anything (a rolled-back write counts not).
  const db = app.database.db;
  const rows = async <T>(query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = (
    await rows<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    )
  )
    .map((r) => r.name)
    // Bookkeeping written whatever a request holds: a rate limit counts every attempt before
    // validation (by design), and the background job runner claims and finishes its own rows.
    .filter((name) => !['rate_limits', 'jobs'].includes(name));
  await db.execute(sql`create table fuzz_row_changes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_row_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_change() returns trigger language plpgsql as $$
      begin update fuzz_row_changes set n = n + 1; return null; end $$`),
  );
  for (const table of tables)
    await db.execute(
      sql.raw(`create trigger fuzz_count after insert or delete on "${table}"
        for each row execute function fuzz_count_change()`),
    );
  rowChanges = async () =>
    Number((await rows<{ n: string }>(sql`select n from fuzz_row_changes`))[0]!.n);

  // The counter sees a real write through the API, so an unchanged count means something.
  const before = await rowChanges();
  const made = await app.request('/api/contact', {
    body: { name: 'Fuzz', email: 'fuzz@example.com', subject: 'Check', message: 'Counting.' },
  });
  expect(made.status).toBeLessThan(300);
  expect(await rowChanges()).toBeGreaterThan(before);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

async function send(request: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  // Signing out would end the admin's session for every request after it.
  if (request.signedIn && request.route.path !== '/api/logout')
    headers.authorization = `Bearer ${token}`;
  const res = await fetch(app.url + request.url, {
    method: request.method,
    headers,
    body: request.body,
  });
  const text = await res.text();
  let body: { code?: unknown; message?: unknown } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, body };
}

describe('fuzzing every route with bad input', () => {
  it(
    `survives ${RUNS} generated requests (seed ${SEED})`,
    async () => {
      const routes = registeredRoutes(app.deps).filter((r) => !r.path.startsWith('/api/internal'));
      const requests = fc.sample(fuzzRequest(routes), { numRuns: RUNS, seed: SEED });
      const failures: string[] = [];
      const seen = new Set<string>();
      const fail = (request: FuzzRequest, why: string) => {
        const key = `${request.method} ${request.route.path}: ${why}`;
        if (seen.has(key)) return;
        seen.add(key);
        const body = request.body === undefined ? '' : ` body ${request.body.slice(0, 160)}`;
        failures.push(`${key} — ${request.url.slice(0, 160)} [${request.contentType}]${body}`);
      };

      let before = await rowChanges();
      for (const request of requests) {
        const { status, body } = await send(request);
        if (status >= 500) fail(request, `answered ${status} ${JSON.stringify(body)}`);
        else if (
          status >= 400 &&
          (typeof body?.code !== 'string' || typeof body.message !== 'string')
        )
          fail(request, `answered ${status} without { code, message }`);
        if (WRITES.has(request.method)) {
          const after = await rowChanges();
          if (status >= 400 && after !== before)
            fail(request, `refused (${status}) but wrote rows`);
          before = after;
        }
      }
      expect(failures).toEqual([]);
      expect(requests.length).toBe(RUNS);
    },
    // Generous: on a busy 2-core machine 10,000 requests take far longer than on a quiet one.
    300_000,
  );
});
