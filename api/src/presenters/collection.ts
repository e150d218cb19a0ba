import type { Category, CollectionItem } from '../../../common/schemas/collection';
import type { CategoryRow } from '../services/categories';
import type { CollectionRow } from '../services/collection';
import type { CommunityRating } from '../services/ratings-summary';
import { beerSummary } from '../services/beer-rows';

export function presentCollectionItem(
  { item, beer }: CollectionRow,
  community: Map<string, CommunityRating>,
): CollectionItem {
  const summary = beerSummary(beer, community.get(beer.id));
  return {
    id: item.id,
    beerId: beer.id,
    name: summary.name,
    brewery: summary.brewery,
    style: summary.style,
    abv: summary.abv,
    rating: summary.rating,
    ratingSource: summary.ratingSource,
    ratingCount: summary.ratingCount,
    imageUrl: summary.imageUrl,
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
