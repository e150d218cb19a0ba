import type Router from '@koa/router';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { apiRouter } from '../routes';
import { internalRoutes } from '../routes/internal';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };
export type RegisteredRoute = { method: string; path: string; schemas: Schemas };

/**
 * Every route the API registers, read from the routers themselves (not a hand list), so a new
 * route is walked by the authorisation and fuzz tests the day it is added.
 */
export function registeredRoutes(deps: AppDeps): RegisteredRoute[] {
  const routers: Router[] = [apiRouter(deps), internalRoutes(deps, () => 'control-token')];
  const routes: RegisteredRoute[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      // Middleware layers (`use()`) have no methods; the catch-all answers every method with 404.
      if (layer.methods.length === 0 || String(layer.path).includes('{*rest}')) continue;
      // validate() leaves its schemas on the middleware it returns.
      const schemas = Object.assign(
        {},
        ...layer.stack.map((fn) => (fn as { schemas?: Schemas }).schemas ?? {}),
      ) as Schemas;
      for (const method of layer.methods) {
        if (method !== 'HEAD') routes.push({ method, path: String(layer.path), schemas });
      }
    }
  }
  return routes;
}

/** A concrete path for a route pattern: every `:param` becomes a well-formed id. */
export function samplePath(pattern: string, id = '00000000-0000-4000-8000-000000000000'): string {
  return pattern.replace(/:[A-Za-z]+/g, id);
}
