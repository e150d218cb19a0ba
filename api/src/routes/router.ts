import Router, { type RouterOptions } from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { requireAuth, type AuthState } from '../middleware/auth';
import type { UserRow } from '../services/accounts';

/** What the API's middleware leaves on ctx.state for every request (middleware/auth.ts). */
export type ApiState = AuthState;
/** Behind requireAuth(): the user and their session are there. */
export type SignedInState = ApiState & { user: UserRow; sessionId: string };

/**
 * A handler's context when its middleware chain cannot say it (several middleware put things on
 * ctx.state): e.g. `ApiContext<SignedInState & { upload: UploadedImage }>`.
 */
export type ApiContext<State extends object = ApiState> = ParameterizedContext<State>;

/**
 * Every router of the API is made here, case-sensitive. @koa/router matches routes without regard
 * to case by default but a router-level `use()` guard with it, so `/api/ADMIN/users` once reached
 * the admin handlers past `requireAdmin()`. Case-sensitive routers match guards and routes alike;
 * ESLint keeps `new Router()` out of every other file.
 */
export function createRouter<State extends object = ApiState>(
  options: Omit<RouterOptions, 'sensitive'> = {},
): Router<State> {
  return new Router<State>({ ...options, sensitive: true });
}

/**
 * A router whose every route is for signed-in users: guarded here, and typed so. The guard needs
 * a prefix or the paths it covers: mounted under /api, a router's bare `use()` would run for every
 * API route, public ones included.
 */
export function signedInRouter(
  scope: { prefix: string } | { paths: string[] },
): Router<SignedInState> {
  if ('prefix' in scope) {
    const router = createRouter<SignedInState>({ prefix: scope.prefix });
    router.use(requireAuth());
    return router;
  }
  const router = createRouter<SignedInState>();
  router.use(scope.paths, requireAuth());
  return router;
}
