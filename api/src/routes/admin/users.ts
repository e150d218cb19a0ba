import { createRouter } from '../router';
import { z } from 'zod';
import { listQuerySchema } from '../../../../common/schemas/list-query';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors';
import { parseOrThrow, validate } from '../../middleware/validate';
import { presentAdminUser } from '../../presenters/user';
import { ADMIN_USER_SORTS, getUser, listUsers } from '../../services/admin-users';
import { getUsage } from '../../services/usage';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  isPremium: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
});
const IdParams = z.object({ id: z.uuid('Not a valid id') });

/** ra-data-simple-rest: GET /users (sort, range, filter; Content-Range) and GET /users/:id. */
export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/users' });

  router.get('/', validate({ query: listQuerySchema(ADMIN_USER_SORTS) }), async (ctx) => {
    const { sort, range, filter } = ctx.state.query;
    const now = deps.now();
    const page = await listUsers(
      db,
      { sort, range, filter: filter && parseOrThrow(FilterSchema, filter) },
      now,
    );
    const last = page.start + Math.max(page.rows.length - 1, 0);
    ctx.set('Content-Range', `users ${page.start}-${last}/${page.total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = page.rows.map((row) => presentAdminUser(row, page.usage.get(row.id)!, now));
  });

  router.get('/:id', validate({ params: IdParams }), async (ctx) => {
    const user = await getUser(db, ctx.state.params.id);
    if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
    const now = deps.now();
    ctx.body = presentAdminUser(user, await getUsage(db, user, now), now);
  });

  return router;
}
