import { ScanLine } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { sharedScanTitle, shareText } from '@common/domain/share';
import type { SharedScan } from '@common/schemas/share';
import { BeerLinkList } from '../components/beer-page/BeerLinkList';
import { PublicPageProblem } from '../components/beer-page/PublicPageState';
import { SharedPhoto } from '../components/beer-page/SharedPhoto';
import { Spinner } from '../components/ui/Spinner';
import { buttonClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';
import { usePublicJson } from '../hooks/use-public-json';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** /s/:token: a scan someone chose to share — its beers, each a link to its beer page. */
export default function SharedScanPage() {
  const { token = '' } = useParams();
  const page = usePublicJson<SharedScan>(`/api/shares/${encodeURIComponent(token)}`);
  if (page.status === 'loading') return <Spinner fullPage />;
  if (page.status === 'error') {
    return <PublicPageProblem error={page.error} notFound="Shared scan not found" />;
  }
  return <SharedScanView scan={page.data} />;
}

function SharedScanView({ scan }: { scan: SharedScan }) {
  const title = sharedScanTitle(scan);
  useDocumentTitle(title, shareText(scan.beers, scan.imageType));
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <header>
        <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">
          Shared from BeerScout
        </p>
        <h1 className="text-3xl font-bold text-amber-950 sm:text-4xl">{title}</h1>
        <p className="mt-1 text-stone-700">
          Scanned{' '}
          <time dateTime={scan.scannedAt}>{dateFormat.format(new Date(scan.scannedAt))}</time>
        </p>
      </header>
      <SharedPhoto scan={scan} />
      <section aria-labelledby="shared-beers" className="space-y-3">
        <h2 id="shared-beers" className="text-xl font-bold text-amber-950">
          Beers found
        </h2>
        {scan.beers.length ? (
          <BeerLinkList beers={scan.beers} numbered />
        ) : (
          <p className="text-stone-700">This scan found no beers in the catalogue.</p>
        )}
      </section>
      <aside className="rounded-xl border border-amber-200 bg-amber-100/60 p-5 text-center">
        <p className="font-semibold text-amber-950">Find out what is on your shelf</p>
        <p className="mt-1 text-stone-800">
          Photograph a shelf or a tap list and BeerScout names every beer with its honest rating.
        </p>
        <Link to="/app" className={`${buttonClass.primary} mt-4`}>
          <ScanLine aria-hidden="true" className="size-4" /> Scan beers
        </Link>
      </aside>
    </div>
  );
}
