import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { byRatingDesc } from '@common/domain/rating';
import { relatedFamilies } from '@common/domain/recommend';
import { styleFamiliesOf } from '@common/domain/collection';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { rateBeers, type BeerRow, type RatedBeer } from './beer-rows';

/**
 * The catalogue's styles related to `style` (decisions.md 11): true for the same family (or the
 * style itself), false for a neighbouring family. Empty when the style belongs to no family and
 * no catalogue beer has it.
 */
export async function relatedStyles(db: Db, style: string): Promise<Map<string, boolean>> {
  const { same, near } = relatedFamilies(style);
  const styles = await db
    .selectDistinct({ style: beers.style })
    .from(beers)
    .where(isNotNull(beers.style));
  const wanted = new Map<string, boolean>();
  for (const { style: s } of styles) {
    const families = styleFamiliesOf(s);
    if (s!.toLowerCase() === style.toLowerCase() || families.some((f) => same.includes(f))) {
      wanted.set(s!, true);
    } else if (families.some((f) => near.includes(f))) wanted.set(s!, false);
  }
  return wanted;
}

/** Verified catalogue beers like this one: same style family first, then best-rated. */
export async function similarBeers(db: Db, beer: BeerRow, limit: number): Promise<RatedBeer[]> {
  if (!beer.style) return [];
  const wanted = await relatedStyles(db, beer.style);
  if (!wanted.size) return [];
  // The catalogue's own rating narrows the candidates in SQL; the honest rating (with the
  // community's) orders the few that are shown.
  const rows = await db
    .select()
    .from(beers)
    .where(
      and(
        inArray(beers.style, [...wanted.keys()]),
        eq(beers.status, 'verified'),
        ne(beers.id, beer.id),
      ),
    )
    .orderBy(sql`${beers.style} = ${beer.style} desc`, sql`${beers.rating} desc nulls last`)
    .limit(limit * 10);
  return (await rateBeers(db, rows))
    .map((b) => ({ ...b, same: wanted.get(b.beer.style!) ?? false }))
    .sort((a, b) => Number(b.same) - Number(a.same) || byRatingDesc(a.rating, b.rating))
    .slice(0, limit)
    .map(({ beer: row, rating }) => ({ beer: row, rating }));
}
