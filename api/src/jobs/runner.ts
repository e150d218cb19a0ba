import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@api/db/client';
import { jobs } from '@api/db/schema';

export type JobRow = typeof jobs.$inferSelect;

export type JobHandler = {
  run(payload: Record<string, unknown>, job: JobRow): Promise<void>;
  /** Attempts before a one-off job is marked failed (a recurring one waits for its next run). */
  maxAttempts?: number;
  /** A recurring job: one row per kind, run again this long after each run. */
  everyMs?: number;
  /** Told of every failed attempt, e.g. so the outbox row shows its attempts and error. */
  onError?(payload: Record<string, unknown>, error: string, final: boolean): Promise<void>;
};

export type JobRunnerDeps = {
  db: Db;
  now: () => Date;
  handlers: Record<string, JobHandler>;
  /** How long a claim holds a job; a runner killed mid-job frees it when this ends. */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  log?: (line: string) => void;
};

export const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 5 * 60_000;

/** Exponential backoff after the nth failed attempt: 30 s, 1 min, 2 min… capped at an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

/** Queues a one-off job; pass a transaction to queue it with the rows that caused it. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  runAt?: Date,
): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}) })
    .returning();
  return row!;
}

/**
 * Claims up to `limit` due jobs: FOR UPDATE SKIP LOCKED so runners on one database never take the
 * same row, then a lease (`locked_until`) instead of a held transaction, so the work runs outside
 * it and a crash only delays the job until the lease ends.
 */
export async function claimDueJobs(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'queued'),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        inArray(
          jobs.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export type JobRunner = {
  /** Claims and runs what is due now; returns how many jobs it ran. */
  runDue(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const { db, now, handlers } = deps;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const log = deps.log ?? ((line: string) => console.warn(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  // Only the runner holding this lease may finish the job: one whose lease ran out (and whose
  // job another runner took) must not overwrite the newer outcome.
  const finish = async (job: JobRow, set: Partial<typeof jobs.$inferInsert>) => {
    const kept = await db
      .update(jobs)
      .set({ ...set, lockedUntil: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, job.lockedUntil!)))
      .returning({ id: jobs.id });
    return kept.length > 0;
  };

  /** What a job's row becomes after a run: done, retried later, failed, or rescheduled. */
  function outcome(job: JobRow, handler: JobHandler | undefined, error: string | undefined) {
    const at = now().getTime();
    const final =
      error !== undefined && job.attempts >= (handler?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS);
    if (handler?.everyMs && (error === undefined || final)) {
      return {
        final,
        set: { attempts: 0, lastError: error ?? null, runAt: new Date(at + handler.everyMs) },
      };
    }
    if (error === undefined)
      return { final, set: { status: 'done' as const, finishedAt: new Date(at) } };
    if (final) {
      return {
        final,
        set: { status: 'failed' as const, lastError: error, finishedAt: new Date(at) },
      };
    }
    return { final, set: { lastError: error, runAt: new Date(at + retryDelayMs(job.attempts)) } };
  }

  async function runOne(job: JobRow) {
    const handler = handlers[job.kind];
    let error: string | undefined;
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler.run(job.payload, job);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const { final, set } = outcome(job, handler, error);
    if (!(await finish(job, set))) {
      log(`Job ${job.kind} ${job.id} ran past its lease; another runner has it now.`);
      return;
    }
    if (error === undefined) return;
    await handler?.onError?.(job.payload, error, final && !handler.everyMs);
    log(`Job ${job.kind} ${job.id} failed (attempt ${job.attempts}): ${error}`);
  }

  async function runDue(): Promise<number> {
    const claimed = await claimDueJobs(db, now(), leaseMs, deps.batchSize ?? 10);
    for (const job of claimed) await runOne(job);
    return claimed.length;
  }

  // One pass at a time per runner; the next tick skips while one is still going.
  const tick = () => {
    if (running) return;
    running = runDue()
      .catch((err: unknown) => {
        log(`Background jobs could not run: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runDue,
    async start() {
      // Every server ensures the recurring jobs (the unique key keeps one row each) and makes
      // them due now: upkeep a stopped server missed (stale reservations…) is done at start.
      const recurring = Object.keys(handlers).filter((kind) => handlers[kind]!.everyMs);
      if (recurring.length > 0) {
        await db
          .insert(jobs)
          .values(recurring.map((kind) => ({ kind, key: kind, runAt: now() })))
          .onConflictDoUpdate({ target: jobs.key, set: { runAt: now() } });
      }
      tick();
      timer = setInterval(tick, deps.pollMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
