import type { BeerRatingSummary, UserRating } from '@common/schemas/ratings';
import { getJson, postJson } from '../../api-client';

export const RATINGS_KEY = ['user', 'ratings'] as const;
export const beerRatingKey = (beerId: string) => ['beer-rating', beerId] as const;

/** Spec section 7: a failing ratings list shows as an empty one. */
export const fetchMyRatings = () => getJson<UserRating[]>('/api/user/ratings').catch(() => []);
export const fetchBeerRating = (beerId: string) =>
  getJson<BeerRatingSummary>(`/api/beers/${beerId}/rating`);
export const rateBeer = (beerId: string, rating: number, review: string) =>
  postJson<BeerRatingSummary>(`/api/beers/${beerId}/rate`, { rating, review: review || null });
