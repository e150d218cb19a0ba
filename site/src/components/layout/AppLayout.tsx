import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../hooks/use-auth';
import { BrandLogo } from '../ui/BrandLogo';
import { Spinner } from '../ui/Spinner';
import { MobileNav } from './MobileNav';
import { Sidebar } from './Sidebar';
import { copyright } from '../../lib/copyright';

/** The signed-in app shell: sidebar on desktop, top bar and bottom bar on phones. */
export function AppLayout() {
  const { isLoading } = useAuth();
  return (
    <div className="flex min-h-screen">
      <a
        href="#main"
        className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-amber-200 bg-white px-4 py-3 md:hidden">
          <BrandLogo to="/app" />
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 md:px-8 md:py-10">
          {/* Pages here read the user, so they wait for it rather than flash a guest view. */}
          {isLoading ? (
            <Spinner fullPage />
          ) : (
            <Suspense fallback={<Spinner fullPage />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        <footer
          suppressHydrationWarning
          className="px-4 pt-2 pb-24 text-center text-sm text-stone-700 md:pb-6"
        >
          {copyright()}
        </footer>
      </div>
      <MobileNav />
    </div>
  );
}
