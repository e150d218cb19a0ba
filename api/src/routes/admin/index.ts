import { createRouter } from '../router';
import type { AppDeps } from '@api/deps';
import { requireAdmin } from '@api/middleware/auth';
import { adminContactMessageRoutes } from './contact-messages';
import { adminSiteRoutes } from './sites';
import { adminUserRoutes } from './users';

/** Everything under /api/admin: admins only, enforced here once (decisions.md 9). */
export function adminRoutes(deps: AppDeps) {
  const router = createRouter({ prefix: '/admin' });
  router.use(requireAdmin());
  for (const sub of [adminUserRoutes(deps), adminSiteRoutes(deps), adminContactMessageRoutes(deps)])
    router.use(sub.routes(), sub.allowedMethods());
  return router;
}
