import { useInfiniteQuery } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TimelineItem } from '@common/schemas/timeline';
import { getJson } from '../api-client';
import { ScanListItem } from '../components/scans/ScanListItem';
import { usePendingScanDeletes } from '../components/timeline/delete-scan';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass, cardClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

const PAGE_SIZE = 20;
export const SCANS_QUERY_KEY = ['scans'] as const;

/** Where the next page starts: after the last scan shown (its time, and its id for ties). */
type Cursor = { before: string; beforeId: string } | null;

const fetchPage = (cursor: Cursor) =>
  getJson<TimelineItem[]>(
    `/api/analyses/timeline?${new URLSearchParams({ limit: String(PAGE_SIZE), ...cursor })}`,
  );

/** /scans: every scan, newest first, the next page loading as the list's end comes into view. */
export default function ScansPage() {
  useDocumentTitle('Recent Scans');
  const scans = useInfiniteQuery({
    queryKey: SCANS_QUERY_KEY,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as Cursor,
    getNextPageParam: (last): Cursor | undefined => {
      const end = last.length === PAGE_SIZE ? last[last.length - 1]!.analysis : null;
      return end ? { before: end.createdAt, beforeId: end.id } : undefined;
    },
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = scans;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const hidden = usePendingScanDeletes();
  const items = (scans.data?.pages.flat() ?? []).filter((i) => !hidden.has(i.analysis.id));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-amber-950">Recent Scans</h1>
        <p className="mt-1 text-stone-700">Open any scan to see its beers again.</p>
      </div>
      {scans.isPending ? (
        <Spinner />
      ) : scans.isError ? (
        <p role="alert" className={cardClass}>
          Your scans could not be loaded: {scans.error.message}
        </p>
      ) : items.length === 0 ? (
        <section className={`${cardClass} text-center`}>
          <Camera aria-hidden="true" className="mx-auto size-10 text-amber-700" />
          <h2 className="mt-2 text-xl font-bold text-amber-950">No scans yet</h2>
          <p className="mt-1 text-stone-700">Scan a shelf or a row of taps and it will be here.</p>
          <Link to="/app" className={`${buttonClass.primary} mt-4`}>
            Start Scanning
          </Link>
        </section>
      ) : (
        <>
          <ul aria-label="Your scans" className="space-y-3">
            {items.map((item) => (
              <ScanListItem key={item.analysis.id} item={item} />
            ))}
          </ul>
          <div ref={sentinel} className="flex justify-center">
            {isFetchingNextPage ? (
              <Spinner />
            ) : hasNextPage ? (
              <button
                type="button"
                onClick={() => void fetchNextPage()}
                className={buttonClass.secondary}
              >
                Load older scans
              </button>
            ) : (
              <p className="text-sm text-stone-600">That is every scan you have made.</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}
