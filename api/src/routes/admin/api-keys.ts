import { adminResourceRouter } from './admin-router';
import { ApiKeysUpdateSchema } from '@common/schemas/settings';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { apiKeysOverview, updateApiKeys } from '@api/services/settings';

/**
 * GET /api-keys: where each key comes from and its last 4 characters; POST /api-keys (spec
 * section 7): the five optional keys, '' removing one. A key is never sent back whole.
 */
export function adminApiKeyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/api-keys');

  router.get('/', async (ctx) => {
    ctx.body = await apiKeysOverview(db);
  });

  router.post('/', validate({ body: ApiKeysUpdateSchema }), async (ctx) => {
    await updateApiKeys(db, ctx.state.body, ctx.state.user, deps.now());
    ctx.body = await apiKeysOverview(db);
  });

  return router;
}
