import { createRouter, signedInRouter } from './router';
import { IdParamsSchema } from '@common/schemas/params';
import { ShareCreateSchema, ShareTokenParamsSchema } from '@common/schemas/share';
import type { AppDeps } from '../deps';
import { NotFoundError } from '../errors';
import { validate } from '../middleware/validate';
import { renderCard } from '../pages/card-image';
import { shareCard } from '../pages/share-card';
import { presentShareLink, presentSharedScan, sharesPhoto } from '../presenters/share';
import {
  loadSharedScan,
  requireOwnShareLink,
  revokeShareLink,
  shareScan,
} from '../services/share-links';
import { can } from '../policies';

/** The owner's side of sharing a scan: make (or update) its public link, read it, turn it off. */
export function shareLinkRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ paths: ['/analyses'] });

  router.post(
    '/analyses/:id/share',
    validate({ params: IdParamsSchema, body: ShareCreateSchema }),
    async (ctx) => {
      const { link, created } = await shareScan(
        db,
        ctx.state.params.id,
        ctx.state.body,
        ctx.state.user,
      );
      ctx.status = created ? 201 : 200;
      ctx.body = presentShareLink(link);
    },
  );

  router.get('/analyses/:id/share', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentShareLink(await requireOwnShareLink(db, ctx.state.params.id, ctx.state.user));
  });

  router.delete('/analyses/:id/share', validate({ params: IdParamsSchema }), async (ctx) => {
    await revokeShareLink(db, ctx.state.params.id, ctx.state.user, deps.now());
    ctx.status = 204;
  });

  return router;
}

/** What anyone with a share link may read: the scan's beers, its photo if shared, its preview. */
export function sharedScanRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/shares' });
  const load = async (token: string) => {
    const shared = await loadSharedScan(db, token);
    const now = deps.now();
    return {
      shared,
      now,
      scan: presentSharedScan(shared, can(shared.owner, 'completeResults', now), now),
    };
  };

  router.get('/:token', validate({ params: ShareTokenParamsSchema }), async (ctx) => {
    ctx.body = (await load(ctx.state.params.token)).scan;
  });

  router.get('/:token/photo', validate({ params: ShareTokenParamsSchema }), async (ctx) => {
    const { shared, now } = await load(ctx.state.params.token);
    if (!sharesPhoto(shared, now)) {
      throw new NotFoundError('This shared scan has no photo.', 'photo_not_shared');
    }
    ctx.type = 'image/jpeg';
    ctx.body = shared.stored.analysis.thumbnail;
  });

  router.get('/:token/card.png', validate({ params: ShareTokenParamsSchema }), async (ctx) => {
    const { scan } = await load(ctx.state.params.token);
    ctx.type = 'image/png';
    // Only beer names: a preview may keep it a while, a revoked link's page is gone at once.
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await renderCard(shareCard(scan));
  });

  return router;
}
