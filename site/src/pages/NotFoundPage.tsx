import { Link } from 'react-router';
import { buttonClass } from '../components/ui/styles';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-amber-950">404 Page Not Found</h1>
      <p className="mt-3 text-stone-700">Did you forget to add the page to the router?</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        Go to the home page
      </Link>
    </div>
  );
}
