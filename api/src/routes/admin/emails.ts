import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { EMAIL_STATUSES } from '@common/schemas/email';
import { listQuerySchema } from '@common/schemas/list-query';
import { IdParamsSchema } from '@common/schemas/params';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentOutboxEmail, presentOutboxEmailDetail } from '@api/presenters/email';
import { getOutboxEmail, listOutbox, OUTBOX_SORTS, resendEmail } from '@api/services/email-outbox';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(EMAIL_STATUSES).optional(),
});

/** The outbox (ra-data-simple-rest): GET /emails, GET /emails/:id, POST /emails/:id/resend. */
export function adminEmailRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/emails');

  router.get('/', validate({ query: listQuerySchema(OUTBOX_SORTS) }), async (ctx) => {
    const page = await listOutbox(db, listQueryOf(ctx.state.query, FilterSchema));
    sendListPage(ctx, 'emails', page, presentOutboxEmail);
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentOutboxEmailDetail(await getOutboxEmail(db, ctx.state.params.id));
  });

  router.post('/:id/resend', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentOutboxEmail(await resendEmail(db, ctx.state.params.id, ctx.state.user!));
  });

  return router;
}
