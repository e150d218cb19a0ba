import type { Context, Next } from 'koa';
import { TooManyRequestsError } from '../errors';

type Window = { count: number; resetAt: number };

/**
 * A fixed-window counter per client IP, kept in memory: enough for one server process.
 * Counts every attempt, so a password guesser is slowed whether it succeeds or not.
 */
export function rateLimit(options: { max: number; windowMs: number; name: string }) {
  const windows = new Map<string, Window>();
  return async (ctx: Context, next: Next) => {
    const now = Date.now();
    const key = ctx.ip;
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      if (windows.size > 10_000)
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      w = { count: 0, resetAt: now + options.windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > options.max) {
      const retryAfter = Math.ceil((w.resetAt - now) / 1000);
      throw new TooManyRequestsError(
        `Too many ${options.name} attempts. Please wait ${retryAfter} seconds and try again.`,
        retryAfter,
      );
    }
    await next();
  };
}
