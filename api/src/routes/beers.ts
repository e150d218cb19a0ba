import { signedInRouter } from './router';
import {
  BeerIdParamsSchema,
  BeerSearchQuerySchema,
  BestForYouInputSchema,
  RecommendationsQuerySchema,
} from '@common/schemas/beers';
import { RateBeerSchema } from '@common/schemas/ratings';
import type { AppDeps } from '../deps';
import { validate } from '../middleware/validate';
import {
  presentBeerDetails,
  presentBeers,
  presentBestForYou,
  presentRecommendations,
} from '../presenters/beers';
import { presentBeerRatingSummary } from '../presenters/ratings';
import { bestForYou, getBeerDetails, recommendForStyle, searchBeers } from '../services/beers';
import { beerRatingSummary, rateBeer } from '../services/ratings';

/** Catalogue search, ratings, premium details and recommendations. */
export function beerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ prefix: '/beers' });

  router.get('/search', validate({ query: BeerSearchQuerySchema }), async (ctx) => {
    ctx.body = presentBeers(await searchBeers(db, ctx.state.query.q, ctx.state.query.limit));
  });

  router.get('/recommendations', validate({ query: RecommendationsQuerySchema }), async (ctx) => {
    const { style, limit } = ctx.state.query;
    ctx.body = presentRecommendations(
      await recommendForStyle(db, style, limit, ctx.state.user, deps.now()),
    );
  });

  router.post('/best-for-you', validate({ body: BestForYouInputSchema }), async (ctx) => {
    ctx.body = presentBestForYou(
      await bestForYou(db, ctx.state.body.beerIds, ctx.state.user, deps.now()),
    );
  });

  router.get('/:id/rating', validate({ params: BeerIdParamsSchema }), async (ctx) => {
    ctx.body = presentBeerRatingSummary(
      await beerRatingSummary(db, ctx.state.params.id, ctx.state.user),
    );
  });

  router.post(
    '/:id/rate',
    validate({ params: BeerIdParamsSchema, body: RateBeerSchema }),
    async (ctx) => {
      const { created } = await rateBeer(db, ctx.state.params.id, ctx.state.body, ctx.state.user);
      const summary = await beerRatingSummary(db, ctx.state.params.id, ctx.state.user);
      ctx.status = created ? 201 : 200;
      ctx.body = presentBeerRatingSummary(summary);
    },
  );

  router.get('/:id/details', validate({ params: BeerIdParamsSchema }), async (ctx) => {
    ctx.body = presentBeerDetails(
      await getBeerDetails(db, ctx.state.params.id, ctx.state.user, deps.now()),
    );
  });

  return router;
}
