import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { IdParamsSchema } from '@common/schemas/params';
import { AdminSubscriptionCancelSchema } from '@common/schemas/payments';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { NotFoundError } from '@api/errors';
import { mailSettings } from '@api/mail/send-mail';
import { validate } from '@api/middleware/validate';
import { providerErrors } from '@api/payments/provider-errors';
import { requireStripe } from '@api/payments/stripe-client';
import { setCancelAtPeriodEnd } from '@api/payments/subscriptions';
import { presentAdminSubscription } from '@api/presenters/subscription';
import { getUser } from '@api/services/admin-users';
import { ADMIN_SUBSCRIPTION_SORTS, listSubscriptions } from '@api/services/admin-subscriptions';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({ q: z.string().max(200).optional() });

/** ra-data-simple-rest list of subscriptions, and an admin's cancel (at the period end). */
export function adminSubscriptionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/subscriptions');

  router.get('/', validate({ query: listQuerySchema(ADMIN_SUBSCRIPTION_SORTS) }), async (ctx) => {
    const now = deps.now();
    const page = await listSubscriptions(db, listQueryOf(ctx.state.query, FilterSchema));
    sendListPage(ctx, 'subscriptions', page, (row) => presentAdminSubscription(row, now));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const user = await getUser(db, ctx.state.params.id);
    if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
    ctx.body = presentAdminSubscription(user, deps.now());
  });

  router.post(
    '/:id/cancel',
    providerErrors,
    validate({ params: IdParamsSchema, body: AdminSubscriptionCancelSchema }),
    async (ctx) => {
      const user = await getUser(db, ctx.state.params.id);
      if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
      const now = deps.now();
      const stripe = await requireStripe(db, deps.config);
      const payment = { db, stripe, mail: mailSettings(deps.config), now };
      await setCancelAtPeriodEnd(payment, user, true, {
        actor: ctx.state.user,
        reason: ctx.state.body.reason,
      });
      ctx.body = presentAdminSubscription((await getUser(db, user.id))!, now);
    },
  );

  return router;
}
