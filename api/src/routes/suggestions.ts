import { signedInRouter } from './router';
import { SuggestionCreateSchema } from '@common/schemas/suggestion';
import type { AppDeps } from '../deps';
import { validate } from '../middleware/validate';
import { presentSuggestion } from '../presenters/suggestion';
import { createSuggestion } from '../services/suggestions';

export function suggestionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ prefix: '/suggestions' });

  router.post('/', validate({ body: SuggestionCreateSchema }), async (ctx) => {
    const { row, created } = await createSuggestion(db, ctx.state.body, ctx.state.user);
    ctx.status = created ? 201 : 200;
    ctx.body = presentSuggestion(row);
  });

  return router;
}
