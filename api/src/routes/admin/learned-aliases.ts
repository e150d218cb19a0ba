import { adminResourceRouter } from './admin-router';
import { z } from 'zod';
import { EVIDENCE_SORTS, LEARNED_ALIAS_SORTS } from '@common/schemas/learned-aliases';
import { listQuerySchema } from '@common/schemas/list-query';
import { IdParamsSchema } from '@common/schemas/params';
import type { AppDeps } from '@api/deps';
import { validate } from '@api/middleware/validate';
import { presentLearnedAlias, presentRecognitionEvidence } from '@api/presenters/learned-aliases';
import {
  approveEvidence,
  listLearnedAliases,
  listRecognitionEvidence,
  removeLearnedAlias,
} from '@api/services/learned-aliases';
import { listQueryOf, sendListPage } from './list-response';

const FilterSchema = z.object({
  q: z.string().max(200).optional(),
  beerId: z.uuid('Not a valid id').optional(),
});

/** What the catalogue learned from users (ra-data-simple-rest): learned aliases to list and remove. */
export function adminLearnedAliasRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/learned-aliases');

  router.get('/', validate({ query: listQuerySchema(LEARNED_ALIAS_SORTS) }), async (ctx) => {
    const page = await listLearnedAliases(db, listQueryOf(ctx.state.query, FilterSchema));
    sendListPage(ctx, 'learned-aliases', page, presentLearnedAlias);
  });

  router.delete('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    await removeLearnedAlias(db, ctx.state.params.id, ctx.state.user);
    ctx.status = 204;
  });

  return router;
}

/** The evidence behind learned aliases (users' "this label is this beer"): list and approve. */
export function adminRecognitionEvidenceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/recognition-evidence');

  router.get('/', validate({ query: listQuerySchema(EVIDENCE_SORTS) }), async (ctx) => {
    const page = await listRecognitionEvidence(db, listQueryOf(ctx.state.query, FilterSchema));
    sendListPage(ctx, 'recognition-evidence', page, presentRecognitionEvidence);
  });

  router.post('/:id/approve', validate({ params: IdParamsSchema }), async (ctx) => {
    ctx.body = presentLearnedAlias(await approveEvidence(db, ctx.state.params.id, ctx.state.user));
  });

  return router;
}
