import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthRoot } from './components/AuthRoot';
import { LazyToaster } from './components/LazyToaster';

/** The whole site around a router: main.tsx passes a BrowserRouter, tests a memory router. */
export function App({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <AuthRoot queryClient={queryClient}>
      {children}
      <LazyToaster />
    </AuthRoot>
  );
}
