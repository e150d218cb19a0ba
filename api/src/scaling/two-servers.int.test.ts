import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { openDatabase } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { analyses, beers, scanRequests } from '@api/db/schema';
import { createScanWorker, type ScanWorker } from '@api/recognition/scan-worker';
import type { Recognizer } from '@api/recognition/types';
import { startTestApp, type TestApp } from '@api/testing/app';
import { createServerTestDatabase } from '@api/testing/database';
import { signedInUser } from '@api/testing/factories';
import { postScan, shelfPhoto } from '@api/testing/photos';

// Several API processes and a recognition worker on one PostgreSQL server (docs/deploy.md):
// two API servers on their own ports and connection pools, SCAN_WORKERS=external, and one
// worker with its own pool. Nothing but the database is shared between them.
const onServer = process.env.BEERSCOUT_TEST_DB === 'postgres';

describe.runIf(onServer)('two API servers and one worker on one PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createServerTestDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let worker: ScanWorker;
  let closeWorkerDb: () => Promise<void>;
  let beerId: string;
  let photo: Buffer;
  const recognised: string[] = [];

  const open = async () => openDatabase({ url: server.url });
  const apiServer = async () =>
    startTestApp({
      database: await open(),
      config: { scanWorkers: 'external', authRateLimit: { max: 3, windowMs: 60_000 } },
    });

  beforeAll(async () => {
    server = await createServerTestDatabase();
    const first = await open();
    await migrateDatabase(first);
    const [beer] = await first.db
      .insert(beers)
      .values({
        brewery: 'Guinness',
        name: 'Guinness Draught',
        matchKey: beerMatchKey('Guinness', 'Guinness Draught'),
        provenance: 'test',
      })
      .returning();
    beerId = beer!.id;
    await first.close();
    [a, b] = await Promise.all([apiServer(), apiServer()]);
    const workerDb = await open();
    closeWorkerDb = () => workerDb.close();
    // The worker's recogniser records what it was given; it stands in for OCR, which the
    // analyze tests cover: here what is under test is who does the work.
    const recognizer: Recognizer = {
      async recognize(image, type) {
        recognised.push(`${type}:${image.length}`);
        return {
          recognizer: 'worker',
          unrecognised: [],
          guesses: [],
          beers: [
            {
              beerId,
              name: 'Guinness Draught',
              brewery: 'Guinness',
              style: null,
              confidence: 0.9,
              boxes: [[10, 10, 100, 50]],
              alternatives: [],
            },
          ],
        };
      },
      close: async () => {},
    };
    worker = createScanWorker({ database: workerDb, recognizer: async () => recognizer });
    worker.start();
    photo = await shelfPhoto([{ brewery: 'Guinness', name: 'Draught' }]);
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await Promise.all([a?.close(), b?.close(), closeWorkerDb?.()]);
    await server?.drop();
  });

  it('has the worker do the scans sent to either server, and holds the monthly limit across both', async () => {
    const { user, token } = await signedInUser(a);
    // Free plan: 5 a month. Three scans at once on each server: 6 asked, 5 may run.
    const results = await Promise.all(
      [a, b, a, b, a, b].map((app) => postScan(app.url, token, photo)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(results.find((r) => r.status === 429)!.body.code).toBe('limit_reached');
    for (const r of results.filter((r) => r.status === 201)) {
      expect(r.body.beers.map((x: { name: string }) => x.name)).toEqual(['Guinness Draught']);
    }
    // Every scan was recognised by the worker, none in an API process.
    expect(recognised).toHaveLength(5);
    expect(await a.database.db.select().from(scanRequests)).toEqual([]);
    const stored = await a.database.db.select().from(analyses).where(eq(analyses.userId, user.id));
    expect(stored).toHaveLength(5);

    // Either server now refuses, and both report the same usage.
    expect((await postScan(a.url, token, photo)).status).toBe(429);
    expect((await postScan(b.url, token, photo)).status).toBe(429);
    for (const app of [a, b]) {
      const me = await app.request('/api/user', { token });
      expect(me.body).toMatchObject({ analysesUsed: 5, analysisLimit: 5 });
    }
    expect(recognised).toHaveLength(5);
  }, 60_000);

  it('holds the sign-in rate limit across both servers', async () => {
    const login = (app: TestApp) =>
      app.request('/api/login', { body: { username: 'nobody', password: 'wrong-password' } });
    // The limit is 3 per client per window, whichever server the attempts reach.
    expect((await login(a)).status).toBe(401);
    expect((await login(b)).status).toBe(401);
    expect((await login(a)).status).toBe(401);
    const fourth = await login(b);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('rate_limited');
    expect(fourth.body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(a)).status).toBe(429);
  });
});
