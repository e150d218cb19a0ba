import { createRouter } from '../router';
import { z } from 'zod';
import { listQuerySchema } from '../../../../common/schemas/list-query';
import type { AppDeps } from '../../deps';
import { parseOrThrow, validate } from '../../middleware/validate';
import { presentContactMessage } from '../../presenters/contact';
import { CONTACT_MESSAGE_SORTS, listContactMessages } from '../../services/contact-messages';

const FilterSchema = z.object({ q: z.string().max(200).optional() });

/** ra-data-simple-rest: GET /contact-messages (sort, range, filter; Content-Range). */
export function adminContactMessageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/contact-messages' });

  router.get('/', validate({ query: listQuerySchema(CONTACT_MESSAGE_SORTS) }), async (ctx) => {
    const { sort, range, filter } = ctx.state.query;
    const page = await listContactMessages(db, {
      sort,
      range,
      filter: filter && parseOrThrow(FilterSchema, filter),
    });
    const last = page.start + Math.max(page.rows.length - 1, 0);
    ctx.set('Content-Range', `contact-messages ${page.start}-${last}/${page.total}`);
    ctx.set('Access-Control-Expose-Headers', 'Content-Range');
    ctx.body = page.rows.map(presentContactMessage);
  });

  return router;
}
