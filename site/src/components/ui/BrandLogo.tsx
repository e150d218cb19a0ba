import { Beer } from 'lucide-react';
import { Link } from 'react-router';

/** The brand mark; `tone` picks colours for light headers or the dark sidebar. */
export function BrandLogo({ tone = 'light', to = '/' }: { tone?: 'light' | 'dark'; to?: string }) {
  const text = tone === 'dark' ? 'text-amber-50' : 'text-amber-950';
  return (
    <Link to={to} className={`inline-flex items-center gap-2 rounded-lg font-bold ${text}`}>
      <span className="flex size-9 items-center justify-center rounded-lg bg-amber-500 text-amber-950">
        <Beer aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl tracking-tight">BeerScout</span>
    </Link>
  );
}
