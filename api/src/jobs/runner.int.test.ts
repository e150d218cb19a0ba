import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@api/db/client';
import { analyses, jobs } from '@api/db/schema';
import { createTestDatabase } from '@api/testing/database';
import { makeUser } from '@api/testing/factories';
import { deleteExpiredThumbnails, maintenanceJobs } from './maintenance';
import { claimDueJobs, createJobRunner, enqueueJob, retryDelayMs } from './runner';

let database: Database;
let clock: Date;
const now = () => clock;
const MINUTE = 60_000;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clock = new Date('2026-06-01T12:00:00Z');
  await database.db.delete(jobs);
});

const jobRow = async (id: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job runner', () => {
  it('retries a failing job with exponential backoff, then marks it failed with the error', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: database.db,
      now,
      log: () => {},
      handlers: {
        flaky: {
          maxAttempts: 3,
          run: async () => {
            calls++;
            throw new Error('connect ECONNREFUSED 127.0.0.1:1');
          },
        },
      },
    });
    const job = await enqueueJob(database.db, 'flaky', {}, clock);

    expect(await runner.runDue()).toBe(1);
    let row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lockedUntil: null });
    expect(row.lastError).toBe('connect ECONNREFUSED 127.0.0.1:1');
    expect(row.runAt.getTime() - clock.getTime()).toBe(retryDelayMs(1));
    // Not due before its backoff ends.
    expect(await runner.runDue()).toBe(0);

    advance(retryDelayMs(1));
    await runner.runDue();
    row = await jobRow(job.id);
    expect(row.attempts).toBe(2);
    expect(row.runAt.getTime() - clock.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    advance(retryDelayMs(2));
    await runner.runDue();
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toBe('connect ECONNREFUSED 127.0.0.1:1');
    advance(24 * 60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('does a job again, once, when the runner that claimed it died (its lease ran out)', async () => {
    let calls = 0;
    const handlers = { work: { run: async () => void calls++ } };
    const job = await enqueueJob(database.db, 'work', {}, clock);
    // A runner claims it and is killed before finishing: the row keeps only its lease.
    const [claimed] = await claimDueJobs(database.db, clock, 5 * MINUTE, 10);
    expect(claimed!.id).toBe(job.id);

    const runner = createJobRunner({ db: database.db, now, handlers, leaseMs: 5 * MINUTE });
    expect(await runner.runDue()).toBe(0); // still leased
    advance(5 * MINUTE);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    advance(60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps the outcome of the runner holding the lease, not of one whose lease ran out', async () => {
    const errors: string[] = [];
    let calls = 0;
    const handlers = {
      work: {
        onError: async (_p: Record<string, unknown>, error: string) => void errors.push(error),
        run: async () => {
          calls++;
          if (calls > 1) return;
          // The first runner stalls past its lease; meanwhile another takes the job and does it.
          advance(5 * MINUTE);
          await b.runDue();
          throw new Error('late failure');
        },
      },
    };
    const a = createJobRunner({
      db: database.db,
      now,
      handlers,
      leaseMs: 5 * MINUTE,
      log: () => {},
    });
    const b = createJobRunner({ db: database.db, now, handlers, leaseMs: 5 * MINUTE });
    const job = await enqueueJob(database.db, 'work', {}, clock);
    await a.runDue();
    expect(calls).toBe(2);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'done',
      lastError: null,
      lockedUntil: null,
    });
    expect(errors).toEqual([]);
  });

  it('lets two runners on one database share the work without doing any job twice', async () => {
    const seen: string[] = [];
    const handlers = {
      work: {
        run: async (payload: Record<string, unknown>) => void seen.push(String(payload.n)),
      },
    };
    for (let n = 0; n < 30; n++) await enqueueJob(database.db, 'work', { n }, clock);
    const a = createJobRunner({ db: database.db, now, handlers, batchSize: 4 });
    const b = createJobRunner({ db: database.db, now, handlers, batchSize: 4 });
    const drain = async (r: typeof a) => {
      while ((await r.runDue()) > 0);
    };
    await Promise.all([drain(a), drain(b)]);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  // Only a server has more than one connection: PGlite runs one transaction at a time.
  it.runIf(process.env.BEERSCOUT_TEST_DB === 'postgres')(
    'skips, without waiting, the jobs another runner is claiming at that moment',
    async () => {
      for (let n = 0; n < 4; n++) await enqueueJob(database.db, 'work', { n }, clock);
      await database.db.transaction(async (tx) => {
        // Runner A has selected and leased two rows, and not committed yet.
        const mine = await claimDueJobs(tx, clock, MINUTE, 2);
        const others = await claimDueJobs(database.db, clock, MINUTE, 10);
        expect(mine).toHaveLength(2);
        expect(others).toHaveLength(2);
        const ids = new Set([...mine, ...others].map((j) => j.id));
        expect(ids.size).toBe(4);
      });
    },
  );

  it('keeps one row per recurring job however many servers start, and reschedules it', async () => {
    const handlers = maintenanceJobs(database.db, now);
    const a = createJobRunner({ db: database.db, now, handlers, pollMs: 3_600_000 });
    const b = createJobRunner({ db: database.db, now, handlers, pollMs: 3_600_000 });
    await a.start();
    await b.start();
    await a.stop();
    await b.stop();
    const rows = await database.db.select().from(jobs);
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'clear_stale_reservations',
      'delete_expired_thumbnails',
      'prune_expired_rows',
    ]);
    for (const row of rows) {
      expect(row.status).toBe('queued');
      expect(row.runAt.getTime()).toBeGreaterThan(clock.getTime());
    }
  });

  it('makes the recurring jobs due at every start, so upkeep a stopped server missed runs at once', async () => {
    const ran: string[] = [];
    const handlers = { upkeep: { everyMs: 3_600_000, run: async () => void ran.push('upkeep') } };
    const first = createJobRunner({ db: database.db, now, handlers, pollMs: 3_600_000 });
    await first.start();
    await first.stop();
    expect(ran).toEqual(['upkeep']);
    // Restarted ten minutes later: not due for another 50 minutes, yet it runs at start.
    advance(10 * MINUTE);
    const again = createJobRunner({ db: database.db, now, handlers, pollMs: 3_600_000 });
    await again.start();
    await again.stop();
    expect(ran).toEqual(['upkeep', 'upkeep']);
    const [row] = await database.db.select().from(jobs);
    expect(row!.runAt.getTime()).toBe(clock.getTime() + 3_600_000);
  });
});

describe('deleteExpiredThumbnails', () => {
  it("removes the bytes of thumbnails whose 90 days ended, and keeps the others'", async () => {
    const user = await makeUser(database.db);
    const bytes = Buffer.from('thumbnail bytes');
    const [expired, current] = await database.db
      .insert(analyses)
      .values([
        { userId: user.id, thumbnail: bytes, thumbnailExpiresAt: new Date(clock.getTime() - 1) },
        {
          userId: user.id,
          thumbnail: bytes,
          thumbnailExpiresAt: new Date(clock.getTime() + MINUTE),
        },
      ])
      .returning();

    const runner = createJobRunner({
      db: database.db,
      now,
      handlers: maintenanceJobs(database.db, now),
      pollMs: 3_600_000,
    });
    await runner.start();
    await runner.stop();

    const thumb = async (id: string) =>
      (await database.db.select().from(analyses).where(eq(analyses.id, id)))[0]!.thumbnail;
    expect(await thumb(expired!.id)).toBeNull();
    expect(Buffer.from((await thumb(current!.id))!).toString()).toBe('thumbnail bytes');
    // The analysis itself stays (decisions.md 5: only the photo goes).
    expect(await deleteExpiredThumbnails(database.db, clock)).toBe(0);
  });
});
