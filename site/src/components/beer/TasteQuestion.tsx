import { useMutation } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { COLLECTION_FILTER_LABELS } from '@common/domain/collection';
import { TASTE_STYLES, type Taste } from '@common/schemas/taste';
import { apiRequest } from '../../api-client';
import { toast } from '../../hooks/use-toast';
import { buttonClass } from '../ui/styles';

type Style = (typeof TASTE_STYLES)[number];
type Choice = 'like' | 'dislike';

/**
 * The one question a new user is asked (and may skip): which styles they like and which they
 * avoid, so "Best for you" ranks their very first scan. Tapping a style cycles like → avoid → none.
 */
export function TasteQuestion({
  onDone,
}: {
  /** Awaited: the buttons stay busy until it settles. */
  onDone: (taste: Taste) => Promise<void> | void;
}) {
  const [choices, setChoices] = useState<Partial<Record<Style, Choice>>>({});
  const save = useMutation({
    mutationFn: (skip: boolean) => {
      const pick = (c: Choice) => (skip ? [] : TASTE_STYLES.filter((s) => choices[s] === c));
      return apiRequest<Taste>('PUT', '/api/user/taste', {
        likedStyles: pick('like'),
        dislikedStyles: pick('dislike'),
      });
    },
    onSuccess: onDone,
    onError: (err) =>
      toast({ title: 'Could not save', description: err.message, variant: 'destructive' }),
  });
  const cycle = (s: Style) =>
    setChoices((c) => ({
      ...c,
      [s]: c[s] === undefined ? 'like' : c[s] === 'like' ? 'dislike' : undefined,
    }));

  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3">
      <p className="font-semibold text-stone-900">Which styles do you enjoy?</p>
      <p className="text-sm text-stone-700">
        Tap once for a style you like, twice for one you avoid. We only ask this once.
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Beer styles">
        {TASTE_STYLES.map((s) => {
          const choice = choices[s];
          const label = COLLECTION_FILTER_LABELS[s];
          return (
            <li key={s}>
              <button
                type="button"
                onClick={() => cycle(s)}
                aria-label={`${label}: ${choice === 'like' ? 'liked' : choice === 'dislike' ? 'avoided' : 'no opinion'}`}
                data-choice={choice ?? 'none'}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1.5 text-sm font-medium ${
                  choice === 'like'
                    ? 'border-green-800 bg-green-700 text-white'
                    : choice === 'dislike'
                      ? 'border-red-800 bg-red-700 text-white'
                      : 'border-stone-400 bg-white text-stone-900 hover:bg-amber-100'
                }`}
              >
                {choice === 'like' && <ThumbsUp aria-hidden="true" className="size-3.5" />}
                {choice === 'dislike' && <ThumbsDown aria-hidden="true" className="size-3.5" />}
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate(false)}
          className={buttonClass.primary}
        >
          Save my taste
        </button>
        <button
          type="button"
          disabled={save.isPending}
          onClick={() => save.mutate(true)}
          className={buttonClass.ghost}
        >
          Skip
        </button>
      </div>
    </div>
  );
}
