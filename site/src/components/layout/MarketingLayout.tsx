import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useSessionUser } from '../../hooks/auth-context';
import { BrandLogo } from '../ui/BrandLogo';
import { Spinner } from '../ui/Spinner';
import { buttonClass } from '../ui/styles';
import { SiteFooter } from './SiteFooter';

const SECTIONS = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'pricing', label: 'Pricing' },
];

/** Public pages (landing, legal, auth) get a plain header and footer instead of the app sidebar. */
export function MarketingLayout() {
  const { pathname } = useLocation();
  const { user } = useSessionUser();
  // On the landing page the anchors scroll in place; elsewhere they lead back to it.
  const prefix = pathname === '/' ? '' : '/';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b border-amber-200 bg-white/90">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <BrandLogo />
          <nav aria-label="Sections" className="hidden gap-1 sm:flex">
            {SECTIONS.map((s) => (
              <a key={s.id} href={`${prefix}#${s.id}`} className={buttonClass.ghost}>
                {s.label}
              </a>
            ))}
          </nav>
          {user ? (
            <Link to="/app" className={buttonClass.primary}>
              Open App
            </Link>
          ) : (
            pathname !== '/auth' && (
              <Link to="/auth" className={buttonClass.primary}>
                Sign In
              </Link>
            )
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
