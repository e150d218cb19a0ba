import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { toast } from '../../hooks/use-toast';

// A deleted scan is hidden at once and really deleted when its "Undo" toast closes, so Undo can
// bring it back whole (photo included). Leaving the page before that deletes it on the way out.

let pending = new Set<string>();
const listeners = new Set<() => void>();
const set = (next: Set<string>) => {
  pending = next;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The ids of scans deleted but still undoable: lists leave them out. */
export function usePendingScanDeletes(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => pending,
  );
}

const scanPath = (id: string) => `/api/analyses/${id}`;

/** Deletes a scan with an Undo toast; `onDeleted` runs once the server has deleted it. */
export function deleteScanWithUndo(queryClient: QueryClient, id: string) {
  set(new Set(pending).add(id));
  let settled = false;
  const restore = () => {
    const next = new Set(pending);
    next.delete(id);
    set(next);
  };
  const onLeave = () => {
    if (settled) return;
    settled = true;
    // keepalive lets the request outlive the page.
    void fetch(scanPath(id), { method: 'DELETE', credentials: 'include', keepalive: true });
  };
  window.addEventListener('pagehide', onLeave);
  const commit = () => {
    window.removeEventListener('pagehide', onLeave);
    if (settled) return;
    settled = true;
    apiRequest<void>('DELETE', scanPath(id))
      .then(() => queryClient.invalidateQueries({ queryKey: ['timeline'] }))
      .then(() => queryClient.invalidateQueries({ queryKey: ['scans'] }))
      .catch((err: Error) => {
        toast({ title: 'Scan not deleted', description: err.message, variant: 'destructive' });
      })
      .finally(restore);
  };
  toast({
    title: 'Scan deleted',
    description: 'The scan and its photo are gone.',
    duration: 8000,
    action: {
      label: 'Undo',
      altText: 'Undo: keep the scan',
      onClick: () => {
        settled = true;
        window.removeEventListener('pagehide', onLeave);
        restore();
      },
    },
    onClose: commit,
  });
}
