import { inArray } from 'drizzle-orm';
import { honestRating, type HonestRating } from '@common/domain/rating';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { communityRatings } from './ratings-summary';

export type BeerRow = typeof beers.$inferSelect;

/** A catalogue row with the rating to show for it (decisions.md 6): never a made-up number. */
export type RatedBeer = { beer: BeerRow; rating: HonestRating };

/** The columns a summary shows, for lists that select only what they answer with. */
export const summaryColumns = {
  id: beers.id,
  name: beers.name,
  brewery: beers.brewery,
  style: beers.style,
  abv: beers.abv,
  imageUrl: beers.imageUrl,
  rating: beers.rating,
  ratingSource: beers.ratingSource,
  ratingCount: beers.ratingCount,
  ratingUrl: beers.ratingUrl,
};
export type SummaryBeerRow = Pick<BeerRow, keyof typeof summaryColumns>;

/** Rows with their honest ratings, the community's looked up in one query. */
export async function rateBeers(db: Db, rows: BeerRow[]): Promise<RatedBeer[]> {
  const community = await communityRatings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((beer) => ({ beer, rating: honestRating(beer, community.get(beer.id)) }));
}

export async function beersByIds(db: Db, ids: string[]): Promise<BeerRow[]> {
  if (!ids.length) return [];
  return db.select().from(beers).where(inArray(beers.id, ids));
}
