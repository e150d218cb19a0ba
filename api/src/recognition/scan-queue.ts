import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { scanRequests } from '../db/schema';
import { notify } from '../db/wakeups';
import type { Recognition, Recognizer } from './types';

/**
 * The queue between API processes and recognition workers (SCAN_WORKERS=external). The API
 * stores the working image and waits; a worker claims it (FOR UPDATE SKIP LOCKED + lease), runs
 * the recogniser and writes the result; NOTIFY wakes both sides on a PostgreSQL server.
 */
export const SCAN_QUEUED = 'beerscout_scan_queued';
export const SCAN_DONE = 'beerscout_scan_done';

/**
 * A worker holds a claimed scan this long; one killed mid-scan frees it when this ends. It must
 * outlast the longest scan: OCR (seconds) plus the vision model at its default timeout
 * (VISION_TIMEOUT_MS, 20 s), or a slow scan is taken by a second worker while the first runs;
 * config.ts refuses a VISION_TIMEOUT_MS above MAX_QUEUED_VISION_TIMEOUT_MS (40 s) for workers.
 */
export const SCAN_LEASE_MS = 45_000;
/**
 * How long the API waits for a worker's answer. It starts before any claim, so it must hold a
 * dead worker's whole lease and then a second worker's whole scan (one retry), with room for
 * the scan to wait for a free worker: were it no longer than the lease, the API would give up
 * and delete the row just as another worker could take it. Well inside MAX_SCAN_MS
 * (services/usage.ts), after which the user's reservation is cleared.
 */
export const WORKER_WAIT_MS = 2 * SCAN_LEASE_MS + 30_000;
/** Claims per scan: a scan that took two workers down with it is not tried a third time. */
const MAX_CLAIMS = 2;

export type ClaimedScan = {
  id: string;
  image: Buffer;
  imageType: 'shelf' | 'tap';
  lockedUntil: Date;
};

export async function enqueueScan(db: Db, image: Buffer, imageType: 'shelf' | 'tap') {
  const [row] = await db
    .insert(scanRequests)
    .values({ image, imageType })
    .returning({ id: scanRequests.id });
  await notify(db, SCAN_QUEUED, row!.id);
  return row!.id;
}

/** Takes the oldest waiting scan no other worker holds, or none. */
export async function claimScan(
  db: Db,
  now: Date,
  leaseMs = SCAN_LEASE_MS,
): Promise<ClaimedScan | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: scanRequests.id })
      .from(scanRequests)
      .where(
        and(
          eq(scanRequests.status, 'queued'),
          lt(scanRequests.attempts, MAX_CLAIMS),
          or(isNull(scanRequests.lockedUntil), lte(scanRequests.lockedUntil, now)),
        ),
      )
      .orderBy(scanRequests.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(scanRequests)
      .set({
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${scanRequests.attempts} + 1`,
      })
      .where(eq(scanRequests.id, due.id))
      .returning({
        id: scanRequests.id,
        image: scanRequests.image,
        imageType: scanRequests.imageType,
        lockedUntil: scanRequests.lockedUntil,
      });
    return { ...claimed!, lockedUntil: claimed!.lockedUntil! };
  });
}

/** Writes what the worker found, if it still holds the scan (a lease that ran out lost it). */
export async function completeScan(
  db: Db,
  scan: ClaimedScan,
  outcome: { result: Recognition } | { error: string },
): Promise<boolean> {
  const done = await db
    .update(scanRequests)
    .set({
      ...('result' in outcome
        ? { status: 'done' as const, result: outcome.result }
        : { status: 'failed' as const, error: outcome.error }),
      lockedUntil: null,
    })
    .where(
      and(
        eq(scanRequests.id, scan.id),
        eq(scanRequests.status, 'queued'),
        eq(scanRequests.lockedUntil, scan.lockedUntil),
      ),
    )
    .returning({ id: scanRequests.id });
  if (done.length) await notify(db, SCAN_DONE, scan.id);
  return done.length > 0;
}

/** Scans nobody waits for any more (their API process stopped): older than any wait. */
export async function pruneScanRequests(db: Db, now: Date, olderThanMs: number) {
  const rows = await db
    .delete(scanRequests)
    .where(lt(scanRequests.createdAt, new Date(now.getTime() - olderThanMs)))
    .returning({ id: scanRequests.id });
  return rows.length;
}

export class NoWorkerAnsweredError extends Error {}

/**
 * The API's recogniser when SCAN_WORKERS=external: queues the image and waits for a worker's
 * answer (woken by NOTIFY on a server, polling every `pollMs` on PGlite). A scan no worker has
 * answered within `waitMs` (WORKER_WAIT_MS) fails, and its row is removed so no worker starts it
 * late.
 */
export function createQueuedRecognizer(
  database: Database,
  options: { waitMs?: number; pollMs?: number; now?: () => Date } = {},
): Recognizer {
  const { db, wakeups } = database;
  const pollMs = options.pollMs ?? (database.kind === 'postgres' ? 1_000 : 50);
  const clock = () => (options.now?.() ?? new Date()).getTime();
  return {
    async recognize(image, type) {
      const id = await enqueueScan(db, image, type);
      const deadline = clock() + (options.waitMs ?? WORKER_WAIT_MS);
      try {
        for (;;) {
          // Listen before reading, so an answer written in between still wakes this wait.
          const woken = wakeups.wait(SCAN_DONE, pollMs, (payload) => payload === id);
          const [row] = await db
            .select({
              status: scanRequests.status,
              result: scanRequests.result,
              error: scanRequests.error,
            })
            .from(scanRequests)
            .where(eq(scanRequests.id, id));
          if (row?.status === 'done') return row.result as Recognition;
          if (row?.status === 'failed')
            throw new Error(`The recognition worker failed: ${row.error}`);
          if (!row || clock() >= deadline) {
            throw new NoWorkerAnsweredError(
              'No recognition worker answered (SCAN_WORKERS=external: is `beerscout worker` running?)',
            );
          }
          await woken;
        }
      } finally {
        await db.delete(scanRequests).where(eq(scanRequests.id, id));
      }
    },
    close: async () => {},
  };
}
