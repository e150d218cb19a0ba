import Router, { type RouterOptions } from '@koa/router';

/**
 * Every router of the API is made here, case-sensitive. @koa/router matches routes without regard
 * to case by default but a router-level `use()` guard with it, so `/api/ADMIN/users` once reached
 * the admin handlers past `requireAdmin()`. Case-sensitive routers match guards and routes alike;
 * ESLint keeps `new Router()` out of every other file.
 */
export function createRouter(options: Omit<RouterOptions, 'sensitive'> = {}): Router {
  return new Router({ ...options, sensitive: true });
}
