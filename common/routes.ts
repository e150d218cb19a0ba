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
  '/scans/:id',
  '/beers/:id',
  '/s/:token',
] as const;
export type SiteRoute = (typeof SITE_ROUTES)[number];

/** Public pages with an id in the path: a catalogue beer, a shared scan. */
export const beerPath = (id: string) => `/beers/${id}`;
export const sharePath = (token: string) => `/s/${token}`;

/** A ":name" segment stands for one id-like segment (letters, digits, "-" and "_"). */
function routeMatches(route: string, path: string): boolean {
  if (!route.includes(':')) return route === path;
  const want = route.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? /^[\w-]{1,64}$/.test(got[i]!) : seg === got[i]))
  );
}

export function isSiteRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SITE_ROUTES.some((route) => routeMatches(route, clean));
}

/**
 * The admin console sends a signed-in member who is not an admin to `/?notice=admin-only`
 * (they stay signed in); the site shows ADMIN_ONLY_MESSAGE there.
 */
export const ADMIN_ONLY_NOTICE = 'admin-only';
export const ADMIN_ONLY_MESSAGE = 'This account is not an administrator.';
const AUTH_RUNTIME = 'src/auth-runtime.tsx';
const APP_LAYOUT = 'src/components/layout/AppLayout.tsx';

/**
 * The lazily loaded modules (paths inside site/) a page renders with at once: the server
 * preloads their chunks beside the entry, so a page's own chunk never waits for the entry to
 * run first. Pages that call useAuth wait for the auth runtime too. Kept in step with
 * site/src/routes.tsx by its test.
 */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/auth': [AUTH_RUNTIME, 'src/pages/AuthPage.tsx'],
  '/contact': ['src/pages/ContactPage.tsx'],
  '/faq': ['src/pages/FaqPage.tsx'],
  '/terms': ['src/pages/TermsPage.tsx'],
  '/privacy': ['src/pages/PrivacyPage.tsx'],
  '/help': [AUTH_RUNTIME, APP_LAYOUT, 'src/pages/HelpPage.tsx'],
  '/app': [AUTH_RUNTIME, APP_LAYOUT, 'src/pages/ScanPage.tsx'],
  '/beers/:id': ['src/pages/BeerPage.tsx'],
  '/s/:token': ['src/pages/SharedScanPage.tsx'],
};

/** The ROUTE_MODULES key of a path: itself, or the pattern of a page with an id in it. */
export function routeKeyOf(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (/^\/beers\/[^/]+$/.test(clean)) return '/beers/:id';
  if (/^\/s\/[^/]+$/.test(clean)) return '/s/:token';
  return clean;
}
