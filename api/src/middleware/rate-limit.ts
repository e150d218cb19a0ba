import type { Context, Next } from 'koa';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { TooManyRequestsError } from '../errors';

/** One more hit on a key: how many it has in its window, and seconds until the window ends. */
type RateLimitStore = (
  key: string,
  windowMs: number,
) => Promise<{ hits: number; retryAfter: number }>;

/** One process (embedded PGlite): the counters live in its memory. */
function memoryStore(): RateLimitStore {
  const windows = new Map<string, { hits: number; resetAt: number }>();
  return async (key, windowMs) => {
    const now = Date.now();
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 10_000)
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { hits: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.hits += 1;
    return { hits: w.hits, retryAfter: Math.ceil((w.resetAt - now) / 1000) };
  };
}

/**
 * Several API processes on one PostgreSQL server share the counters: one upsert per hit, so
 * concurrent hits from any process queue on the row and none is lost. The server's clock
 * decides windows, so processes whose clocks differ still agree.
 */
function databaseStore(db: Db): RateLimitStore {
  return async (key, windowMs) => {
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetsAt: sql`case when ${rateLimits.resetsAt} <= now() then excluded.resets_at else ${rateLimits.resetsAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetsAt} - now()))::int`,
      });
    return { hits: row!.hits, retryAfter: Math.max(1, Number(row!.retryAfter)) };
  };
}

/**
 * A fixed-window counter per client IP (or per what `key` names, such as the signed-in user): in PostgreSQL when the database is a server (several
 * API processes may share it), in memory with embedded PGlite (one process). Counts every
 * attempt, so a password guesser is slowed whether it succeeds or not.
 */
export function rateLimit(
  database: Database,
  options: { max: number; windowMs: number; name: string; key?: (ctx: Context) => string },
) {
  const hit = database.kind === 'postgres' ? databaseStore(database.db) : memoryStore();
  return async (ctx: Context, next: Next) => {
    const { hits, retryAfter } = await hit(
      `${options.name}:${options.key ? options.key(ctx) : ctx.ip}`,
      options.windowMs,
    );
    if (hits > options.max) {
      throw new TooManyRequestsError(
        `Too many ${options.name} attempts. Please wait ${retryAfter} seconds and try again.`,
        retryAfter,
      );
    }
    await next();
  };
}

/** Drops counters whose window ended long ago (a background job keeps the table small). */
export async function pruneRateLimits(db: Db): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.resetsAt} < now() - interval '1 hour'`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
