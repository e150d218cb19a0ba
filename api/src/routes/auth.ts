import { createRouter } from './router';
import type { Context } from 'koa';
import { LoginSchema, RegisterSchema } from '@common/schemas/auth';
import type { AppDeps } from '../deps';
import { SESSION_COOKIE } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { presentUser } from '../presenters/user';
import {
  authenticate,
  createSession,
  endSession,
  registerUser,
  type UserRow,
} from '../services/accounts';
import { getUsage } from '../services/usage';
import { mailSettings } from '../mail/send-mail';
import { SESSION_DAYS } from '../lib/tokens';

export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter();
  const limit = rateLimit(deps.database, { ...deps.config.authRateLimit, name: 'sign-in' });

  /** Starts a session: the token goes in an httpOnly cookie and, for the CLI, in the body. */
  async function signIn(ctx: Context, user: UserRow) {
    const now = deps.now();
    const sessionId = await createSession(db, user.id, now);
    const token = deps.tokens.sign(user.id, sessionId);
    // An https PUBLIC_URL means a TLS proxy in front, even when its X-Forwarded-Proto is not
    // trusted (TRUST_PROXY_HOPS=0): mark the connection secure so the cookie may be Secure.
    const secure = deps.config.publicUrl ? deps.config.publicUrl.startsWith('https:') : ctx.secure;
    if (secure) ctx.cookies.secure = true;
    ctx.cookies.set(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: SESSION_DAYS * 24 * 3600 * 1000,
      overwrite: true,
    });
    ctx.body = { ...presentUser(user, await getUsage(db, user, now), now), token };
  }

  router.post('/register', limit, validate({ body: RegisterSchema }), async (ctx) => {
    const user = await registerUser(db, ctx.state.body, mailSettings(deps.config));
    await signIn(ctx, user);
    ctx.status = 201;
  });

  router.post('/login', limit, validate({ body: LoginSchema }), async (ctx) => {
    await signIn(ctx, await authenticate(db, ctx.state.body));
  });

  router.post('/logout', async (ctx) => {
    if (ctx.state.sessionId) await endSession(db, ctx.state.sessionId);
    ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax' });
    ctx.status = 204;
  });

  return router;
}
