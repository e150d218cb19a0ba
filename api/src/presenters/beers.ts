import type { BeerDetails } from '../../../common/schemas/beers';
import type { getBeerDetails } from '../services/beers';

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
