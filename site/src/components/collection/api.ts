import type { Category, CollectionItem } from '@common/schemas/collection';
import { apiRequest, getJson, postJson } from '../../api-client';

export const COLLECTION_KEY = ['collection'] as const;
export const CATEGORIES_KEY = ['collection', 'categories'] as const;

export const fetchCollection = () => getJson<CollectionItem[]>('/api/collection');
export const fetchCategories = () => getJson<Category[]>('/api/collection/categories');
export const saveBeer = (beerId: string) => postJson<CollectionItem>('/api/collection', { beerId });
export const removeBeer = (beerId: string) =>
  apiRequest<void>('DELETE', `/api/collection/${beerId}`);
export const createCategory = (body: { name: string; description?: string; color?: string }) =>
  postJson<Category>('/api/collection/categories', body);
export const assignCategory = (beerId: string, categoryId: string | null) =>
  apiRequest<CollectionItem>('PATCH', `/api/collection/${beerId}`, { categoryId });

/** Undo of a removal: saves the beer again with the user's own fields as they were. */
export async function restoreBeer(item: CollectionItem) {
  await postJson<CollectionItem>('/api/collection', {
    beerId: item.beerId,
    categoryId: item.categoryId,
  });
  const { personalNotes, tastingDate, personalRating } = item;
  if (personalNotes !== null || tastingDate !== null || personalRating !== null) {
    await apiRequest<CollectionItem>('PATCH', `/api/collection/${item.beerId}`, {
      personalNotes,
      tastingDate,
      personalRating,
    });
  }
}
