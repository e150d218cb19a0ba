import { adminResourceRouter } from './admin-router';
import {
  AdminRoleSchema,
  AdminUserFilterSchema,
  AdminUserUpdateSchema,
  PremiumGrantSchema,
  PremiumRevokeSchema,
} from '@common/schemas/admin-users';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { NotFoundError } from '@api/errors';
import { mailSettings } from '@api/mail/send-mail';
import { validate } from '@api/middleware/validate';
import { presentAdminUserDetail } from '@api/presenters/admin-user';
import { presentAdminUser } from '@api/presenters/user';
import {
  deleteUserByAdmin,
  resetUsage,
  setAdminRole,
  updateUserByAdmin,
} from '@api/services/admin-user-changes';
import { ADMIN_USER_SORTS, getUser, listUsers, userActivity } from '@api/services/admin-users';
import { grantPremium, listGrants, revokePremium } from '@api/services/premium-grants';
import { getUsage } from '@api/services/usage';
import { listQueryOf, sendListPage } from './list-response';

/**
 * ra-data-simple-rest users (list, get, update, delete) and the operator's actions on one user:
 * premium grant/revoke, admin role, usage reset. Every change writes an audit entry.
 */
export function adminUserRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const mail = mailSettings(deps.config);
  const router = adminResourceRouter('/users');

  const detail = async (id: string) => {
    const user = await getUser(db, id);
    if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
    const now = deps.now();
    const [usage, activity, grants] = await Promise.all([
      getUsage(db, user, now),
      userActivity(db, user, now),
      listGrants(db, user.id),
    ]);
    return presentAdminUserDetail(user, usage, activity, grants, now);
  };

  router.get('/', validate({ query: listQuerySchema(ADMIN_USER_SORTS) }), async (ctx) => {
    const now = deps.now();
    const page = await listUsers(db, listQueryOf(ctx.state.query, AdminUserFilterSchema), now);
    sendListPage(ctx, 'users', page, (row) => presentAdminUser(row, page.usage.get(row.id)!, now));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = await detail(ctx.state.params.id);
  });

  router.put(
    '/:id',
    validate({ params: IdParamsSchema, body: AdminUserUpdateSchema }),
    async (ctx) => {
      await updateUserByAdmin(db, ctx.state.params.id, ctx.state.body, ctx.state.user);
      ctx.body = await detail(ctx.state.params.id);
    },
  );

  router.delete('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const before = await detail(ctx.state.params.id);
    await deleteUserByAdmin(db, ctx.state.params.id, ctx.state.user, mail);
    ctx.body = before;
  });

  router.post(
    '/:id/premium',
    validate({ params: IdParamsSchema, body: PremiumGrantSchema }),
    async (ctx) => {
      const input = { userId: ctx.state.params.id, ...ctx.state.body };
      await grantPremium(db, input, ctx.state.user, deps.now());
      ctx.body = await detail(ctx.state.params.id);
    },
  );

  router.post(
    '/:id/premium/revoke',
    validate({ params: IdParamsSchema, body: PremiumRevokeSchema }),
    async (ctx) => {
      const input = { userId: ctx.state.params.id, reason: ctx.state.body.reason };
      await revokePremium(db, input, ctx.state.user, deps.now());
      ctx.body = await detail(ctx.state.params.id);
    },
  );

  router.post(
    '/:id/admin',
    validate({ params: IdParamsSchema, body: AdminRoleSchema }),
    async (ctx) => {
      await setAdminRole(db, ctx.state.params.id, ctx.state.body.isAdmin, ctx.state.user);
      ctx.body = await detail(ctx.state.params.id);
    },
  );

  router.post('/:id/reset-usage', validate({ params: IdParamsSchema }), async (ctx) => {
    await resetUsage(db, ctx.state.params.id, ctx.state.user, deps.now());
    ctx.body = await detail(ctx.state.params.id);
  });

  return router;
}
