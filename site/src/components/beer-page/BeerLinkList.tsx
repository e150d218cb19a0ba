import { Link } from 'react-router';
import type { BeerSummary } from '@common/schemas/beers';
import { beerPath } from '@common/routes';
import { RatingLine } from '../beer/RatingLine';

/** Catalogue beers as links to their pages: similar beers, the beers of a shared scan. */
export function BeerLinkList({
  beers,
  numbered = false,
}: {
  beers: BeerSummary[];
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="grid gap-3 sm:grid-cols-2">
      {beers.map((b, i) => (
        <li key={b.id}>
          <Link
            to={beerPath(b.id)}
            className="flex h-full gap-3 rounded-lg border border-amber-200 bg-white p-4 hover:border-amber-500 hover:bg-amber-50"
          >
            {numbered && (
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-700 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
            )}
            <div className="min-w-0">
              <div className="font-bold break-words text-amber-950">{b.name}</div>
              <div className="text-sm break-words text-stone-800">{b.brewery}</div>
              {(b.style || b.abv !== null) && (
                <div className="text-xs text-stone-700">
                  {[b.style, b.abv !== null ? `${b.abv}% ABV` : null].filter(Boolean).join(' · ')}
                </div>
              )}
              <div className="mt-1">
                <RatingLine
                  rating={b.rating}
                  ratingSource={b.ratingSource}
                  ratingCount={b.ratingCount}
                />
              </div>
            </div>
          </Link>
        </li>
      ))}
    </List>
  );
}
