import { createRouter } from './router';
import { beerPath } from '@common/routes';
import type { AppDeps } from '../deps';
import { publicOrigin } from '../lib/public-origin';
import { listPublicBeers } from '../services/beer-page';

/** The pages anyone may read without an account, in the order a visitor meets them. */
export const PUBLIC_PAGES = ['/', '/faq', '/help', '/contact', '/privacy', '/terms'] as const;

/**
 * /robots.txt and /sitemap.xml, so search engines find the public pages and every verified
 * catalogue beer's page, and leave the signed-in ones, the admin console and the API alone.
 */
export function crawlerRoutes(deps: AppDeps) {
  const router = createRouter();

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Allow: /',
      '',
      `Sitemap: ${publicOrigin(deps.config, ctx)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  router.get('/sitemap.xml', async (ctx) => {
    const base = publicOrigin(deps.config, ctx);
    const beers = await listPublicBeers(deps.database.db);
    ctx.type = 'application/xml';
    ctx.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((page) => `  <url><loc>${base}${page}</loc></url>`),
      ...beers.map(
        (b) =>
          `  <url><loc>${base}${beerPath(b.id)}</loc><lastmod>${b.updatedAt.toISOString()}</lastmod></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
  });
  return router;
}
