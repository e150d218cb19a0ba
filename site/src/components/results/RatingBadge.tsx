import { ExternalLink, Star } from 'lucide-react';
import { NOT_YET_RATED, ratingBadge, ratingText } from '@common/domain/rating';

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
 * The honest rating (decisions.md 6 and 16) coloured by spec section 9, in the one wording used
 * everywhere ("4.1 · 1,234 ratings on Untappd"), linked to the source where the import gave its
 * address.
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
  const text = ratingText({ rating, ratingSource, ratingCount });
  const badge = `inline-flex items-center gap-1 rounded-2xl px-2 py-0.5 font-semibold ${BADGE[color]}`;
  return (
    <p className="text-sm">
      {ratingUrl ? (
        <a
          href={ratingUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-color={color}
          className={`${badge} underline`}
        >
          <Star aria-hidden="true" className="size-3.5 shrink-0 fill-current" />
          {text}
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        </a>
      ) : (
        <span data-color={color} className={badge}>
          <Star aria-hidden="true" className="size-3.5 shrink-0 fill-current" />
          {text}
        </span>
      )}
    </p>
  );
}
