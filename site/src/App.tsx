import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuthContextValue } from './hooks/auth-context';
import { AuthRoot } from './components/AuthRoot';
import { LazyToaster } from './components/LazyToaster';

/**
 * The whole site around a router: main.tsx passes a BrowserRouter, ssr/entry-server.tsx a
 * StaticRouter, tests a memory router.
 */
export function App({
  children,
  queryClient,
  guestAuth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  guestAuth?: AuthContextValue;
}) {
  return (
    <AuthRoot queryClient={queryClient} guestAuth={guestAuth}>
      {children}
      <LazyToaster />
    </AuthRoot>
  );
}
