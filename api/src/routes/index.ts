import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppDeps } from '../deps';
import { NotFoundError } from '../errors';
import { loadUser } from '../middleware/auth';
import { noStore } from '../middleware/security-headers';
import { adminRoutes } from './admin';
import { analysisCorrectionRoutes } from './analysis-corrections';
import { analysisRoutes } from './analyses';
import { authRoutes } from './auth';
import { beerPageRoutes } from './beer-pages';
import { beerRoutes } from './beers';
import { collectionRoutes } from './collection';
import { contactRoutes } from './contact';
import { couponRoutes } from './coupons';
import { healthRoutes } from './health';
import { paymentRoutes } from './payments';
import { profileRoutes } from './profile';
import { createRouter } from './router';
import { stripeWebhookRoutes } from './stripe-webhook';
import { sessionRoutes } from './session';
import { shareLinkRoutes, sharedScanRoutes } from './share-links';
import { suggestionRoutes } from './suggestions';
import { testEmailRoutes } from './test-email';
import { userRoutes } from './user';
import { widgetRoutes } from './widget';

/**
 * A router as middleware for /api. Routers type their state by what their own guard ensures (a
 * signed-in router's user is there: it runs requireAuth() first), which /api's state cannot know.
 */
const mounted = (router: { routes(): unknown; allowedMethods(): unknown }) =>
  [router.routes(), router.allowedMethods()] as Middleware[];

/** Everything under /api: body parsing, the signed-in user, every resource's router. */
export function apiRouter(deps: AppDeps): Router {
  const api = createRouter({ prefix: '/api' });
  // Before the body parser: the webhook's signature is checked over the raw bytes.
  api.use(...mounted(stripeWebhookRoutes(deps)));
  api.use(
    koaBody({
      jsonLimit: '100kb',
      jsonStrict: true,
      multipart: false,
      urlencoded: false,
      text: false,
    }),
  );
  // Answers carry personal data; a route that may be cached (a thumbnail) says so itself.
  api.use(noStore);
  // Before loadUser: a health check answers even when the session lookup cannot.
  api.use(healthRoutes(deps).routes());
  api.use(loadUser({ db: deps.database.db, tokens: deps.tokens, now: deps.now }));
  const routers = [
    authRoutes(deps),
    sessionRoutes(deps),
    userRoutes(deps),
    profileRoutes(deps),
    collectionRoutes(deps),
    beerRoutes(deps),
    beerPageRoutes(deps),
    analysisRoutes(deps),
    analysisCorrectionRoutes(deps),
    shareLinkRoutes(deps),
    sharedScanRoutes(deps),
    suggestionRoutes(deps),
    adminRoutes(deps),
    testEmailRoutes(deps),
    widgetRoutes(deps),
    contactRoutes(deps),
    paymentRoutes(deps),
    couponRoutes(deps),
  ];
  for (const router of routers) api.use(...mounted(router));
  api.all('/{*rest}', () => {
    throw new NotFoundError('There is no such API route.', 'route_not_found');
  });
  return api;
}
