import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  applyRatingsView,
  RATING_SORTS,
  RATING_STAR_FILTERS,
  ratingsStats,
  type RatingSort,
  type RatingStarFilter,
} from '@common/domain/user-ratings';
import { Skeletons, StatCards } from '../components/beer/StatCards';
import { fetchMyRatings, RATINGS_KEY } from '../components/ratings/api';
import { RatingDialog } from '../components/ratings/RatingDialog';
import { buttonClass, inputClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

const SORT_LABELS: Record<RatingSort, string> = {
  recent: 'Most Recent',
  rating: 'Highest Rated',
  name: 'Name (A–Z)',
};
const labelClass = 'block text-sm font-medium text-stone-900';

export default function RatingsPage() {
  useDocumentTitle('My Ratings');
  const ratings = useQuery({ queryKey: RATINGS_KEY, queryFn: fetchMyRatings });
  const [stars, setStars] = useState<RatingStarFilter>('all');
  const [sort, setSort] = useState<RatingSort>('recent');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const all = useMemo(() => ratings.data ?? [], [ratings.data]);
  const shown = useMemo(() => applyRatingsView(all, { stars, sort, q }), [all, stars, sort, q]);
  const stats = ratingsStats(all);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-amber-950">My Ratings</h1>
      <StatCards
        stats={[
          { label: 'Beers Rated', value: stats.total },
          { label: 'Average Rating', value: stats.averageRating?.toFixed(1) ?? '—' },
          { label: '5-Star Beers', value: stats.fiveStar },
          { label: 'Reviews Written', value: stats.reviews },
        ]}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="ratings-search" className={labelClass}>
            Search
          </label>
          <input
            id="ratings-search"
            type="search"
            placeholder="Name or brewery"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="ratings-stars" className={labelClass}>
            Stars
          </label>
          <select
            id="ratings-stars"
            value={stars}
            onChange={(e) => setStars(e.target.value as RatingStarFilter)}
            className={inputClass}
          >
            {RATING_STAR_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? 'All ratings' : `${s} star${s === '1' ? '' : 's'}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ratings-sort" className={labelClass}>
            Sort by
          </label>
          <select
            id="ratings-sort"
            value={sort}
            onChange={(e) => setSort(e.target.value as RatingSort)}
            className={inputClass}
          >
            {RATING_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {ratings.isLoading ? (
        <Skeletons count={5} className="space-y-3" />
      ) : all.length === 0 ? (
        <div className="rounded-xl border border-dashed border-amber-300 p-10 text-center">
          <p className="text-lg font-semibold text-amber-950">You have not rated any beers yet</p>
          <p className="text-stone-700">Rate the beers in your collection to see them here.</p>
          <Link to="/collection" className={`${buttonClass.primary} mt-4`}>
            Go to My Collection
          </Link>
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-xl bg-amber-50 p-6 text-stone-800">No ratings match.</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((r) => (
            <li
              key={r.id}
              aria-label={r.beer.name}
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <h2 className="font-bold text-amber-950">{r.beer.name}</h2>
                <p className="text-sm text-stone-700">
                  {r.beer.brewery}
                  {r.beer.style ? ` · ${r.beer.style}` : ''}
                </p>
                <p className="mt-1 flex items-center gap-1 text-stone-900">
                  <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
                  <span className="font-semibold">Your rating: {r.rating}</span>
                  <span className="text-sm text-stone-600">
                    · {new Date(r.updatedAt).toLocaleDateString()}
                  </span>
                </p>
                {r.review && <p className="mt-1 text-stone-800 break-words">{r.review}</p>}
              </div>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => setEditing({ id: r.beerId, name: r.beer.name })}
              >
                Edit Rating
              </button>
            </li>
          ))}
        </ul>
      )}
      <RatingDialog beer={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
