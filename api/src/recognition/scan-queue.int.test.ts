import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import { beers, scanRequests, usagePeriods } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { signedInUser } from '@api/testing/factories';
import { postScan, shelfPhoto } from '@api/testing/photos';
import { createRecognizer } from './recognizer';
import {
  claimScan,
  completeScan,
  createQueuedRecognizer,
  enqueueScan,
  SCAN_LEASE_MS,
} from './scan-queue';
import { createScanWorker } from './scan-worker';
import type { Recognition, Recognizer } from './types';

// SCAN_WORKERS=external in one process: the API queues scans and a worker on the same database
// answers them (on PGlite the waits are short polls; two-servers.int.test.ts runs it on a server).
let app: TestApp;
let photo: Buffer;

beforeAll(async () => {
  app = await startTestApp({ config: { scanWorkers: 'external' } });
  await app.database.db.insert(beers).values(
    [
      ['Sierra Nevada Brewing Co.', 'Pale Ale'],
      ['Guinness', 'Guinness Draught'],
    ].map(([brewery, name]) => ({
      brewery: brewery!,
      name: name!,
      matchKey: beerMatchKey(brewery!, name!),
      provenance: 'test',
    })),
  );
  photo = await shelfPhoto(
    [
      { brewery: 'Sierra Nevada', name: 'Pale Ale' },
      { brewery: 'Guinness', name: 'Draught' },
    ],
    { width: 2400, height: 1200 },
  );
}, 60_000);
afterAll(() => app.close());
beforeEach(() => app.database.db.delete(scanRequests));

const usage = async (userId: string) =>
  (await app.database.db.select().from(usagePeriods).where(eq(usagePeriods.userId, userId)))[0];

const EMPTY: Recognition = { beers: [], guesses: [], unrecognised: [], recognizer: 'test' };

describe('scans through the worker queue', () => {
  it('has a worker read the photo with the real recogniser; the API answers as if it had', async () => {
    const recognizer = await createRecognizer(app.database.db);
    const worker = createScanWorker({ database: app.database, recognizer: async () => recognizer });
    worker.start();
    try {
      const { user, token } = await signedInUser(app);
      const res = await postScan(app.url, token, photo);
      expect(res.status).toBe(201);
      expect(res.body.beers.map((b: { name: string }) => b.name).sort()).toEqual([
        'Guinness Draught',
        'Pale Ale',
      ]);
      // Boxes come back in the photo's own pixels, as from an in-process scan.
      const sierra = res.body.beers.find((b: { name: string }) => b.name === 'Pale Ale');
      expect(sierra.boxes[0][0]).toBeLessThan(1200);
      expect(sierra.boxes[0][0] + sierra.boxes[0][2]).toBeGreaterThan(100);
      expect(await usage(user.id)).toMatchObject({ used: 1, pending: 0 });
      expect(await app.database.db.select().from(scanRequests)).toEqual([]);
    } finally {
      await worker.stop();
      await recognizer.close();
    }
  }, 120_000);

  it('fails the scan (503, not counted) when the worker cannot read it', async () => {
    const broken: Recognizer = {
      recognize: async () => {
        throw new Error('OCR model missing');
      },
      close: async () => {},
    };
    const worker = createScanWorker({
      database: app.database,
      recognizer: async () => broken,
      log: () => {},
    });
    worker.start();
    try {
      const { user, token } = await signedInUser(app);
      const res = await postScan(app.url, token, photo);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'analysis_failed',
        message: 'Analysis failed. Please try again.',
      });
      expect(await usage(user.id)).toMatchObject({ used: 0, pending: 0 });
    } finally {
      await worker.stop();
    }
  });

  it('gives up when no worker answers in time, and leaves no scan behind for a late worker', async () => {
    const queued = createQueuedRecognizer(app.database, { waitMs: 200 });
    await expect(queued.recognize(photo, 'shelf')).rejects.toThrow(/beerscout worker/);
    expect(await app.database.db.select().from(scanRequests)).toEqual([]);
  });

  it('does a scan again when the worker that took it died (lease ran out), and only once', async () => {
    const { db } = app.database;
    let clock = new Date('2026-06-01T12:00:00Z');
    const id = await enqueueScan(db, photo, 'tap');
    // A worker claims it and is killed -9 before answering.
    const lost = await claimScan(db, clock, 60_000);
    expect(lost!.id).toBe(id);
    let calls = 0;
    const counting: Recognizer = { recognize: async () => (calls++, EMPTY), close: async () => {} };
    const survivor = createScanWorker({
      database: app.database,
      now: () => clock,
      leaseMs: 60_000,
      recognizer: async () => counting,
    });
    expect(await survivor.runOnce()).toBe(false); // still leased
    clock = new Date(clock.getTime() + 60_000);
    expect(await survivor.runOnce()).toBe(true);
    expect(await survivor.runOnce()).toBe(false);
    expect(calls).toBe(1);
    // The dead worker's late answer, were it to come, changes nothing.
    expect(await completeScan(db, lost!, { error: 'late' })).toBe(false);
    const [row] = await db
      .select()
      .from(scanRequests)
      .where(and(eq(scanRequests.id, id), eq(scanRequests.status, 'done')));
    expect(row).toMatchObject({ attempts: 2, error: null });
  });

  it("still waits when a dead worker's lease ends, so a second worker's full scan reaches the user", async () => {
    // The production lease and wait, on a clock the test moves: the API starts waiting when
    // it queues the scan, a worker claims it at once and is killed -9.
    let clock = new Date('2026-06-01T12:00:00Z');
    const now = () => clock;
    // The API reads the clock each time it looks at the row: `apiLooked()` resolves once it
    // has looked again, whatever the machine's speed.
    let looks = 0;
    const apiNow = () => (looks++, clock);
    const apiLooked = async () => {
      const seen = looks;
      // The API looks again when woken, or after its poll interval (1 s on a server).
      await vi.waitFor(() => expect(looks).toBeGreaterThan(seen), { timeout: 15_000 });
    };
    const { db } = app.database;
    const answer = createQueuedRecognizer(app.database, { now: apiNow }).recognize(photo, 'shelf');
    answer.catch(() => {}); // awaited below; a failure is reported there
    let lost: Awaited<ReturnType<typeof claimScan>>;
    await vi.waitFor(
      async () => {
        lost = await claimScan(db, clock);
        expect(lost).toBeDefined();
      },
      { timeout: 15_000 },
    );
    // Its lease runs out, and the API looks at the row then: it must not give up yet.
    clock = new Date(clock.getTime() + SCAN_LEASE_MS);
    await apiLooked();
    // A second worker takes the scan and needs almost a whole lease too.
    const slow: Recognizer = {
      async recognize() {
        clock = new Date(clock.getTime() + SCAN_LEASE_MS - 1_000);
        await apiLooked();
        return { ...EMPTY, recognizer: 'second worker' };
      },
      close: async () => {},
    };
    const survivor = createScanWorker({
      database: app.database,
      now,
      recognizer: async () => slow,
    });
    expect(await survivor.runOnce()).toBe(true);
    await expect(answer).resolves.toMatchObject({ recognizer: 'second worker' });
    expect(await completeScan(db, lost!, { error: 'late' })).toBe(false);
    expect(await db.select().from(scanRequests)).toEqual([]);
  });
});
