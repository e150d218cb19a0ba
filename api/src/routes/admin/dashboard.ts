import { adminResourceRouter } from './admin-router';
import { AdminDashboardQuerySchema } from '@common/schemas/admin-dashboard';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { adminDashboard } from '@api/services/admin-dashboard';

/** GET /dashboard?days=30: the console's landing figures (not a ra-data-simple-rest list). */
export function adminDashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/dashboard');
  router.get('/', validate({ query: AdminDashboardQuerySchema }), async (ctx) => {
    ctx.body = await adminDashboard(db, ctx.state.query.days, deps.now());
  });
  return router;
}
