import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Loader2, Plus } from 'lucide-react';
import { useState } from 'react';
import { postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import { BEST_FOR_YOU_KEY } from '../beer/best-for-you-key';
import { buttonClass } from '../ui/styles';

/** Spec section 4: idle, saving (spinner, disabled), Saved (green, disabled); failure → idle. */
export function SaveToCollection({ beerId }: { beerId: string }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () => postJson('/api/collection', { beerId }),
    onSuccess: () => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: ['collection'] });
      void queryClient.invalidateQueries({ queryKey: BEST_FOR_YOU_KEY });
      toast({ title: 'Beer saved', description: 'Beer added to your collection' });
    },
    onError: (err) =>
      toast({
        title: 'Failed to save beer',
        description: err.message || 'Something went wrong',
        variant: 'destructive',
      }),
  });
  if (saved) {
    return (
      <button
        type="button"
        disabled
        className={`${buttonClass.primary} bg-green-700 hover:bg-green-700 disabled:opacity-100`}
      >
        <Check aria-hidden="true" className="size-4" /> Saved
      </button>
    );
  }
  return (
    <button
      type="button"
      disabled={save.isPending}
      onClick={() => save.mutate()}
      className={buttonClass.primary}
    >
      {save.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Plus aria-hidden="true" className="size-4" />
      )}
      {save.isPending ? 'Saving...' : 'Save to Collection'}
    </button>
  );
}
