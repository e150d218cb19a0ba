import { createRouter } from './router';
import { sql } from 'drizzle-orm';
import { describeUnreachableDatabase } from '../db/connection-error';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

// A health check that cannot hang a load balancer's probe on a database that does not answer.
const DATABASE_TIMEOUT_MS = 5000;

/** GET /api/health: 200 when the database answers a query, 503 database_unavailable when not. */
export function healthRoutes(deps: AppDeps) {
  const router = createRouter();
  router.get('/health', async (ctx) => {
    const { db, kind } = deps.database;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS / 1000} s`)),
            DATABASE_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (err) {
      const reason =
        (deps.config.databaseUrl && describeUnreachableDatabase(err, deps.config.databaseUrl)) ||
        `The database did not answer: ${(err as Error).message}`;
      throw new AppError(503, 'database_unavailable', reason);
    } finally {
      clearTimeout(timer);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, database: kind };
  });
  return router;
}
