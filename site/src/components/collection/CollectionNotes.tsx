import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, NotebookPen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { CollectionItem } from '@common/schemas/collection';
import { apiRequest } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import { buttonClass, inputClass } from '../ui/styles';
import { COLLECTION_KEY } from './api';
import { NoteText } from './NoteText';

const NOTES_MAX = 2000;

/** "Tasted 12 Nov 2026": a date-only value shown as that calendar day, whatever the time zone. */
const tastedOn = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });

/** A saved beer's tasting notes and date: shown on the card, edited in place. */
export function CollectionNotes({ item }: { item: CollectionItem }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [notes, setNotes] = useState(item.personalNotes ?? '');
  const [date, setDate] = useState(item.tastingDate ?? '');
  const id = useId();
  const save = useMutation({
    mutationFn: () =>
      apiRequest<CollectionItem>('PATCH', `/api/collection/${item.beerId}`, {
        personalNotes: notes.trim() || null,
        tastingDate: date || null,
      }),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: COLLECTION_KEY });
      toast({ title: 'Notes saved', description: `Your notes on ${item.name} are saved.` });
    },
    onError: (err) =>
      toast({ title: 'Notes not saved', description: err.message, variant: 'destructive' }),
  });
  const open = () => {
    setNotes(item.personalNotes ?? '');
    setDate(item.tastingDate ?? '');
    setEditing(true);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  if (editing) {
    return (
      <form onSubmit={submit} className="space-y-2" aria-label={`Notes on ${item.name}`}>
        <div>
          <label htmlFor={`${id}-date`} className="text-xs font-medium text-stone-700">
            Tasting date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(e) => setDate(e.target.value)}
            className={`${inputClass} py-1 text-sm`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-notes`} className="text-xs font-medium text-stone-700">
            Tasting notes
          </label>
          <textarea
            id={`${id}-notes`}
            rows={3}
            maxLength={NOTES_MAX}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={`${inputClass} text-sm`}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" disabled={save.isPending} className={buttonClass.primary}>
            {save.isPending ? 'Saving...' : 'Save notes'}
          </button>
          <button type="button" onClick={() => setEditing(false)} className={buttonClass.ghost}>
            Cancel
          </button>
        </div>
      </form>
    );
  }
  const has = item.personalNotes || item.tastingDate;
  return (
    <div className="space-y-1 text-sm">
      {item.tastingDate && (
        <p className="flex items-center gap-1 text-stone-700">
          <CalendarDays aria-hidden="true" className="size-4" /> Tasted {tastedOn(item.tastingDate)}
        </p>
      )}
      {item.personalNotes && <NoteText text={item.personalNotes} />}
      <button
        type="button"
        onClick={open}
        aria-label={`${has ? 'Edit notes' : 'Add notes'} on ${item.name}`}
        className={`${buttonClass.ghost} -ml-3 py-1 text-sm`}
      >
        <NotebookPen aria-hidden="true" className="size-4" /> {has ? 'Edit notes' : 'Add notes'}
      </button>
    </div>
  );
}
