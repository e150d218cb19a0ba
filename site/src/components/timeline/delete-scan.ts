import type { QueryClient } from '@tanstack/react-query';
import { undoableDeletes } from '../../lib/undoable-delete';

// A deleted scan is hidden at once and really deleted when its "Undo" toast closes, so Undo can
// bring it back whole (photo included).
const scans = undoableDeletes();

/** The ids of scans deleted but still undoable: lists leave them out. */
export const usePendingScanDeletes = scans.usePending;

/** Deletes a scan with an Undo toast. */
export function deleteScanWithUndo(queryClient: QueryClient, id: string) {
  scans.remove({
    id,
    path: `/api/analyses/${id}`,
    title: 'Scan deleted',
    description: 'The scan and its photo are gone.',
    undoAltText: 'Undo: keep the scan',
    failedTitle: 'Scan not deleted',
    onDeleted: () =>
      queryClient
        .invalidateQueries({ queryKey: ['timeline'] })
        .then(() => queryClient.invalidateQueries({ queryKey: ['scans'] })),
  });
}
