import { createRouter } from '../router';
import { z } from 'zod';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { NotFoundError } from '@api/errors';
import { validate } from '@api/middleware/validate';
import { presentAdminUser } from '@api/presenters/user';
import { ADMIN_USER_SORTS, getUser, listUsers } from '@api/services/admin-users';
import { getUsage } from '@api/services/usage';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  isPremium: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
});

/** ra-data-simple-rest: GET /users (sort, range, filter; Content-Range) and GET /users/:id. */
export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/users' });

  router.get('/', validate({ query: listQuerySchema(ADMIN_USER_SORTS) }), async (ctx) => {
    const now = deps.now();
    const page = await listUsers(db, listQueryOf(ctx.state.query, FilterSchema), now);
    sendListPage(ctx, 'users', page, (row) => presentAdminUser(row, page.usage.get(row.id)!, now));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const user = await getUser(db, ctx.state.params.id);
    if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
    const now = deps.now();
    ctx.body = presentAdminUser(user, await getUsage(db, user, now), now);
  });

  return router;
}
