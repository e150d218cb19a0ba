import { useSyncExternalStore } from 'react';
import { apiRequest } from '../api-client';
import { toast } from '../hooks/use-toast';

type DeleteOptions = {
  /** What lists leave out while the delete can still be undone. */
  id: string;
  /** The API path the DELETE goes to. */
  path: string;
  title: string;
  description: string;
  /** How to undo without the toast (Radix reads it to screen readers). */
  undoAltText: string;
  /** The toast's title when the server refuses the delete. */
  failedTitle: string;
  /** Runs once the server has deleted it (refresh the lists). */
  onDeleted: () => Promise<unknown>;
};

/**
 * Deletes with an "Undo" toast that wait for the toast to close (timed out, closed, or pushed out
 * by another): the thing is hidden at once and deleted for real only then, so Undo brings it back
 * exactly as it was (its photo, the date it was saved, its place in the list). Leaving the page
 * before that deletes it on the way out.
 */
export function undoableDeletes() {
  let pending: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();
  const set = (next: ReadonlySet<string>) => {
    pending = next;
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const forget = (id: string) => set(new Set([...pending].filter((p) => p !== id)));

  /** The ids deleted but still undoable. */
  function usePending(): ReadonlySet<string> {
    return useSyncExternalStore(
      subscribe,
      () => pending,
      () => pending,
    );
  }

  function remove(o: DeleteOptions) {
    set(new Set(pending).add(o.id));
    let settled = false;
    const onLeave = () => {
      if (settled) return;
      settled = true;
      // keepalive lets the request outlive the page.
      void fetch(o.path, { method: 'DELETE', credentials: 'include', keepalive: true });
    };
    window.addEventListener('pagehide', onLeave);
    const commit = () => {
      window.removeEventListener('pagehide', onLeave);
      if (settled) return;
      settled = true;
      apiRequest<void>('DELETE', o.path)
        .then(o.onDeleted)
        .catch((err: Error) => {
          toast({ title: o.failedTitle, description: err.message, variant: 'destructive' });
        })
        .finally(() => forget(o.id));
    };
    toast({
      title: o.title,
      description: o.description,
      duration: 8000,
      action: {
        label: 'Undo',
        altText: o.undoAltText,
        onClick: () => {
          settled = true;
          window.removeEventListener('pagehide', onLeave);
          forget(o.id);
        },
      },
      onClose: commit,
    });
  }

  return { usePending, remove };
}
