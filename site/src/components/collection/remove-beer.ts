import type { QueryClient } from '@tanstack/react-query';
import { undoableDeletes } from '../../lib/undoable-delete';
import { COLLECTION_KEY } from './api';

// A removed beer is hidden at once and really removed when its "Undo" toast closes, so Undo keeps
// it as it was: the date it was saved (its place under "Most Recent"), category, notes.
const removals = undoableDeletes();

/** The beer ids removed from the collection but still undoable: the collection leaves them out. */
export const usePendingRemovals = removals.usePending;

/** Removes a beer from the collection with an Undo toast (spec section 9's wording). */
export function removeBeerWithUndo(queryClient: QueryClient, beerId: string) {
  removals.remove({
    id: beerId,
    path: `/api/collection/${beerId}`,
    title: 'Beer removed',
    description: 'Beer has been removed from your collection.',
    undoAltText: 'Undo: keep the beer in your collection',
    failedTitle: 'Error',
    onDeleted: () => queryClient.invalidateQueries({ queryKey: COLLECTION_KEY }),
  });
}
