import type { Context, Next, ParameterizedContext } from 'koa';
import type { Db } from '../db/client';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { TokenSigner } from '../lib/tokens';
import { loadSessionUser, type UserRow } from '../services/accounts';

export const SESSION_COOKIE = 'beerscout_session';

export type AuthState = { user?: UserRow; sessionId?: string; tokenRejected?: boolean };
type AuthContext = ParameterizedContext<AuthState>;

/** The browser sends the cookie; the CLI sends the same token as `Authorization: Bearer`. */
function tokenOf(ctx: Context): string | undefined {
  const header = ctx.get('Authorization');
  if (header.toLowerCase().startsWith('bearer ')) return header.slice(7).trim();
  return ctx.cookies.get(SESSION_COOKIE) ?? undefined;
}

/** Puts the signed-in user (if any) on ctx.state; a bad token just means a guest here. */
export function loadUser(deps: { db: Db; tokens: TokenSigner; now: () => Date }) {
  return async (ctx: AuthContext, next: Next) => {
    const token = tokenOf(ctx);
    if (token) {
      const claims = deps.tokens.verify(token);
      const user =
        claims && (await loadSessionUser(deps.db, claims.sessionId, claims.userId, deps.now()));
      if (user && claims) {
        ctx.state.user = user;
        ctx.state.sessionId = claims.sessionId;
      } else {
        ctx.state.tokenRejected = true;
      }
    }
    await next();
  };
}

export function requireAuth() {
  return async (ctx: AuthContext, next: Next) => {
    if (!ctx.state.user) {
      throw ctx.state.tokenRejected
        ? new UnauthorizedError('Your session has expired. Please sign in again.', 'invalid_token')
        : new UnauthorizedError();
    }
    await next();
  };
}

/** decisions.md 9: every admin route answers 403 to signed-in non-admins (401 to guests). */
export function requireAdmin() {
  const auth = requireAuth();
  return (ctx: AuthContext, next: Next) =>
    auth(ctx, async () => {
      if (!ctx.state.user?.isAdmin) {
        throw new ForbiddenError('This area is for administrators only.', 'admin_required');
      }
      await next();
    });
}
