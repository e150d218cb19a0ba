import { useQuery } from '@tanstack/react-query';
import { Calendar, Camera, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { TIMELINE_POLL_MS, discoveryRate, sessionsThisWeek } from '@common/domain/timeline-stats';
import type { TimelineItem } from '@common/schemas/timeline';
import { getJson } from '../api-client';
import { usePendingScanDeletes } from '../components/timeline/delete-scan';
import { SessionCard, TIMELINE_QUERY_KEY } from '../components/timeline/SessionCard';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass, cardClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Memory Lane: every scan as a session card, newest first (spec sections 2, 7 and 9). */
export default function TimelinePage() {
  useDocumentTitle('Memory Lane');
  // Spec section 7: polled every 10 s and refetched on focus, with no retry.
  const timeline = useQuery({
    queryKey: TIMELINE_QUERY_KEY,
    queryFn: () => getJson<TimelineItem[]>('/api/analyses/timeline'),
    refetchInterval: TIMELINE_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });
  const hidden = usePendingScanDeletes();
  const items = (timeline.data ?? []).filter((i) => !hidden.has(i.analysis.id));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-amber-950">Memory Lane</h1>
        <p className="mt-1 text-stone-700">
          Every scan you make becomes a moment on your beer timeline.
        </p>
      </div>

      {timeline.isLoading ? (
        <Spinner />
      ) : timeline.isError ? (
        <p role="alert" className={cardClass}>
          Memory Lane could not be loaded: {timeline.error.message}
        </p>
      ) : items.length === 0 ? (
        <section className={`${cardClass} text-center`}>
          <Camera aria-hidden="true" className="mx-auto size-10 text-amber-700" />
          <h2 className="mt-2 text-xl font-bold text-amber-950">No scans yet</h2>
          <p className="mt-1 text-stone-700">
            Scan a shelf or a row of taps and it will appear here.
          </p>
          <Link to="/app" className={`${buttonClass.primary} mt-4`}>
            Start Scanning
          </Link>
        </section>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className={`${cardClass} p-4`}>
              <dt className="flex items-center gap-2 text-sm text-stone-700">
                <Calendar aria-hidden="true" className="size-4" /> This Week
              </dt>
              <dd className="text-2xl font-bold text-amber-950" data-testid="stat-this-week">
                {sessionsThisWeek(items, new Date())}
              </dd>
            </div>
            <div className={`${cardClass} p-4`}>
              <dt className="flex items-center gap-2 text-sm text-stone-700">
                <Sparkles aria-hidden="true" className="size-4" /> Discovery Rate
              </dt>
              <dd className="text-2xl font-bold text-amber-950" data-testid="stat-discovery-rate">
                {discoveryRate(items)}
                <span className="ml-1 text-sm font-normal text-stone-700">beers / session</span>
              </dd>
            </div>
          </dl>
          <div className="space-y-4">
            {items.map((item) => (
              <SessionCard key={item.analysis.id} item={item} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
