import { createRouter } from './router';
import { ContactMessageCreateSchema } from '@common/schemas/contact';
import type { AppDeps } from '../deps';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { presentContactMessage } from '../presenters/contact';
import { createContactMessage } from '../services/contact-messages';
import { mailSettings } from '../mail/send-mail';

/** POST /api/contact: public, so limited per IP before anything is parsed or stored. */
export function contactRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter();
  const limit = rateLimit(deps.database, { ...deps.config.contactRateLimit, name: 'contact' });

  router.post('/contact', limit, validate({ body: ContactMessageCreateSchema }), async (ctx) => {
    const mail = mailSettings(deps.config);
    const row = await createContactMessage(db, ctx.state.body, mail, ctx.state.user, deps.now());
    ctx.status = 201;
    ctx.body = presentContactMessage(row);
  });

  return router;
}
