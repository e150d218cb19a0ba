import { signedInRouter } from './router';
import { z } from 'zod';
import { applyCollectionView } from '@common/domain/collection';
import {
  CategoryCreateSchema,
  CategoryUpdateSchema,
  CollectionAddSchema,
  CollectionQuerySchema,
  CollectionUpdateSchema,
} from '@common/schemas/collection';
import { idParamsSchema } from '@common/schemas/params';
import type { AppDeps } from '../deps';
import { validate } from '../middleware/validate';
import { presentCategory, presentCollectionItem } from '../presenters/collection';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../services/categories';
import {
  addToCollection,
  listCollection,
  removeFromCollection,
  updateCollectionItem,
} from '../services/collection';

const BeerParams = z.object({ beerId: z.uuid('Not a valid beer id') });
const CategoryParams = idParamsSchema('Not a valid category id');

/** The user's collection and its categories (spec section 7). */
export function collectionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = signedInRouter({ prefix: '/collection' });

  // Without a query this is the whole list, newest first (the site filters it itself); with one,
  // the same rules as the site (common/domain/collection.ts) apply here.
  router.get('/', validate({ query: CollectionQuerySchema }), async (ctx) => {
    const { rows, community } = await listCollection(db, ctx.state.user);
    ctx.body = applyCollectionView(
      rows.map((row) => presentCollectionItem(row, community)),
      ctx.state.query,
    );
  });

  router.post('/', validate({ body: CollectionAddSchema }), async (ctx) => {
    const { row, community, created } = await addToCollection(db, ctx.state.body, ctx.state.user);
    ctx.status = created ? 201 : 200;
    ctx.body = presentCollectionItem(row, community);
  });

  // Before /:beerId, which would take "categories" for an id.
  router.get('/categories', async (ctx) => {
    ctx.body = (await listCategories(db, ctx.state.user)).map(presentCategory);
  });

  router.post('/categories', validate({ body: CategoryCreateSchema }), async (ctx) => {
    ctx.status = 201;
    ctx.body = presentCategory(
      await createCategory(db, ctx.state.body, ctx.state.user, deps.now()),
    );
  });

  router.patch(
    '/categories/:id',
    validate({ params: CategoryParams, body: CategoryUpdateSchema }),
    async (ctx) => {
      ctx.body = presentCategory(
        await updateCategory(db, ctx.state.params.id, ctx.state.body, ctx.state.user, deps.now()),
      );
    },
  );

  router.delete('/categories/:id', validate({ params: CategoryParams }), async (ctx) => {
    await deleteCategory(db, ctx.state.params.id, ctx.state.user);
    ctx.status = 204;
  });

  router.patch(
    '/:beerId',
    validate({ params: BeerParams, body: CollectionUpdateSchema }),
    async (ctx) => {
      const { row, community } = await updateCollectionItem(
        db,
        ctx.state.params.beerId,
        ctx.state.body,
        ctx.state.user,
      );
      ctx.body = presentCollectionItem(row, community);
    },
  );

  router.delete('/:beerId', validate({ params: BeerParams }), async (ctx) => {
    await removeFromCollection(db, ctx.state.params.beerId, ctx.state.user);
    ctx.status = 204;
  });

  return router;
}
