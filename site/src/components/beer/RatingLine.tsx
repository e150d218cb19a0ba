import { Star } from 'lucide-react';
import { NOT_YET_RATED, ratingText } from '@common/domain/rating';

type Props = { rating: number | null; ratingSource: string | null; ratingCount: number | null };

/** An honest rating with its source (decisions.md 6), or "Not yet rated". */
export function RatingLine({ rating, ratingSource, ratingCount }: Props) {
  if (rating === null || !ratingSource) {
    return <p className="text-sm text-stone-600">{NOT_YET_RATED}</p>;
  }
  return (
    <p className="flex items-center gap-1 text-sm text-stone-800">
      <Star aria-hidden="true" className="size-4 shrink-0 fill-amber-500 text-amber-500" />
      <span>{ratingText({ rating, ratingSource, ratingCount })}</span>
    </p>
  );
}
