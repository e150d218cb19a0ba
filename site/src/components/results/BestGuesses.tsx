import { useMutation } from '@tanstack/react-query';
import { HelpCircle } from 'lucide-react';
import type { Analysis, AnalysisGuess } from '@common/schemas/analysis';
import { postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';

type Props = { analysis: Analysis; onChange: (a: Analysis) => void };

/**
 * Labels the recogniser could not be sure of: "Is this …?" with up to three candidates. One tap
 * on a candidate confirms it, which identifies the beer and teaches the catalogue the label.
 */
export function BestGuesses({ analysis, onChange }: Props) {
  if (!analysis.guesses.length) return null;
  return (
    <section aria-label="Best guesses" className="space-y-3">
      <p className="text-sm text-stone-700">Not sure about these — tap the right beer:</p>
      <ul className="grid gap-3 lg:grid-cols-2">
        {analysis.guesses.map((guess) => (
          <GuessCard key={guess.id} analysisId={analysis.id} guess={guess} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}

function GuessCard({
  analysisId,
  guess,
  onChange,
}: {
  analysisId: string;
  guess: AnalysisGuess;
  onChange: (a: Analysis) => void;
}) {
  const [first] = guess.candidates;
  const confirm = useMutation({
    mutationFn: (beerId: string) =>
      postJson<Analysis>(`/api/analyses/${analysisId}/guesses/${guess.id}/confirm`, { beerId }),
    onSuccess: (analysis) => {
      onChange(analysis);
      toast({ title: 'Thanks!', description: 'Your scan now shows that beer.' });
    },
    onError: (err) =>
      toast({
        title: 'Could not confirm the beer',
        description: err.message,
        variant: 'destructive',
      }),
  });
  return (
    <li className="rounded-xl border border-dashed border-amber-400 bg-amber-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-amber-950">
        <HelpCircle aria-hidden="true" className="size-5" /> Is this {first?.name}?
      </p>
      <ul className="mt-2 space-y-1">
        {guess.candidates.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(c.id)}
              className="w-full rounded-md px-2 py-1.5 text-left hover:bg-amber-100"
            >
              <span className="font-medium">{c.name}</span>{' '}
              <span className="text-stone-600">· {c.brewery}</span>
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
