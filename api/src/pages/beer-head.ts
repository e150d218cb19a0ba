import { beerSentence } from '@common/domain/beer-text';
import { NOT_YET_RATED, ratingText, type HonestRating } from '@common/domain/rating';
import { beerPath } from '@common/routes';
import type { Db } from '../db/client';
import { presentBeerPage } from '../presenters/beers';
import { getBeerPage } from '../services/beer-page';
import { beersByIds, rateBeers, type RatedBeer } from '../services/beer-rows';
import type { PageHead } from './shell-head';

/** The same words as the page and the results ("Rated 4.1 · 1,234 ratings on Untappd."). */
function ratingSentence({ rating, ratingSource, ratingCount }: HonestRating): string {
  if (rating === null || !ratingSource) return `${NOT_YET_RATED}.`;
  return `Rated ${ratingText({ rating, ratingSource, ratingCount })}.`;
}

const BEER_NOT_FOUND: PageHead = {
  status: 404,
  title: 'Beer not found · BeerScout',
  description: 'There is no beer with this address in the BeerScout catalogue.',
  noindex: true,
};

/** The head of /beers/:id: the beer's name, facts and honest rating; 404 for an unknown id. */
export async function beerHead(db: Db, id: string | null, origin: string): Promise<PageHead> {
  const [row] = id ? await beersByIds(db, [id]) : [];
  if (!row) return BEER_NOT_FOUND;
  const [{ beer, rating }] = (await rateBeers(db, [row])) as [RatedBeer];
  // What GET /api/beer-pages/:id answers, so the prerendered page shows the beer unfetched.
  const page = presentBeerPage(await getBeerPage(db, beer.id));
  return {
    seed: { [`/api/beer-pages/${encodeURIComponent(id ?? beer.id)}`]: page },
    title: `${beer.name} by ${beer.brewery} · BeerScout`,
    description: `${beerSentence(beer)} ${ratingSentence(rating)} Reviews and similar beers on BeerScout.`,
    url: `${origin}${beerPath(beer.id)}`,
    type: 'product',
  };
}
