import type { Context, Next, ParameterizedContext } from 'koa';
import { SITE_KEY_HEADER } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { ForbiddenError } from '../errors';
import { isAnySitesOrigin, resolveSite } from '../services/widget-access';
import type { SiteRow } from '../services/widget-sites';

const PREFLIGHT_MAX_AGE = '600';

/**
 * CORS for a widget route that takes a site key: the answer names the request's origin only when
 * that key's site allows it (never `*`, never credentials), so another page cannot read it. Puts
 * the site on ctx.state.site or throws 403. Set before anything else can throw, so the widget can
 * read a 429 or 413 from its own site.
 */
export function widgetSite(db: Db) {
  return async (ctx: ParameterizedContext<{ site: SiteRow }>, next: Next) => {
    ctx.vary('Origin');
    const origin = ctx.get('Origin') || undefined;
    try {
      ctx.state.site = await resolveSite(db, ctx.get(SITE_KEY_HEADER), origin);
      ctx.set('Access-Control-Allow-Origin', origin!);
    } catch (err) {
      // Inactive: the origin is the site's own, so let its page read why.
      if (err instanceof ForbiddenError && err.code === 'site_inactive') {
        ctx.set('Access-Control-Allow-Origin', origin!);
      }
      throw err;
    }
    ctx.set('Access-Control-Expose-Headers', 'Retry-After');
    await next();
  };
}

/**
 * The preflight carries no key, only the origin: it is answered when the origin belongs to some
 * active site (or is localhost while a test key exists); the real request then checks the key.
 */
export function widgetPreflight(db: Db, methods: string) {
  return async (ctx: Context) => {
    ctx.vary('Origin');
    const origin = ctx.get('Origin');
    if (!origin || !(await isAnySitesOrigin(db, origin))) {
      throw new ForbiddenError('BeerScout is not enabled for this site.', 'origin_not_allowed');
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Methods', methods);
    ctx.set('Access-Control-Allow-Headers', `${SITE_KEY_HEADER}, Content-Type`);
    ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE);
    ctx.status = 204;
  };
}
