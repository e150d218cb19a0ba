import { Link } from 'react-router';
import type { ApiError } from '../../api-client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { buttonClass } from '../ui/styles';

/** What a public page shows when its beer or shared scan is not there (404) or did not load. */
export function PublicPageProblem({ error, notFound }: { error: ApiError; notFound: string }) {
  const missing = error.status === 404 || error.status === 400;
  const title = missing ? notFound : 'Could not load this page';
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-amber-950">{title}</h1>
      <p className="mt-3 text-stone-700">
        {missing ? 'The link may be mistyped, or what it pointed to is gone.' : error.message}
      </p>
      <Link to="/app" className={`${buttonClass.primary} mt-8`}>
        Scan beers with BeerScout
      </Link>
    </div>
  );
}
