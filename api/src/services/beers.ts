import { and, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { byRatingDesc } from '@common/domain/rating';
import { relatedFamilies, tasteFor } from '@common/domain/recommend';
import type { Db } from '../db/client';
import { beerDetails, beers, collections, userBeerRatings } from '../db/schema';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { beersByIds, rateBeers, type RatedBeer } from './beer-rows';
import { requireBeer } from './ratings';
import { can, requireEntitlement } from '../policies';
import { tasteOf } from './taste';
import { relatedStyles } from './similar-beers';

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

/** Premium details: catalogue facts plus beer_details; unknown facts stay null. */
export async function getBeerDetails(db: Db, beerId: string, user: UserRow, now: Date) {
  requireEntitlement(user, 'viewDetails', now);
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
  requireEntitlement(user, 'styleRecommendations', now);
  const { same, near } = relatedFamilies(style);
  const wanted = await relatedStyles(db, style);
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

/** How many of the ranked beers a free plan sees; premium sees the whole ranked list. */
export const FREE_BEST_FOR_YOU = 3;
const NEUTRAL_TASTE = 2.5;

/**
 * "Best for you on this shelf": the given beers ranked by what is known of the user's taste
 * (ratings, the styles they named, their collection), each with the reason in words.
 */
export async function bestForYou(db: Db, beerIds: string[], user: UserRow, now: Date) {
  const [own, saved] = await Promise.all([
    db
      .select({
        beerId: userBeerRatings.beerId,
        style: beers.style,
        rating: userBeerRatings.rating,
      })
      .from(userBeerRatings)
      .innerJoin(beers, eq(beers.id, userBeerRatings.beerId))
      .where(eq(userBeerRatings.userId, user.id)),
    db
      .select({ beerId: collections.beerId, style: beers.style })
      .from(collections)
      .innerJoin(beers, eq(beers.id, collections.beerId))
      .where(eq(collections.userId, user.id)),
  ]);
  const { likedStyles, dislikedStyles } = tasteOf(user);
  const signals = {
    ratings: own.map((r) => ({ ...r, rating: Number(r.rating) })),
    saved,
    liked: likedStyles,
    disliked: dislikedStyles,
  };
  const rated = await rateBeers(db, await beersByIds(db, [...new Set(beerIds)]));
  const scored = rated.map((b) => {
    const taste = tasteFor(b.beer, signals);
    return { ...b, tasteScore: taste.score, reason: taste.reason };
  });
  // Unknown taste sits in the middle: below what they like, above what they said they do not.
  const key = (score: number | null) => score ?? NEUTRAL_TASTE;
  scored.sort((a, b) => key(b.tasteScore) - key(a.tasteScore) || byRatingDesc(a.rating, b.rating));
  // The whole ranked shelf is part of seeing a scan's complete results.
  const shown = can(user, 'completeResults', now) ? scored : scored.slice(0, FREE_BEST_FOR_YOU);
  return {
    personalised: scored.some((b) => b.tasteScore !== null),
    beers: shown,
    hiddenCount: scored.length - shown.length,
  };
}
