/** Every path the site answers (spec section 2); anything else is the 404 screen. */
export const SITE_ROUTES = [
  '/',
  '/auth',
  '/public-test',
  '/contact',
  '/faq',
  '/terms',
  '/privacy',
  '/help',
  '/app',
  '/collection',
  '/ratings',
  '/premium',
  '/timeline',
  '/profile',
  '/scans',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

export function isSiteRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (SITE_ROUTES as readonly string[]).includes(clean);
}
