import { ScanLine } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { beerSentence } from '@common/domain/beer-text';
import { BE_THE_FIRST } from '@common/domain/rating';
import type { BeerPage as BeerPageData } from '@common/schemas/beer-page';
import { BeerFacts } from '../components/beer/BeerFacts';
import { BeerLinkList } from '../components/beer-page/BeerLinkList';
import { PublicPageProblem } from '../components/beer-page/PublicPageState';
import { RateThisBeer } from '../components/beer-page/RateThisBeer';
import { ReviewList } from '../components/beer-page/ReviewList';
import { RatingBadge } from '../components/results/RatingBadge';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';
import { usePublicJson } from '../hooks/use-public-json';

/** /beers/:id, public and indexable: one catalogue beer, where a widget or a share link leads. */
export default function BeerPage() {
  const { id = '' } = useParams();
  const page = usePublicJson<BeerPageData>(`/api/beer-pages/${encodeURIComponent(id)}`);
  if (page.status === 'loading') return <Spinner fullPage />;
  if (page.status === 'error') {
    return <PublicPageProblem error={page.error} notFound="Beer not found" />;
  }
  return <BeerView beer={page.data} />;
}

function BeerView({ beer }: { beer: BeerPageData }) {
  useDocumentTitle(`${beer.name} by ${beer.brewery}`, beerSentence(beer));
  const unknown = 'Not known';
  const facts: [string, string][] = [
    ['Brewery', beer.brewery],
    ['Style', beer.style ?? unknown],
    ['ABV', beer.abv !== null ? `${beer.abv}%` : unknown],
    ...(beer.ibu !== null ? [['IBU', String(beer.ibu)] as [string, string]] : []),
    ['Origin', beer.origin ?? unknown],
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <section aria-labelledby="beer-name" className="space-y-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
            {beer.style ?? 'Beer'}
          </p>
          <h1 id="beer-name" className="text-3xl font-bold break-words text-amber-950 sm:text-4xl">
            {beer.name}
          </h1>
          <p className="mt-1 text-lg break-words text-stone-800">{beer.brewery}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RatingBadge
            rating={beer.rating}
            ratingSource={beer.ratingSource}
            ratingCount={beer.ratingCount}
            ratingUrl={beer.ratingUrl}
            unratedText={BE_THE_FIRST}
          />
          <RateThisBeer beer={beer} />
        </div>
        {beer.description && <p className="text-stone-800">{beer.description}</p>}
        <div className="rounded-xl border border-amber-200 bg-white p-5">
          <BeerFacts look="dialog" rows={facts} />
        </div>
      </section>

      <section aria-labelledby="reviews" className="space-y-3">
        <h2 id="reviews" className="text-xl font-bold text-amber-950">
          Recent reviews
        </h2>
        <ReviewList reviews={beer.reviews} />
      </section>

      <section aria-labelledby="similar" className="space-y-3">
        <h2 id="similar" className="text-xl font-bold text-amber-950">
          Similar beers
        </h2>
        {beer.similar.length ? (
          <BeerLinkList beers={beer.similar} />
        ) : (
          <p className="text-stone-700">No similar beers in the catalogue yet.</p>
        )}
      </section>

      <aside className="rounded-xl border border-amber-200 bg-amber-100/60 p-5 text-center">
        <p className="font-semibold text-amber-950">Standing at a shelf or a tap list?</p>
        <p className="mt-1 text-stone-800">
          Photograph it and BeerScout names every beer with its honest rating.
        </p>
        <Link to="/app" className={`${buttonClass.primary} mt-4`}>
          <ScanLine aria-hidden="true" className="size-4" /> Scan beers
        </Link>
      </aside>
    </div>
  );
}
