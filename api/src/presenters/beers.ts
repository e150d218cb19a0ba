import type { HonestRating } from '@common/domain/rating';
import type { BeerPage } from '@common/schemas/beer-page';
import type { BeerDetails, BeerSummary, BestForYou, Recommendations } from '@common/schemas/beers';
import type { RatedBeer, SummaryBeerRow } from '../services/beer-rows';
import type { getBeerPage } from '../services/beer-page';
import type { bestForYou, getBeerDetails, recommendForStyle } from '../services/beers';

/** A catalogue beer as every list shows it, with its honest rating (decisions.md 6). */
export function presentBeer(beer: SummaryBeerRow, rating: HonestRating): BeerSummary {
  return {
    id: beer.id,
    name: beer.name,
    brewery: beer.brewery,
    style: beer.style,
    abv: beer.abv,
    imageUrl: beer.imageUrl,
    ...rating,
  };
}

export const presentBeers = (list: RatedBeer[]): BeerSummary[] => list.map(presentRated);

/** A rated beer with what a list adds to it (sameStyle, tasteScore…) beside the summary. */
function presentRated<T extends RatedBeer>({ beer, rating, ...extra }: T) {
  return { ...presentBeer(beer, rating), ...extra };
}

export const presentRecommendations = (
  found: Awaited<ReturnType<typeof recommendForStyle>>,
): Recommendations => ({ ...found, beers: found.beers.map(presentRated) });

export const presentBestForYou = (found: Awaited<ReturnType<typeof bestForYou>>): BestForYou => ({
  ...found,
  beers: found.beers.map(presentRated),
});

export function presentBeerDetails({
  beer,
  extra,
}: Awaited<ReturnType<typeof getBeerDetails>>): BeerDetails {
  return {
    beerId: beer.id,
    name: beer.name,
    brewery: beer.brewery,
    style: beer.style,
    abv: beer.abv,
    ibu: beer.ibu,
    origin: beer.origin,
    description: beer.description,
    ingredients: extra?.ingredients ?? null,
    foodPairings: extra?.foodPairings ?? null,
    availableSizes: extra?.availableSizes ?? null,
    seasonal: extra?.seasonal ?? false,
    limited: extra?.limited ?? false,
  };
}

export function presentBeerPage({
  beer,
  rating,
  reviews,
  similar,
}: Awaited<ReturnType<typeof getBeerPage>>): BeerPage {
  return {
    ...presentBeer(beer, rating),
    ibu: beer.ibu,
    origin: beer.origin,
    description: beer.description,
    reviews: reviews.map((r) => ({
      rating: Number(r.rating),
      review: r.review ?? '',
      createdAt: r.updatedAt.toISOString(),
    })),
    similar: similar.map(presentRated),
  };
}
