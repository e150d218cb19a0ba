import { timingSafeEqual } from 'node:crypto';
import { createRouter } from './router';
import { koaBody } from 'koa-body';
import type { AppDeps } from '../deps';
import { ForbiddenError, NotFoundError } from '../errors';
import { isOperationName, runOperationOn } from '../operations';

/**
 * POST /api/internal/operations/:name — the CLI's way in while this server holds the embedded
 * database. Only a caller that can read DATA_DIR/server.json (mode 600) knows the token.
 */
export function internalRoutes(deps: AppDeps, getControlToken: () => string | undefined) {
  const router = createRouter({ prefix: '/api/internal' });
  router.post(
    '/operations/:name',
    async (ctx, next) => {
      const expected = getControlToken();
      const given = Buffer.from(ctx.get('X-BeerScout-Control'));
      if (
        !expected ||
        given.length !== expected.length ||
        !timingSafeEqual(given, Buffer.from(expected))
      ) {
        throw new ForbiddenError(
          'This route is for the beerscout command on this machine.',
          'control_token_invalid',
        );
      }
      await next();
    },
    koaBody({
      jsonLimit: '20mb',
      jsonStrict: true,
      multipart: false,
      urlencoded: false,
      text: false,
    }),
    async (ctx) => {
      const name = ctx.params.name!;
      if (!isOperationName(name))
        throw new NotFoundError(`No operation "${name}".`, 'operation_not_found');
      ctx.body = {
        result: (await runOperationOn(deps.database.db, name, ctx.request.body)) ?? null,
      };
    },
  );
  return router;
}
