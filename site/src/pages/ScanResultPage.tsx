import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Analysis } from '@common/schemas/analysis';
import { ApiError, getJson } from '../api-client';
import { AnalysisResults } from '../components/results/AnalysisResults';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass, cardClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

export const scanKey = (id: string) => ['scan', id] as const;

/** /scans/:id: a past scan's results, with the same actions as right after scanning. */
export default function ScanResultPage() {
  useDocumentTitle('Scan Results');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const scan = useQuery({
    queryKey: scanKey(id),
    queryFn: () => getJson<Analysis>(`/api/analyses/${encodeURIComponent(id)}`),
    retry: false,
  });

  if (scan.isPending) return <Spinner />;
  if (scan.isError) {
    const err = scan.error;
    const gone = err instanceof ApiError && [400, 404].includes(err.status);
    return (
      <section className={`${cardClass} text-center`}>
        <h1 className="text-2xl font-bold text-amber-950">
          {gone ? 'This scan is not here any more' : 'This scan could not be opened'}
        </h1>
        <p role="alert" className="mt-2 text-stone-700">
          {gone ? 'It may have been deleted.' : err.message}
        </p>
        <Link to="/scans" className={`${buttonClass.primary} mt-4`}>
          <ArrowLeft aria-hidden="true" className="size-4" /> All your scans
        </Link>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <Link to="/scans" className={`${buttonClass.ghost} -ml-3 text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> All your scans
      </Link>
      <AnalysisResults
        analysis={scan.data}
        onChange={(next) => queryClient.setQueryData(scanKey(id), next)}
        onNewScan={() => void navigate('/app')}
      />
    </div>
  );
}
