import { Star } from 'lucide-react';
import type { BeerReview } from '@common/schemas/beer-page';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** Recent reviews on a public page: the stars and the words, never who wrote them. */
export function ReviewList({ reviews }: { reviews: BeerReview[] }) {
  if (!reviews.length) {
    return <p className="text-stone-700">No reviews yet.</p>;
  }
  return (
    <ul className="space-y-3">
      {reviews.map((r) => (
        <li
          key={`${r.createdAt}-${r.review}`}
          className="rounded-lg border border-amber-200 bg-white p-4"
        >
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <span className="inline-flex items-center gap-1 font-bold text-stone-900">
              <Star aria-hidden="true" className="size-4 fill-amber-500 text-amber-500" />
              {r.rating.toFixed(1)}
              <span className="sr-only"> out of 5</span>
            </span>
            <time dateTime={r.createdAt}>{dateFormat.format(new Date(r.createdAt))}</time>
          </p>
          <p className="mt-1 break-words text-stone-900">{r.review}</p>
        </li>
      ))}
    </ul>
  );
}
