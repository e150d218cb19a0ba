import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '../hooks/use-toast';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/**
 * Radix Toast is ~10 KB gzipped that no first paint needs: it loads once the page is idle, or at
 * once when something shows a toast before then (the toast store itself is always there).
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ric = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    const cic = window.cancelIdleCallback ?? clearTimeout;
    const id = ric(() => setIdle(true));
    return () => cic(id);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
