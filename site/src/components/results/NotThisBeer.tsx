import { useMutation, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import type { BeerSummary } from '@common/schemas/beers';
import { getJson, postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import { buttonClass, inputClass } from '../ui/styles';

type Props = { analysisId: string; beer: AnalysisBeer; onChange: (a: Analysis) => void };

/**
 * "Not this beer?": the other catalogue beers the label could be, and a search across the whole
 * catalogue for when none of them is right; picking one is stored.
 */
export function NotThisBeer({ analysisId, beer, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const listId = useId();
  const term = q.trim();
  const search = useQuery({
    queryKey: ['beer-search', term],
    queryFn: () =>
      getJson<BeerSummary[]>(`/api/beers/search?q=${encodeURIComponent(term)}&limit=8`),
    enabled: open && term.length >= 2,
    staleTime: 60_000,
  });
  const found = (search.data ?? []).filter((b) => b.id !== beer.id);
  const replace = useMutation({
    mutationFn: (replacementId: string) =>
      postJson<Analysis>(`/api/analyses/${analysisId}/beers/${beer.id}/replace`, {
        beerId: replacementId,
      }),
    onSuccess: (analysis) => {
      setOpen(false);
      onChange(analysis);
      toast({ title: 'Result corrected', description: 'Thanks — your scan now shows that beer.' });
    },
    onError: (err) =>
      toast({
        title: 'Could not change the beer',
        description: err.message,
        variant: 'destructive',
      }),
  });
  return (
    <div className="basis-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`${buttonClass.ghost} px-1 py-1 text-sm underline`}
      >
        Not this beer? <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <div id={listId} className="mt-1 rounded-lg bg-white/80 p-2 text-sm">
          {beer.alternatives.length ? (
            <>
              <p className="px-1 text-stone-700">It could also be:</p>
              <ul className="mt-1 space-y-1">
                {beer.alternatives.map((alt) => (
                  <li key={alt.id}>
                    <button
                      type="button"
                      disabled={replace.isPending}
                      onClick={() => replace.mutate(alt.id)}
                      className="w-full rounded-md px-2 py-1.5 text-left hover:bg-amber-100"
                    >
                      <span className="font-medium">{alt.name}</span>{' '}
                      <span className="text-stone-600">· {alt.brewery}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="px-1 text-stone-700">No other candidates for this label.</p>
          )}
          <div className="mt-2 px-1">
            <label htmlFor={`${listId}-q`} className="block font-medium text-stone-900">
              Search the catalogue
            </label>
            <input
              id={`${listId}-q`}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Beer or brewery name"
              autoComplete="off"
              className={`${inputClass} mt-1 py-1.5 text-sm`}
            />
          </div>
          {term.length >= 2 && search.data && (
            <ul aria-label="Search results" className="mt-1 space-y-1">
              {found.length === 0 ? (
                <li className="px-2 py-1.5 text-stone-700">No beer in the catalogue matches.</li>
              ) : (
                found.map((b) => (
                  <li key={b.id}>
                    <button
                      type="button"
                      disabled={replace.isPending}
                      onClick={() => replace.mutate(b.id)}
                      className="w-full rounded-md px-2 py-1.5 text-left hover:bg-amber-100"
                    >
                      <span className="font-medium">{b.name}</span>{' '}
                      <span className="text-stone-600">· {b.brewery}</span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
