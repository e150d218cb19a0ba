import { and, eq, ilike, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { byRatingDesc } from '@common/domain/rating';
import { relatedFamilies, tasteFor } from '@common/domain/recommend';
import { styleFamiliesOf } from '@common/domain/collection';
import type { Db } from '../db/client';
import { beerDetails, beers, collections, userBeerRatings } from '../db/schema';
import { ForbiddenError } from '../errors';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { beersByIds, rateBeers, type RatedBeer } from './beer-rows';
import { requireBeer } from './ratings';
import { planOf } from './usage';

/** Catalogue search by name or brewery: substring matches, closest (pg_trgm similarity) first. */
export async function searchBeers(db: Db, q: string, limit: number) {
  const pattern = containing(q);
  const rows = await db
    .select()
    .from(beers)
    .where(or(ilike(beers.name, pattern), ilike(beers.brewery, pattern)))
    .orderBy(
      sql`greatest(similarity(${beers.name}, ${q}), similarity(${beers.brewery}, ${q})) desc`,
      beers.name,
    )
    .limit(limit);
  return rateBeers(db, rows);
}

export function requirePremium(user: UserRow, now: Date, what: string) {
  if (planOf(user, now) !== 'premium') {
    throw new ForbiddenError(`Upgrade to Premium to access ${what}`, 'premium_required');
  }
}

/** Premium details: catalogue facts plus beer_details; unknown facts stay null. */
export async function getBeerDetails(db: Db, beerId: string, user: UserRow, now: Date) {
  requirePremium(user, now, 'detailed beer information');
  const beer = await requireBeer(db, beerId);
  const [extra] = await db.select().from(beerDetails).where(eq(beerDetails.beerId, beerId));
  return { beer, extra };
}

/**
 * decisions.md 11: catalogue beers of the same and neighbouring style families, best-rated
 * first (honest rating, unrated last), same family before neighbours, excluding saved beers.
 */
export async function recommendForStyle(
  db: Db,
  style: string,
  limit: number,
  user: UserRow,
  now: Date,
): Promise<{ style: string; styles: string[]; beers: (RatedBeer & { sameStyle: boolean })[] }> {
  requirePremium(user, now, 'style recommendations');
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
  if (!wanted.size) return { style, styles: [], beers: [] };
  const saved = db
    .select({ id: collections.beerId })
    .from(collections)
    .where(eq(collections.userId, user.id));
  const rows = await db
    .select()
    .from(beers)
    .where(
      and(
        inArray(beers.style, [...wanted.keys()]),
        eq(beers.status, 'verified'),
        notInArray(beers.id, saved),
      ),
    );
  const ranked = (await rateBeers(db, rows))
    .map((b) => ({ ...b, sameStyle: wanted.get(b.beer.style!) ?? false }))
    .sort((a, b) => Number(b.sameStyle) - Number(a.sameStyle) || byRatingDesc(a.rating, b.rating))
    .slice(0, limit);
  return { style, styles: [...same, ...near], beers: ranked };
}

/** "Best for you on this shelf": the given beers ordered by the user's ratings of their styles. */
export async function bestForYou(db: Db, beerIds: string[], user: UserRow) {
  const own = await db
    .select({ beerId: userBeerRatings.beerId, style: beers.style, rating: userBeerRatings.rating })
    .from(userBeerRatings)
    .innerJoin(beers, eq(beers.id, userBeerRatings.beerId))
    .where(eq(userBeerRatings.userId, user.id));
  const ratings = own.map((r) => ({ ...r, rating: Number(r.rating) }));
  const rated = await rateBeers(db, await beersByIds(db, [...new Set(beerIds)]));
  const scored = rated.map((b) => {
    const taste = tasteFor(b.beer, ratings);
    return { ...b, tasteScore: taste.score, reason: taste.reason };
  });
  scored.sort(
    (a, b) => (b.tasteScore ?? -1) - (a.tasteScore ?? -1) || byRatingDesc(a.rating, b.rating),
  );
  return { personalised: ratings.length > 0, beers: scored };
}
