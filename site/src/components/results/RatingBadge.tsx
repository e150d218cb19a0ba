import { ExternalLink, Star } from 'lucide-react';
import { NOT_YET_RATED, ratingBadge, ratingSourceText } from '@common/domain/rating';

const BADGE = {
  green: 'bg-green-700 text-white',
  yellow: 'bg-yellow-300 text-stone-950',
  red: 'bg-red-700 text-white',
};

type Props = {
  rating: number | null;
  ratingSource: string | null;
  ratingCount: number | null;
  ratingUrl?: string | null;
  /** What an unrated beer says: the results invite a rating ("be the first"). */
  unratedText?: string;
};

/**
 * The honest rating (decisions.md 6 and 16) coloured by spec section 9, with its count and source
 * in words ("1,234 ratings on Untappd"), linked to the source where the import gave its address.
 */
export function RatingBadge({
  rating,
  ratingSource,
  ratingCount,
  ratingUrl,
  unratedText = NOT_YET_RATED,
}: Props) {
  if (rating === null || !ratingSource) {
    return <p className="text-sm text-stone-700">{unratedText}</p>;
  }
  const color = ratingBadge(rating);
  const words = ratingSourceText({ ratingSource, ratingCount });
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        data-color={color}
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-bold ${BADGE[color]}`}
      >
        <Star aria-hidden="true" className="size-3.5 fill-current" /> {rating.toFixed(1)}
      </span>
      {ratingUrl ? (
        <a
          href={ratingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-stone-700 underline"
        >
          {words} <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      ) : (
        <span className="text-stone-700">{words}</span>
      )}
    </p>
  );
}
