import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';

/**
 * react-admin's layout with our bar. Every tab's screens load lazily (App.tsx), so the content
 * waits in a Suspense; `minWidth: 0` lets wide tables shrink instead of pushing the page sideways.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} sx={{ '& .RaLayout-content': { minWidth: 0 } }}>
      <Suspense fallback={<CircularProgress sx={{ m: 4 }} aria-label="Loading" />}>
        {children}
      </Suspense>
    </RaLayout>
  );
}
