import { honestRating } from '@common/domain/rating';
import type { Category, CollectionItem } from '@common/schemas/collection';
import type { CategoryRow } from '../services/categories';
import type { CollectionRow } from '../services/collection';
import type { CommunityRating } from '../services/ratings-summary';
import { presentBeer } from './beers';

export function presentCollectionItem(
  { item, beer }: CollectionRow,
  community: Map<string, CommunityRating>,
): CollectionItem {
  const { id: beerId, ...summary } = presentBeer(beer, honestRating(beer, community.get(beer.id)));
  return {
    id: item.id,
    beerId,
    ...summary,
    categoryId: item.categoryId,
    personalNotes: item.personalNotes,
    tastingDate: item.tastingDate,
    personalRating: item.personalRating,
    createdAt: item.createdAt.toISOString(),
  };
}

export function presentCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    isDefault: row.isDefault,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}
