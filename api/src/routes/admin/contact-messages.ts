import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentContactMessage } from '@api/presenters/contact';
import { CONTACT_MESSAGE_SORTS, listContactMessages } from '@api/services/contact-messages';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({ q: z.string().max(200).optional() });

/** ra-data-simple-rest: GET /contact-messages (sort, range, filter; Content-Range). */
export function adminContactMessageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/contact-messages');

  router.get('/', validate({ query: listQuerySchema(CONTACT_MESSAGE_SORTS) }), async (ctx) => {
    const page = await listContactMessages(db, listQueryOf(ctx.state.query, FilterSchema));
    sendListPage(ctx, 'contact-messages', page, presentContactMessage);
  });

  return router;
}
