import { signedInRouter } from './router';
import { IdParamsSchema } from '@common/schemas/params';
import { AnalyzeFieldsSchema } from '@common/schemas/analysis';
import { TimelineQuerySchema } from '@common/schemas/timeline';
import type { AppDeps } from '../deps';
import { NotFoundError } from '../errors';
import { imageUpload } from '../middleware/image-upload';
import { parseOrThrow, validate } from '../middleware/validate';
import { hasPicture, presentAnalysis } from '../presenters/analysis';
import { presentTimeline } from '../presenters/timeline';
import { createAnalysis, requireAnalysis } from '../services/analyses';
import { deleteAnalysis, listTimeline } from '../services/timeline';
import { can } from '../policies';

export function analysisRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ paths: ['/analyze', '/analyses'] });

  router.post('/analyze', imageUpload(), async (ctx) => {
    const { upload } = ctx.state;
    const { type } = parseOrThrow(AnalyzeFieldsSchema, upload.fields);
    const now = deps.now();
    const recognizer = await deps.recognizer();
    const id = await createAnalysis(
      db,
      recognizer,
      { image: upload.buffer, type },
      ctx.state.user,
      now,
    );
    ctx.status = 201;
    ctx.body = presentAnalysis(
      await requireAnalysis(db, id, ctx.state.user),
      can(ctx.state.user, 'completeResults', now),
    );
  });

  // Before /analyses/:id, which would take "timeline" for an id.
  router.get('/analyses/timeline', validate({ query: TimelineQuerySchema }), async (ctx) => {
    const { limit, before, beforeId } = ctx.state.query;
    const now = deps.now();
    const data = await listTimeline(db, ctx.state.user, {
      limit,
      before: before ? new Date(before) : undefined,
      beforeId,
    });
    ctx.body = presentTimeline(data, can(ctx.state.user, 'completeResults', now), now);
  });

  router.delete('/analyses/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    if (!(await deleteAnalysis(db, ctx.state.user, ctx.state.params.id))) {
      throw new NotFoundError('No such analysis.', 'analysis_not_found');
    }
    ctx.status = 204;
  });

  router.get('/analyses/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const stored = await requireAnalysis(db, ctx.state.params.id, ctx.state.user);
    const now = deps.now();
    ctx.body = presentAnalysis(stored, can(ctx.state.user, 'completeResults', now), now);
  });

  router.get('/analyses/:id/thumbnail', validate({ params: IdParamsSchema }), async (ctx) => {
    const { analysis } = await requireAnalysis(db, ctx.state.params.id, ctx.state.user);
    if (!analysis.thumbnail || !hasPicture(analysis, deps.now())) {
      throw new NotFoundError(
        'This scan no longer has a picture (they are kept 90 days).',
        'thumbnail_expired',
      );
    }
    ctx.type = 'image/jpeg';
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = analysis.thumbnail;
  });

  return router;
}
