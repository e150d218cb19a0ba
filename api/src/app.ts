import Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AppDeps } from './deps';
import { NotFoundError } from './errors';
import { loadUser } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { adminRoutes } from './routes/admin';
import { analysisCorrectionRoutes } from './routes/analysis-corrections';
import { analysisRoutes } from './routes/analyses';
import { authRoutes } from './routes/auth';
import { beerRoutes } from './routes/beers';
import { collectionRoutes } from './routes/collection';
import { contactRoutes } from './routes/contact';
import { crawlerRoutes } from './routes/crawlers';
import { healthRoutes } from './routes/health';
import { internalRoutes } from './routes/internal';
import { profileRoutes } from './routes/profile';
import { suggestionRoutes } from './routes/suggestions';
import { userRoutes } from './routes/user';
import { widgetRoutes } from './routes/widget';
import { staticFiles } from './static-files';

/** Builds the whole Koa app; index.ts starts it, tests drive it over real HTTP. */
export function createApp(
  deps: AppDeps,
  options: { controlToken?: () => string | undefined } = {},
): Koa {
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.use(errorHandler({ exposeStack: deps.config.env === 'development' }));
  if (deps.config.logRequests) {
    app.use(async (ctx, next) => {
      const started = performance.now();
      await next();
      console.log(
        `${ctx.method} ${ctx.url} ${ctx.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    });
  }

  // Before the API's body parser: it takes larger bodies (catalogue chunks) from the CLI.
  const internal = internalRoutes(deps, options.controlToken ?? (() => undefined));
  app.use(internal.routes());

  const api = new Router({ prefix: '/api' });
  api.use(
    koaBody({
      jsonLimit: '100kb',
      jsonStrict: true,
      multipart: false,
      urlencoded: false,
      text: false,
    }),
  );
  api.use(loadUser({ db: deps.database.db, tokens: deps.tokens, now: deps.now }));
  api.use(healthRoutes(deps).routes());
  for (const router of [
    authRoutes(deps),
    userRoutes(deps),
    profileRoutes(deps),
    collectionRoutes(deps),
    beerRoutes(deps),
    analysisRoutes(deps),
    analysisCorrectionRoutes(deps),
    suggestionRoutes(deps),
    adminRoutes(deps),
    widgetRoutes(deps),
    contactRoutes(deps),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.all('/{*rest}', () => {
    throw new NotFoundError('There is no such API route.', 'route_not_found');
  });
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(crawlerRoutes(deps).routes());

  if (deps.staticDir) app.use(staticFiles(deps.staticDir));
  return app;
}
