import { signedInRouter } from './router';
import { z } from 'zod';
import { ConfirmGuessSchema, ReplaceBeerSchema } from '@common/schemas/analysis-correction';
import { IdParamsSchema } from '@common/schemas/params';
import type { AppDeps } from '../deps';
import { validate } from '../middleware/validate';
import { presentAnalysis } from '../presenters/analysis';
import { confirmAnalysisGuess, replaceAnalysisBeer } from '../services/analysis-corrections';
import { requireAnalysis } from '../services/analyses';
import { can } from '../policies';

const Params = IdParamsSchema.extend({ beerId: z.uuid('Not a valid id') });

export function analysisCorrectionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ paths: ['/analyses'] });

  // Answers the whole analysis again: the order and numbering may change with the new rating.
  router.post(
    '/analyses/:id/beers/:beerId/replace',
    validate({ params: Params, body: ReplaceBeerSchema }),
    async (ctx) => {
      const { id, beerId } = ctx.state.params;
      await replaceAnalysisBeer(
        db,
        { analysisId: id, beerId, replacementId: ctx.state.body.beerId },
        ctx.state.user,
      );
      const stored = await requireAnalysis(db, id, ctx.state.user);
      ctx.body = presentAnalysis(stored, can(ctx.state.user, 'completeResults', deps.now()));
    },
  );

  // "Is this …?": one tap on a candidate identifies the beer and keeps the label as evidence.
  router.post(
    '/analyses/:id/guesses/:beerId/confirm',
    validate({ params: Params, body: ConfirmGuessSchema }),
    async (ctx) => {
      const { id, beerId } = ctx.state.params;
      await confirmAnalysisGuess(
        db,
        { analysisId: id, beerId, replacementId: ctx.state.body.beerId },
        ctx.state.user,
      );
      const stored = await requireAnalysis(db, id, ctx.state.user);
      ctx.body = presentAnalysis(stored, can(ctx.state.user, 'completeResults', deps.now()));
    },
  );

  return router;
}
