import { adminResourceRouter } from './admin-router';
import { SuggestionApproveSchema, SuggestionFilterSchema } from '@common/schemas/admin-catalogue';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentAdminBeer, presentSuggestion } from '@api/presenters/admin-catalogue';
import {
  approveSuggestion,
  listSuggestions,
  rejectSuggestion,
  requireSuggestion,
  SUGGESTION_SORTS,
} from '@api/services/admin-suggestions';
import { listQueryOf, sendListPage } from './list-response';

/** The review queue of "Suggest this beer": list, approve (new or existing beer), reject. */
export function adminSuggestionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/suggestions');

  router.get('/', validate({ query: listQuerySchema(SUGGESTION_SORTS) }), async (ctx) => {
    const page = await listSuggestions(db, listQueryOf(ctx.state.query, SuggestionFilterSchema));
    sendListPage(ctx, 'suggestions', page, presentSuggestion);
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentSuggestion(await requireSuggestion(db, ctx.state.params.id));
  });

  router.post(
    '/:id/approve',
    validate({ params: IdParamsSchema, body: SuggestionApproveSchema }),
    async (ctx) => {
      const { params, body, user } = ctx.state;
      const result = await approveSuggestion(db, params.id, body, user, deps.now());
      ctx.body = { ...presentSuggestion(result.suggestion), beer: presentAdminBeer(result.beer) };
    },
  );

  router.post('/:id/reject', validate({ params: IdParamsSchema }), async (ctx) => {
    const { params, user } = ctx.state;
    ctx.body = presentSuggestion(await rejectSuggestion(db, params.id, user, deps.now()));
  });

  return router;
}
