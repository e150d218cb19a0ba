import { createRouter } from '../router';
import { z } from 'zod';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import { SiteCreateSchema, SiteUpdateSchema } from '@common/schemas/widget';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentSite } from '@api/presenters/widget-site';
import {
  createSite,
  listSites,
  requireSite,
  rotateSiteKey,
  siteFacts,
  SITE_SORTS,
  updateSite,
  type SiteRow,
} from '@api/services/widget-sites';
import { siteStats } from '@api/services/widget-stats';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  active: z.boolean().optional(),
});
const StatsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });

/**
 * Widget sites for the admin console (ra-data-simple-rest: list, get, create, update), plus
 * POST /sites/:id/rotate-key and GET /sites/:id/stats for the retailer report.
 */
export function adminSiteRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/sites' });
  const present = async (row: SiteRow) =>
    presentSite(row, (await siteFacts(db, [row.id], deps.now())).get(row.id)!);

  router.get('/', validate({ query: listQuerySchema(SITE_SORTS) }), async (ctx) => {
    const page = await listSites(db, listQueryOf(ctx.state.query, FilterSchema));
    const facts = await siteFacts(
      db,
      page.rows.map((r) => r.id),
      deps.now(),
    );
    sendListPage(ctx, 'sites', page, (row) => presentSite(row, facts.get(row.id)!));
  });

  router.post('/', validate({ body: SiteCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await present(await createSite(db, ctx.state.body));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = await present(await requireSite(db, ctx.state.params.id));
  });

  router.put('/:id', validate({ params: IdParamsSchema, body: SiteUpdateSchema }), async (ctx) => {
    ctx.body = await present(await updateSite(db, ctx.state.params.id, ctx.state.body));
  });

  router.post('/:id/rotate-key', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = await present(await rotateSiteKey(db, await requireSite(db, ctx.state.params.id)));
  });

  router.get('/:id/stats', validate({ params: IdParamsSchema, query: StatsQuery }), async (ctx) => {
    const site = await requireSite(db, ctx.state.params.id);
    ctx.body = await siteStats(db, site, ctx.state.query.days, deps.now());
  });

  return router;
}
