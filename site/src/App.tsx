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
  serverAuth,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  serverAuth?: AuthContextValue;
}) {
  return (
    <AuthRoot queryClient={queryClient} serverAuth={serverAuth}>
      {children}
      <LazyToaster />
    </AuthRoot>
  );
}
