// The yardstick: bare Koa answering a small JSON after verifying the same kind of token the app
// uses (HS256 with a createSecretKey key). What the app adds on top is routing, middleware and
// the database.
import { createServer } from 'node:http';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import Koa from 'koa';
import { listenLocally, type RunningApp } from './app-under-test';

export async function startBaseline(secret: string, userId: string): Promise<RunningApp> {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const app = new Koa();
  app.use((ctx) => {
    try {
      const payload = jwt.verify(ctx.get('Authorization').slice(7), key, { algorithms: ['HS256'] });
      ctx.body = { id: typeof payload === 'object' ? payload.sub : null };
    } catch {
      ctx.status = 401;
      ctx.body = { code: 'invalid_token', message: 'Bad token.' };
    }
  });
  const server = createServer(app.callback());
  const url = await listenLocally(server);
  const token = jwt.sign({ sid: 'baseline' }, key, { algorithm: 'HS256', subject: userId });
  return {
    url,
    authorization: `Bearer ${token}`,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
