import { signedInRouter } from './router';
import type { AppDeps } from '../deps';
import { presentUser } from '../presenters/user';
import { markScanTipsSeen } from '../services/accounts';
import { getUsage } from '../services/usage';
import { saveTaste, tasteOf } from '../services/taste';
import { TasteInputSchema } from '@common/schemas/taste';
import { validate } from '../middleware/validate';

export function userRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ prefix: '/user' });

  router.get('/', async (ctx) => {
    const now = deps.now();
    ctx.body = presentUser(ctx.state.user, await getUsage(db, ctx.state.user, now), now);
  });

  router.get('/scan-tips-seen', (ctx) => {
    ctx.body = { hasSeenScanTips: ctx.state.user.hasSeenScanTips };
  });

  router.post('/mark-scan-tips-seen', async (ctx) => {
    await markScanTipsSeen(db, ctx.state.user);
    ctx.body = { hasSeenScanTips: true };
  });

  // "Best for you" from the first scan: the styles a new user likes and dislikes, asked once.
  router.get('/taste', (ctx) => {
    ctx.body = tasteOf(ctx.state.user);
  });

  router.put('/taste', validate({ body: TasteInputSchema }), async (ctx) => {
    ctx.body = await saveTaste(db, ctx.state.user, ctx.state.body, deps.now());
  });

  return router;
}
