import { adminResourceRouter } from './admin-router';
import {
  AdminBeerFilterSchema,
  AdminBeerUpdateSchema,
  BeerMergeSchema,
} from '@common/schemas/admin-catalogue';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentAdminBeer } from '@api/presenters/admin-catalogue';
import {
  ADMIN_BEER_SORTS,
  listCatalogue,
  mergeBeers,
  requireBeer,
  updateBeer,
} from '@api/services/admin-catalogue';
import { listQueryOf, sendListPage } from './list-response';

/** The catalogue: search (ra-data-simple-rest), edit, and merge a duplicate into another beer. */
export function adminBeerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/beers');

  router.get('/', validate({ query: listQuerySchema(ADMIN_BEER_SORTS) }), async (ctx) => {
    const page = await listCatalogue(db, listQueryOf(ctx.state.query, AdminBeerFilterSchema));
    sendListPage(ctx, 'beers', page, presentAdminBeer);
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentAdminBeer(await requireBeer(db, ctx.state.params.id));
  });

  router.put(
    '/:id',
    validate({ params: IdParamsSchema, body: AdminBeerUpdateSchema }),
    async (ctx) => {
      const { params, body, user } = ctx.state;
      ctx.body = presentAdminBeer(await updateBeer(db, params.id, body, user, deps.now()));
    },
  );

  router.post(
    '/:id/merge',
    validate({ params: IdParamsSchema, body: BeerMergeSchema }),
    async (ctx) => {
      const { params, body, user } = ctx.state;
      const input = { fromId: params.id, intoId: body.intoId };
      const { into, moved } = await mergeBeers(db, input, user, deps.now());
      ctx.body = { kept: presentAdminBeer(into), moved };
    },
  );

  return router;
}
