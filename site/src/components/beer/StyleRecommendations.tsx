import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Recommendations } from '@common/schemas/beers';
import { getJson } from '../../api-client';
import { Spinner } from '../ui/Spinner';
import { cardClass, inputClass } from '../ui/styles';
import { RatingLine } from './RatingLine';

const STYLES = [
  'IPA',
  'Pale Ale',
  'Stout',
  'Porter',
  'Lager',
  'Pilsner',
  'Wheat',
  'Sour',
  'Saison',
  'Belgian',
  'Amber',
  'Bock',
];

/** decisions.md 11: real catalogue beers of a style and its neighbours, best-rated first. */
export function StyleRecommendations() {
  const [style, setStyle] = useState('IPA');
  const recs = useQuery({
    queryKey: ['recommendations', style],
    queryFn: () =>
      getJson<Recommendations>(`/api/beers/recommendations?style=${encodeURIComponent(style)}`),
  });
  return (
    <section aria-labelledby="recs-heading" className={cardClass}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="recs-heading" className="text-lg font-bold text-amber-950">
          Style Recommendations
        </h2>
        <div>
          <label htmlFor="recs-style" className="block text-sm font-medium text-stone-900">
            Style
          </label>
          <select
            id="recs-style"
            value={style}
            onChange={(e) => setStyle(e.target.value)}
            className={inputClass}
          >
            {STYLES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      </div>
      {recs.isLoading ? (
        <Spinner />
      ) : recs.error ? (
        <p className="mt-3 text-red-800">{recs.error.message}</p>
      ) : recs.data && recs.data.beers.length ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {recs.data.beers.map((b) => (
            <li key={b.id} className="rounded-lg border border-stone-200 p-3">
              <p className="font-semibold text-amber-950">{b.name}</p>
              <p className="text-sm text-stone-700">
                {b.brewery} · {b.style}
              </p>
              <RatingLine {...b} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-stone-700">No beers of this style that you have not saved yet.</p>
      )}
    </section>
  );
}
