import { useMutation } from '@tanstack/react-query';
import { Check, Send } from 'lucide-react';
import { useState } from 'react';
import { labelsOnce } from '@common/domain/read-labels';
import type { Analysis } from '@common/schemas/analysis';
import { postJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';

/**
 * Text read on the photo that matched no catalogue beer, each with "suggest this beer": once per
 * text, however many labels on the shelf showed it (their boxes stay on the photo).
 */
export function NotRecognised({ analysis }: { analysis: Analysis }) {
  if (!analysis.unrecognised.length) return null;
  return (
    <section
      aria-labelledby="not-recognised"
      className="rounded-xl border border-stone-300 bg-stone-50 p-4"
    >
      <h2 id="not-recognised" className="font-semibold text-stone-900">
        Not recognised
      </h2>
      <p className="text-sm text-stone-700">
        We read these labels but could not match them to a beer we know.
      </p>
      <ul className="mt-2 space-y-2">
        {labelsOnce(analysis.unrecognised.map((u) => u.text)).map((l) => (
          <Suggestable key={l.text} text={l.text} labels={l.labels} analysisId={analysis.id} />
        ))}
      </ul>
    </section>
  );
}

function Suggestable({
  text,
  labels,
  analysisId,
}: {
  text: string;
  labels: number;
  analysisId: string;
}) {
  const [sent, setSent] = useState(false);
  const suggest = useMutation({
    mutationFn: () => postJson('/api/suggestions', { text, analysisId }),
    onSuccess: () => {
      setSent(true);
      toast({
        title: 'Thanks for the suggestion',
        description: 'We will review it and add the beer.',
      });
    },
    onError: (err) =>
      toast({ title: 'Suggestion not sent', description: err.message, variant: 'destructive' }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2">
      <span className="min-w-0 font-medium break-words text-stone-900">
        “{text}”
        {labels > 1 && (
          <span className="text-sm font-normal text-stone-700"> · on {labels} labels</span>
        )}
      </span>
      {sent ? (
        <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
          <Check aria-hidden="true" className="size-4" /> Suggested
        </span>
      ) : (
        <button
          type="button"
          disabled={suggest.isPending}
          onClick={() => suggest.mutate()}
          aria-label={`Suggest this beer: ${text}`}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-amber-900 underline hover:bg-amber-100"
        >
          <Send aria-hidden="true" className="size-4" /> Suggest this beer
        </button>
      )}
    </li>
  );
}
