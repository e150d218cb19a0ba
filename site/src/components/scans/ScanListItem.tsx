import { ChevronRight, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { TimelineItem } from '@common/schemas/timeline';

const TYPE_LABEL = { shelf: 'Beer Shelf', tap: 'Beer Taps' } as const;

/** One past scan in /scans: its picture while it lives, when, what was found; opens the scan. */
export function ScanListItem({ item }: { item: TimelineItem }) {
  const { analysis, beers, totalFound, guesses } = item;
  const date = new Date(analysis.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const names = beers.slice(0, 3).map((b) => b.name);
  return (
    <li>
      <Link
        to={`/scans/${analysis.id}`}
        data-testid="scan-item"
        className="flex items-center gap-4 rounded-xl border border-amber-200 bg-white p-3 shadow-sm hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-amber-700"
      >
        {analysis.imageUrl ? (
          <img
            src={analysis.imageUrl}
            alt=""
            loading="lazy"
            className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
          />
        ) : (
          <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-stone-100 sm:size-20">
            <ImageOff aria-label="No picture kept" className="size-6 text-stone-500" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block font-bold text-amber-950">
            {TYPE_LABEL[analysis.imageType]} ·{' '}
            <time dateTime={analysis.createdAt} className="font-normal text-stone-700">
              {date}
            </time>
          </span>
          <span className="block text-sm text-stone-800">
            {totalFound} {totalFound === 1 ? 'beer' : 'beers'} found
            {guesses > 0 &&
              `, ${guesses} ${guesses === 1 ? 'best guess' : 'best guesses'} to check`}
          </span>
          {names.length > 0 && (
            <span className="block truncate text-sm text-stone-600">
              {names.join(', ')}
              {totalFound > names.length ? '…' : ''}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
      </Link>
    </li>
  );
}
