import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { SiteRoute } from '@common/routes';
import { GuestOnly } from './components/GuestOnly';
import { MarketingLayout } from './components/layout/MarketingLayout';
import { RequireAuth } from './components/RequireAuth';
import { ScrollToTop } from './components/ScrollToTop';
import { Spinner } from './components/ui/Spinner';
import LandingPage from './pages/LandingPage';
import NotFoundPage from './pages/NotFoundPage';

// Everything but the landing page loads on demand, so / stays small; the app shell too
// (sidebar, account sheet), which a first-time visitor to / never sees.
const AppLayout = lazy(() =>
  import('./components/layout/AppLayout').then((m) => ({ default: m.AppLayout })),
);
const AuthPage = lazy(() => import('./pages/AuthPage'));
const PublicTestPage = lazy(() => import('./pages/PublicTestPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const ScanPage = lazy(() => import('./pages/ScanPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const CollectionPage = lazy(() => import('./pages/CollectionPage'));
const RatingsPage = lazy(() => import('./pages/RatingsPage'));
const PremiumPage = lazy(() => import('./pages/PremiumPage'));
const TimelinePage = lazy(() => import('./pages/TimelinePage'));
const ProfilePage = lazy(() => import('./pages/ProfilePage'));
const ScansPage = lazy(() => import('./pages/ScansPage'));
const ScanResultPage = lazy(() => import('./pages/ScanResultPage'));
const BeerPage = lazy(() => import('./pages/BeerPage'));
const SharedScanPage = lazy(() => import('./pages/SharedScanPage'));

// Typed against SITE_ROUTES so a path the server does not serve cannot slip in here.
const at = (path: SiteRoute, element: ReactNode): RouteObject => ({ path, element });

/**
 * Spec section 2 with decisions.md 3 and 4: /app and /help are public. /admin is not here: the
 * server serves the admin console there, so links to it are plain anchors.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <ScrollToTop />
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </>
    ),
    children: [
      {
        element: <MarketingLayout />,
        children: [
          at('/', <LandingPage />),
          at(
            '/auth',
            <GuestOnly>
              <AuthPage />
            </GuestOnly>,
          ),
          at('/public-test', <PublicTestPage />),
          at('/contact', <ContactPage />),
          at('/faq', <FaqPage />),
          at('/terms', <TermsPage />),
          at('/privacy', <PrivacyPage />),
          at('/beers/:id', <BeerPage />),
          at('/s/:token', <SharedScanPage />),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          at('/app', <ScanPage />),
          at('/help', <HelpPage />),
          {
            element: <RequireAuth />,
            children: [
              at('/collection', <CollectionPage />),
              at('/ratings', <RatingsPage />),
              at('/premium', <PremiumPage />),
              at('/timeline', <TimelinePage />),
              at('/profile', <ProfilePage />),
              at('/scans', <ScansPage />),
              at('/scans/:id', <ScanResultPage />),
            ],
          },
        ],
      },
    ],
  },
];
