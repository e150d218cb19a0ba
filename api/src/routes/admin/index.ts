import { createRouter, type SignedInState } from '../router';
import type { AppDeps } from '@api/deps';
import { requireAdmin } from '@api/middleware/auth';
import { adminApiKeyRoutes } from './api-keys';
import { adminAuditRoutes } from './audit-log';
import { adminBeerRoutes } from './beers';
import { adminContactMessageRoutes } from './contact-messages';
import { adminDashboardRoutes } from './dashboard';
import { adminCouponRedemptionRoutes } from './coupon-redemptions';
import { adminCouponRoutes } from './coupons';
import { adminEmailRoutes } from './emails';
import { adminLearnedAliasRoutes, adminRecognitionEvidenceRoutes } from './learned-aliases';
import { adminSiteRoutes } from './sites';
import { adminSubscriptionRoutes } from './subscriptions';
import { adminSuggestionRoutes } from './suggestions';
import { adminUserRoutes } from './users';

/** Everything under /api/admin: admins only, enforced here once (decisions.md 9). */
export function adminRoutes(deps: AppDeps) {
  const router = createRouter<SignedInState>({ prefix: '/admin' });
  // requireAdmin() is what makes the SignedInState true for every resource below.
  router.use(requireAdmin());
  const subs = [
    adminUserRoutes(deps),
    adminAuditRoutes(deps),
    adminApiKeyRoutes(deps),
    adminDashboardRoutes(deps),
    adminSiteRoutes(deps),
    adminBeerRoutes(deps),
    adminSuggestionRoutes(deps),
    adminContactMessageRoutes(deps),
    adminEmailRoutes(deps),
    adminCouponRoutes(deps),
    adminCouponRedemptionRoutes(deps),
    adminSubscriptionRoutes(deps),
    adminLearnedAliasRoutes(deps),
    adminRecognitionEvidenceRoutes(deps),
  ];
  for (const sub of subs) router.use(sub.routes(), sub.allowedMethods());
  return router;
}
