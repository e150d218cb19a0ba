import { signedInRouter } from './router';
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  ExportQuerySchema,
  ProfileUpdateSchema,
} from '@common/schemas/profile';
import type { AppDeps } from '../deps';
import { SESSION_COOKIE } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { presentUserRatings } from '../presenters/ratings';
import { presentUser } from '../presenters/user';
import { exportToCsv, exportUserData } from '../services/export';
import { changePassword, deleteAccount, updateProfile } from '../services/profile';
import { listUserRatings } from '../services/ratings';
import { getUsage } from '../services/usage';
import { mailSettings } from '../mail/send-mail';

/** Profile Settings and the user's own data: ratings, export, password, deletion. */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const mail = mailSettings(deps.config);
  const router = signedInRouter({ prefix: '/user' });

  router.patch('/', validate({ body: ProfileUpdateSchema }), async (ctx) => {
    const now = deps.now();
    const user = await updateProfile(db, ctx.state.body, ctx.state.user);
    ctx.body = presentUser(user, await getUsage(db, user, now), now);
  });

  router.get('/ratings', async (ctx) => {
    ctx.body = presentUserRatings(await listUserRatings(db, ctx.state.user));
  });

  router.get('/export', validate({ query: ExportQuerySchema }), async (ctx) => {
    const now = deps.now();
    const data = await exportUserData(db, ctx.state.user, now);
    const stamp = now.toISOString().slice(0, 10);
    const { format } = ctx.state.query;
    ctx.set('Content-Disposition', `attachment; filename="beerscout-export-${stamp}.${format}"`);
    ctx.set('Cache-Control', 'no-store');
    if (format === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = exportToCsv(data);
    } else {
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = JSON.stringify(data, null, 2);
    }
  });

  router.post('/password', validate({ body: ChangePasswordSchema }), async (ctx) => {
    await changePassword(db, ctx.state.body, ctx.state.user, ctx.state.sessionId, mail);
    ctx.status = 204;
  });

  // POST, not DELETE: it carries the password, and DELETE bodies are not parsed.
  router.post('/delete', validate({ body: DeleteAccountSchema }), async (ctx) => {
    await deleteAccount(db, ctx.state.body.password, ctx.state.user, mail);
    ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax' });
    ctx.status = 204;
  });

  return router;
}
