import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import { SiteCreateSchema, SiteUpdateSchema } from '@common/schemas/widget';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentSite } from '@api/presenters/widget-site';
import {
  createSiteAudited,
  rotateSiteKeyAudited,
  updateSiteAudited,
  uploadInventory,
} from '@api/services/admin-sites';
import {
  listSites,
  requireSite,
  siteFacts,
  SITE_SORTS,
  type SiteRow,
} from '@api/services/widget-sites';
import { textBody } from '@api/middleware/text-body';
import { siteStats } from '@api/services/widget-stats';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  active: z.boolean().optional(),
});
const StatsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
const InventoryQuery = z.object({ replace: z.enum(['0', '1']).default('0') });
/** The largest inventory file the console may upload (20,000 rows fit in well under this). */
const INVENTORY_MAX_BYTES = 5_000_000;

/**
 * Widget sites for the admin console (ra-data-simple-rest: list, get, create, update), plus
 * POST /sites/:id/rotate-key, POST /sites/:id/inventory (a CSV) and GET /sites/:id/stats for
 * the retailer report. Changes are audited.
 */
export function adminSiteRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/sites');
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
    ctx.body = await present(await createSiteAudited(db, ctx.state.body, ctx.state.user));
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = await present(await requireSite(db, ctx.state.params.id));
  });

  router.put('/:id', validate({ params: IdParamsSchema, body: SiteUpdateSchema }), async (ctx) => {
    const { params, body, user } = ctx.state;
    ctx.body = await present(await updateSiteAudited(db, params.id, body, user));
  });

  router.post('/:id/rotate-key', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = await present(await rotateSiteKeyAudited(db, ctx.state.params.id, ctx.state.user));
  });

  // The CSV as the request body (text/csv): the console shows the upload's progress, then
  // every row's result.
  router.post(
    '/:id/inventory',
    validate({ params: IdParamsSchema, query: InventoryQuery }),
    textBody('text/csv', INVENTORY_MAX_BYTES),
    async (ctx) => {
      const { params, query, user } = ctx.state;
      const text = (ctx.state as { text?: string }).text ?? '';
      const options = { replace: query.replace === '1', now: deps.now() };
      const result = await uploadInventory(db, params.id, text, options, user);
      ctx.body = { ...result, site: await present(await requireSite(db, params.id)) };
    },
  );

  router.get('/:id/stats', validate({ params: IdParamsSchema, query: StatsQuery }), async (ctx) => {
    const site = await requireSite(db, ctx.state.params.id);
    ctx.body = await siteStats(db, site, ctx.state.query.days, deps.now());
  });

  return router;
}
