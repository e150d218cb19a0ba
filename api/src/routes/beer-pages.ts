import { createRouter } from './router';
import { BeerIdParamsSchema } from '@common/schemas/beers';
import type { AppDeps } from '../deps';
import { validate } from '../middleware/validate';
import { presentBeerPage } from '../presenters/beers';
import { getBeerPage } from '../services/beer-page';

/**
 * GET /api/beer-pages/:id for anyone: what the public beer page (/beers/:id) shows. Not under
 * /api/beers, where every route is for signed-in users (routes/beers.ts guards the prefix).
 */
export function beerPageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/beer-pages' });
  router.get('/:id', validate({ params: BeerIdParamsSchema }), async (ctx) => {
    ctx.body = presentBeerPage(await getBeerPage(db, ctx.state.params.id));
  });
  return router;
}
