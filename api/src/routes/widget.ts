import { createRouter, type ApiContext, type ApiState } from './router';
import { z } from 'zod';
import { AnalyzeFieldsSchema } from '@common/schemas/analysis';
import type { WidgetSiteStatus } from '@common/schemas/widget';
import type { AppDeps } from '../deps';
import { imageUpload, type UploadedImage } from '../middleware/image-upload';
import { rateLimit } from '../middleware/rate-limit';
import { parseOrThrow, validate } from '../middleware/validate';
import { widgetPreflight, widgetSite } from '../middleware/widget-cors';
import { presentWidgetScan } from '../presenters/widget-scan';
import { resolveSite, siteHasScansLeft, siteQuotaExceeded } from '../services/widget-access';
import { isTestKey, type SiteRow } from '../services/widget-sites';
import { createWidgetScan } from '../services/widget-scans';

// Per-IP limits for anonymous shoppers, on top of each site's monthly quota. Shoppers in one shop
// can share its Wi-Fi's address, so the scan limit is generous; it is there to stop a script
// from burning a retailer's quota with their public key. Constants, not settings: tune here.
const SCANS_PER_IP = { max: 30, windowMs: 10 * 60_000, name: 'scan' };
const STATUS_CHECKS_PER_IP = { max: 120, windowMs: 60_000, name: 'widget' };

const StatusQuery = z.object({ key: z.string().max(100).optional() });

/** The retailer widget's API: /api/widget/site (is it enabled here?) and /api/widget/analyze. */
export function widgetRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter({ prefix: '/widget' });

  // Read by the widget when its panel opens. The answer is for any page (`*`, no credentials):
  // "not enabled here" must be readable from the very origin that is not allowed, and it tells
  // nothing the public key on that page does not already.
  router.get(
    '/site',
    async (ctx, next) => {
      ctx.set('Access-Control-Allow-Origin', '*');
      await next();
    },
    rateLimit(deps.database, STATUS_CHECKS_PER_IP),
    validate({ query: StatusQuery }),
    async (ctx) => {
      const site = await resolveSite(db, ctx.state.query.key, ctx.get('Origin') || undefined);
      if (!(await siteHasScansLeft(db, site, deps.now()))) {
        throw siteQuotaExceeded(site, deps.now());
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { name: site.name, test: isTestKey(site.publicKey) } satisfies WidgetSiteStatus;
    },
  );

  router.options('/analyze', widgetPreflight(db, 'POST'));
  type ScanState = ApiState & { site: SiteRow; upload: UploadedImage };
  router.post(
    '/analyze',
    widgetSite(db),
    rateLimit(deps.database, SCANS_PER_IP),
    imageUpload(),
    async (ctx: ApiContext<ScanState>) => {
      const { upload, site } = ctx.state;
      const { type } = parseOrThrow(AnalyzeFieldsSchema, upload.fields);
      const recognizer = await deps.recognizer();
      const scan = await createWidgetScan(
        db,
        recognizer,
        { image: upload.buffer, type },
        site,
        deps.now(),
      );
      ctx.body = presentWidgetScan(scan);
    },
  );

  return router;
}
