import { createRouter } from './router';
import type { AppDeps } from '../deps';

/** The pages anyone may read without an account, in the order a visitor meets them. */
export const PUBLIC_PAGES = ['/', '/faq', '/help', '/contact', '/privacy', '/terms'] as const;

/**
 * /robots.txt and /sitemap.xml, so search engines find the public pages and leave the signed-in
 * ones, the admin console and the API alone. Absolute URLs use PUBLIC_URL, else the address
 * this request came to (not `ctx.origin`: in Koa 3 that is the Origin header).
 */
export function crawlerRoutes(deps: AppDeps) {
  const router = createRouter();
  const origin = (requestOrigin: string) =>
    (deps.config.publicUrl ?? requestOrigin).replace(/\/$/, '');

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain';
    ctx.body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /admin',
      'Allow: /',
      '',
      `Sitemap: ${origin(`${ctx.protocol}://${ctx.host}`)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  router.get('/sitemap.xml', (ctx) => {
    const base = origin(`${ctx.protocol}://${ctx.host}`);
    ctx.type = 'application/xml';
    ctx.body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((page) => `  <url><loc>${base}${page}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
  });
  return router;
}
