import { createRouter, type SignedInState } from '../router';
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

/**
 * What the catalogue learned from users (ra-data-simple-rest): learned aliases to list and
 * remove, and the evidence behind them to list and approve.
 */
export function adminLearnedAliasRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = createRouter<SignedInState>();

  router.get(
    '/learned-aliases',
    validate({ query: listQuerySchema(LEARNED_ALIAS_SORTS) }),
    async (ctx) => {
      const page = await listLearnedAliases(db, listQueryOf(ctx.state.query, FilterSchema));
      sendListPage(ctx, 'learned-aliases', page, presentLearnedAlias);
    },
  );

  router.delete('/learned-aliases/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    await removeLearnedAlias(db, ctx.state.params.id);
    ctx.status = 204;
  });

  router.get(
    '/recognition-evidence',
    validate({ query: listQuerySchema(EVIDENCE_SORTS) }),
    async (ctx) => {
      const page = await listRecognitionEvidence(db, listQueryOf(ctx.state.query, FilterSchema));
      sendListPage(ctx, 'recognition-evidence', page, presentRecognitionEvidence);
    },
  );

  router.post(
    '/recognition-evidence/:id/approve',
    validate({ params: IdParamsSchema }),
    async (ctx) => {
      ctx.body = presentLearnedAlias(await approveEvidence(db, ctx.state.params.id));
    },
  );

  return router;
}
