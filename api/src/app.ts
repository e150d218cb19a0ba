import path from 'node:path';
import Koa, { type Context } from 'koa';
import type { AppDeps } from './deps';
import { NotFoundError } from './errors';
import { publicOrigin } from './lib/public-origin';
import { SESSION_COOKIE } from './middleware/auth';
import { errorHandler } from './middleware/error-handler';
import { requestPath } from './middleware/request-path';
import { securityHeaders } from './middleware/security-headers';
import { crawlerRoutes } from './routes/crawlers';
import { apiRouter } from './routes';
import { internalRoutes } from './routes/internal';
import { pageHeads } from './pages/heads';
import { prerenderer, warmUp } from './pages/prerender';
import { routePreloads } from './pages/route-preloads';
import { staticFiles } from './static-files';

/** Builds the whole Koa app; index.ts starts it, tests drive it over real HTTP. */
export function createApp(
  deps: AppDeps,
  options: { controlToken?: () => string | undefined } = {},
): Koa {
  // X-Forwarded-For is trusted only for as many proxies as configured, counted from the right.
  const hops = deps.config.trustProxyHops;
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  app.use(errorHandler());
  app.use(securityHeaders({ https: deps.config.publicUrl?.startsWith('https:') ?? false }));
  app.use(requestPath());
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

  const api = apiRouter(deps);
  // The API's routers are case-sensitive (routes/router.ts): `/API/…` or `/Api/…` is no API route,
  // and must not fall through to the site's pages either.
  app.use(async (ctx, next) => {
    if (/^\/api(\/|$)/i.test(ctx.path) && !/^\/api(\/|$)/.test(ctx.path)) {
      throw new NotFoundError('There is no such API route.', 'route_not_found');
    }
    await next();
  });
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(crawlerRoutes(deps).routes());

  if (deps.staticDir) {
    const headFor = pageHeads(deps);
    const origin = (ctx: Context) => publicOrigin(deps.config, ctx);
    const preloadFor = routePreloads(path.join(deps.staticDir, 'site'));
    const prerender = prerenderer(deps.staticDir);
    void warmUp(prerender);
    const signedIn = (ctx: Context) => Boolean(ctx.cookies.get(SESSION_COOKIE));
    app.use(staticFiles(deps.staticDir, { headFor, origin, preloadFor, prerender, signedIn }));
  }
  return app;
}
