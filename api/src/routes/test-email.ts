import { createRouter } from './router';
import { TestEmailSchema } from '@common/schemas/email';
import type { AppDeps } from '../deps';
import { mailDelivery } from '../jobs';
import { requireAdmin } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { mailSettings } from '../mail/send-mail';
import { sendTestEmail } from '../mail/test-email';

/** POST /api/test/email (spec 7): admins try the mail set-up; 502 email_failed when it fails. */
export function testEmailRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const delivery = mailDelivery({ db, now: deps.now, config: deps.config });
  const router = createRouter({ prefix: '/test' });
  router.use(requireAdmin());
  router.post('/email', validate({ body: TestEmailSchema }), async (ctx) => {
    ctx.body = await sendTestEmail(delivery, ctx.state.body, mailSettings(deps.config));
  });
  return router;
}
