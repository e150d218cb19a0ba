import { useQuery } from '@tanstack/react-query';
import type { BestForYou as BestForYouData } from '@common/schemas/beers';
import { postJson } from '../../api-client';
import { cardClass } from '../ui/styles';
import { RatingLine } from './RatingLine';

/**
 * "Best for you on this shelf": a scan's beers ordered by the user's own ratings of their styles,
 * each with one line saying why. Mount it on a result with the beers' ids.
 */
export function BestForYou({ beerIds }: { beerIds: string[] }) {
  const ranked = useQuery({
    queryKey: ['best-for-you', ...beerIds],
    queryFn: () => postJson<BestForYouData>('/api/beers/best-for-you', { beerIds }),
    enabled: beerIds.length > 0,
  });
  if (!ranked.data || !ranked.data.beers.length) return null;
  return (
    <section aria-labelledby="best-for-you-heading" className={cardClass}>
      <h2 id="best-for-you-heading" className="text-lg font-bold text-amber-950">
        Best for you on this shelf
      </h2>
      {!ranked.data.personalised && (
        <p className="text-sm text-stone-700">Rate a few beers and this list learns your taste.</p>
      )}
      <ol className="mt-3 space-y-2">
        {ranked.data.beers.map((b, i) => (
          <li key={b.id} className="flex gap-3">
            <span className="font-bold text-amber-800">{i + 1}.</span>
            <div>
              <p className="font-semibold text-stone-900">
                {b.name} <span className="font-normal text-stone-700">· {b.brewery}</span>
              </p>
              <p className="text-sm text-stone-700">{b.reason}</p>
              <RatingLine {...b} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
