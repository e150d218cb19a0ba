import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { BestForYou as BestForYouData } from '@common/schemas/beers';
import type { Taste } from '@common/schemas/taste';
import { getJson, postJson } from '../../api-client';
import { cardClass } from '../ui/styles';
import { BEST_FOR_YOU_KEY } from './best-for-you-key';
import { RatingLine } from './RatingLine';
import { TasteQuestion } from './TasteQuestion';

const TASTE_KEY = ['user', 'taste'] as const;

type Props = { beers: { id: string; position: number }[] };

/**
 * "Best for you on this shelf", at the top of the results: this scan's beers ranked by the
 * user's taste, each with the reason in words. Until they have been asked, it asks (once) which
 * styles they like, so a first scan is ranked too.
 */
export function BestForYou({ beers }: Props) {
  const queryClient = useQueryClient();
  const beerIds = beers.map((b) => b.id);
  const taste = useQuery({
    queryKey: TASTE_KEY,
    queryFn: () => getJson<Taste>('/api/user/taste'),
    retry: false,
  });
  const ranked = useQuery({
    queryKey: [...BEST_FOR_YOU_KEY, ...beerIds],
    queryFn: () => postJson<BestForYouData>('/api/beers/best-for-you', { beerIds }),
    enabled: beerIds.length > 0,
    retry: false,
  });
  if (!beerIds.length || !ranked.data || !ranked.data.beers.length) return null;
  const positionOf = new Map(beers.map((b) => [b.id, b.position]));
  // The question stays (its buttons busy) until the ranking for the answer has arrived: hiding it
  // first showed the old, unpersonalised list for a moment, as if the answer had been ignored.
  const onAnswered = async (answer: Taste) => {
    await queryClient.invalidateQueries({ queryKey: BEST_FOR_YOU_KEY });
    queryClient.setQueryData(TASTE_KEY, answer);
  };

  return (
    <section aria-labelledby="best-for-you-heading" className={`${cardClass} p-4 sm:p-6`}>
      <h2
        id="best-for-you-heading"
        className="flex items-center gap-2 text-lg font-bold text-amber-950"
      >
        <Sparkles aria-hidden="true" className="size-5 text-amber-700" /> Best for you on this shelf
      </h2>
      {taste.data && !taste.data.asked ? (
        <TasteQuestion onDone={onAnswered} />
      ) : (
        !ranked.data.personalised && (
          <p className="text-sm text-stone-700">
            Rate a few beers and this list learns your taste.
          </p>
        )
      )}
      <ol className="mt-3 space-y-3">
        {ranked.data.beers.map((b, i) => (
          <li key={b.id} className="flex gap-3" data-testid="best-for-you-item">
            <span className="font-bold text-amber-800">{i + 1}.</span>
            <div className="min-w-0">
              <p className="font-semibold break-words text-stone-900">
                <a href={`#beer-card-${positionOf.get(b.id)}`} className="hover:underline">
                  {b.name}
                </a>{' '}
                <span className="font-normal text-stone-700">· {b.brewery}</span>
              </p>
              <p className="text-sm text-amber-900">{b.reason}</p>
              <RatingLine {...b} />
            </div>
          </li>
        ))}
      </ol>
      {ranked.data.hiddenCount > 0 && (
        <p className="mt-3 text-sm text-stone-700">
          {ranked.data.hiddenCount} more ranked for you —{' '}
          <Link to="/premium" className="font-semibold text-amber-900 underline">
            see the full list with Premium
          </Link>
        </p>
      )}
    </section>
  );
}
