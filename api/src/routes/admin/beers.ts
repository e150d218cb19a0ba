import { adminResourceRouter } from './admin-router';
import {
  AdminBeerFilterSchema,
  AdminBeerUpdateSchema,
  BeerMergeSchema,
  CatalogueImportQuerySchema,
} from '@common/schemas/admin-catalogue';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { textBody } from '@api/middleware/text-body';
import { validate } from '@api/middleware/validate';
import { presentAdminBeer } from '@api/presenters/admin-catalogue';
import {
  ADMIN_BEER_SORTS,
  listCatalogue,
  mergeBeers,
  requireBeer,
  updateBeer,
} from '@api/services/admin-catalogue';
import { importCatalogueCsv } from '@api/services/admin-catalogue-import';
import { listQueryOf, sendListPage } from './list-response';

/** The largest catalogue file the console may upload (the 6,000-beer starter list is ~0.5 MB). */
const CATALOGUE_MAX_BYTES = 10_000_000;

/**
 * The catalogue: search (ra-data-simple-rest), edit, merge a duplicate into another beer, and
 * import a CSV as `beerscout catalog import` does.
 */
export function adminBeerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/beers');

  router.get('/', validate({ query: listQuerySchema(ADMIN_BEER_SORTS) }), async (ctx) => {
    const page = await listCatalogue(db, listQueryOf(ctx.state.query, AdminBeerFilterSchema));
    sendListPage(ctx, 'beers', page, presentAdminBeer);
  });

  router.post(
    '/import',
    validate({ query: CatalogueImportQuerySchema }),
    textBody('text/csv', CATALOGUE_MAX_BYTES),
    async (ctx) => {
      const text = (ctx.state as { text?: string }).text ?? '';
      ctx.body = await importCatalogueCsv(db, text, ctx.state.query.file, ctx.state.user);
    },
  );

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
