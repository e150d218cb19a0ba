import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, ChevronUp, ImageOff, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { collapsedBeers } from '@common/domain/timeline-stats';
import type { TimelineItem } from '@common/schemas/timeline';
import { BeerImage } from '../results/BeerImage';
import { RatingBadge } from '../results/RatingBadge';
import { buttonClass } from '../ui/styles';
import { deleteScanWithUndo } from './delete-scan';

export const TIMELINE_QUERY_KEY = ['timeline'] as const;
const TYPE_LABEL = { shelf: 'Beer Shelf', tap: 'Beer Taps' } as const;

/** One scan in Memory Lane: thumbnail, when and what, its beers (5 then "+N"), and delete. */
export function SessionCard({ item }: { item: TimelineItem }) {
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const listId = useId();
  const { shown, more } = collapsedBeers(item.beers, expanded);
  const { analysis } = item;
  const date = new Date(analysis.createdAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const remove = () => {
    setConfirming(false);
    deleteScanWithUndo(queryClient, analysis.id);
  };

  return (
    <article
      aria-label={`${TYPE_LABEL[analysis.imageType]} scan, ${date}`}
      data-testid="session-card"
      className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-4">
        {analysis.imageUrl ? (
          <img
            src={analysis.imageUrl}
            alt=""
            className="size-20 shrink-0 rounded-lg object-cover sm:size-24"
          />
        ) : (
          <span className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-stone-100 sm:size-24">
            <ImageOff aria-label="No picture kept" className="size-6 text-stone-500" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="font-bold text-amber-950">{TYPE_LABEL[analysis.imageType]}</h2>
          <p className="text-sm text-stone-700">
            <time dateTime={analysis.createdAt}>{date}</time>
          </p>
          <p className="text-sm text-stone-800">
            {item.totalFound} {item.totalFound === 1 ? 'beer' : 'beers'} found
          </p>
          <Link
            to={`/scans/${analysis.id}`}
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-amber-900 underline"
          >
            Open scan <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>

      {item.beers.length > 0 ? (
        <ul id={listId} className="mt-3 space-y-2">
          {shown.map((beer) => (
            <li key={beer.id} className="flex items-center gap-3">
              <BeerImage beer={beer} className="size-10" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-stone-900">{beer.name}</p>
                <p className="text-xs text-stone-700">{beer.brewery}</p>
                <RatingBadge {...beer} />
              </div>
            </li>
          ))}
        </ul>
      ) : item.guesses > 0 ? (
        <p className="mt-3 text-sm text-stone-700">
          No beer was identified for sure: {item.guesses}{' '}
          {item.guesses === 1 ? 'best guess' : 'best guesses'} to check in the scan.
        </p>
      ) : (
        <p className="mt-3 text-sm text-stone-700">No beers were detected in this scan.</p>
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {item.beers.length > 5 ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((e) => !e)}
            className={`${buttonClass.ghost} text-sm`}
          >
            {expanded ? (
              <>
                <ChevronUp aria-hidden="true" className="size-4" /> Show fewer
              </>
            ) : (
              <>
                <ChevronDown aria-hidden="true" className="size-4" /> +{more} more
              </>
            )}
          </button>
        ) : (
          <span />
        )}
        {item.totalFound > item.beers.length && (
          <Link to="/premium" className="text-sm text-amber-900 underline">
            {item.totalFound - item.beers.length} more with Premium
          </Link>
        )}
        {confirming ? (
          <span className="flex flex-wrap items-center gap-2 text-sm">
            <span>Delete this scan and its photo?</span>
            <button
              type="button"
              onClick={remove}
              className={`${buttonClass.primary} bg-red-700 py-1.5 hover:bg-red-800`}
            >
              Delete
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={`${buttonClass.ghost} py-1.5`}
            >
              Cancel
            </button>
          </span>
        ) : (
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${buttonClass.ghost} text-sm text-red-800`}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Delete scan
          </button>
        )}
      </div>
    </article>
  );
}
