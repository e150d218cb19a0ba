import { createRouter } from './router';
import type { Session } from '@common/schemas/user';
import type { AppDeps } from '../deps';
import { presentUser } from '../presenters/user';
import { getUsage } from '../services/usage';

/**
 * GET /api/session: the signed-in user or null. The site asks this on every first load; for a
 * guest, GET /api/user's 401 would be logged by the browser as an error on every public page.
 */
export function sessionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter();
  router.get('/session', async (ctx) => {
    const { user } = ctx.state;
    const now = deps.now();
    const body: Session = {
      user: user ? presentUser(user, await getUsage(db, user, now), now) : null,
    };
    ctx.body = body;
  });
  return router;
}
