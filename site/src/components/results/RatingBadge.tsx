import { Star } from 'lucide-react';
import { NOT_YET_RATED, ratingBadge } from '@common/domain/rating';

const BADGE = {
  green: 'bg-green-700 text-white',
  yellow: 'bg-yellow-300 text-stone-950',
  red: 'bg-red-700 text-white',
};

type Props = { rating: number | null; ratingSource: string | null; ratingCount: number | null };

/** The honest rating (decisions.md 6) with its source and count, coloured by spec section 9. */
export function RatingBadge({ rating, ratingSource, ratingCount }: Props) {
  if (rating === null || !ratingSource) {
    return <p className="text-sm text-stone-700">{NOT_YET_RATED}</p>;
  }
  const color = ratingBadge(rating);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        data-color={color}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold ${BADGE[color]}`}
      >
        <Star aria-hidden="true" className="size-3.5 fill-current" /> {rating.toFixed(1)}
      </span>
      <span className="text-stone-700">
        {ratingSource}
        {ratingCount ? ` · ${ratingCount} ${ratingCount === 1 ? 'rating' : 'ratings'}` : ''}
      </span>
    </p>
  );
}
