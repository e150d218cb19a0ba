import { inArray } from 'drizzle-orm';
import { honestRating } from '../../../common/domain/rating';
import type { BeerSummary } from '../../../common/schemas/beers';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { communityRatings, type CommunityRating } from './ratings-summary';

export type BeerRow = typeof beers.$inferSelect;

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
};
export type SummaryBeerRow = Pick<BeerRow, keyof typeof summaryColumns>;

/** A catalogue row with its honest rating (decisions.md 6): never a made-up number. */
export function beerSummary(
  beer: SummaryBeerRow,
  community: CommunityRating | undefined,
): BeerSummary {
  return {
    id: beer.id,
    name: beer.name,
    brewery: beer.brewery,
    style: beer.style,
    abv: beer.abv,
    imageUrl: beer.imageUrl,
    ...honestRating(beer, community ?? { average: null, count: 0 }),
  };
}

/** Summaries for rows, with the community ratings looked up in one query. */
export async function summariesOf(db: Db, rows: BeerRow[]): Promise<BeerSummary[]> {
  const community = await communityRatings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => beerSummary(r, community.get(r.id)));
}

export async function beersByIds(db: Db, ids: string[]): Promise<BeerRow[]> {
  if (!ids.length) return [];
  return db.select().from(beers).where(inArray(beers.id, ids));
}
