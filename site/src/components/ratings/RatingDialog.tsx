import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COMMUNITY_MIN_RATINGS, ratingText } from '@common/domain/rating';
import { toast } from '../../hooks/use-toast';
import { BEST_FOR_YOU_KEY } from '../beer/best-for-you-key';
import { ModalShell } from '../beer/ModalShell';
import { buttonClass, inputClass } from '../ui/styles';
import { beerRatingKey, fetchBeerRating, rateBeer, RATINGS_KEY } from './api';
import { StarInput } from './StarInput';

type Props = {
  beer: { id: string; name: string } | null;
  onClose: () => void;
  /** Told the stars given once the rating is saved. */
  onRated?: (stars: number) => void;
};

const REVIEW_MAX = 500;

/** Rate or edit a rating: prefilled from the user's previous rating of the beer. */
export function RatingDialog({ beer, onClose, onRated }: Props) {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: beerRatingKey(beer?.id ?? ''),
    queryFn: () => fetchBeerRating(beer!.id),
    enabled: Boolean(beer),
  });
  const previous = summary.data?.userRating ?? null;
  // The form starts from the previous rating; a draft is kept only for the beer and rating it began from.
  const draftKey = `${beer?.id}:${previous?.rating ?? ''}:${previous?.review ?? ''}`;
  const [draft, setDraft] = useState<{ key: string; stars: number; review: string } | null>(null);
  const current =
    draft?.key === draftKey
      ? draft
      : {
          key: draftKey,
          stars: previous ? Math.round(previous.rating) : 0,
          review: previous?.review ?? '',
        };
  const { stars, review } = current;
  const setStars = (value: number) => setDraft({ ...current, stars: value });
  const setReview = (value: string) => setDraft({ ...current, review: value });

  const mutation = useMutation({
    mutationFn: () => rateBeer(beer!.id, stars, review.trim()),
    onSuccess: async (data) => {
      queryClient.setQueryData(beerRatingKey(beer!.id), data);
      await queryClient.invalidateQueries({ queryKey: RATINGS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['collection'] });
      await queryClient.invalidateQueries({ queryKey: BEST_FOR_YOU_KEY });
      toast({ title: 'Rating submitted', description: `You rated ${beer!.name} ${stars} stars` });
      onRated?.(stars);
      onClose();
    },
    onError: (err) =>
      toast({ title: 'Failed to submit rating', description: err.message, variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      toast({
        title: 'Please select a rating',
        description: 'Choose between 1 and 5 stars',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate();
  };

  return (
    <ModalShell
      open={Boolean(beer)}
      onOpenChange={(open) => !open && onClose()}
      title={previous ? 'Edit Rating' : 'Rate Beer'}
      description={beer?.name}
    >
      <form onSubmit={submit} className="space-y-4">
        {previous && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            You previously rated this beer {previous.rating} stars. Saving replaces that rating.
          </p>
        )}
        {summary.data && summary.data.totalRatings >= COMMUNITY_MIN_RATINGS && (
          <p className="text-sm text-stone-700">
            {ratingText({
              rating: summary.data.averageRating,
              ratingSource: summary.data.source,
              ratingCount: summary.data.totalRatings,
            })}
          </p>
        )}
        <StarInput value={stars} onChange={setStars} />
        <div className="space-y-1">
          <label htmlFor="rating-review" className="block text-sm font-medium text-stone-900">
            Review (optional)
          </label>
          <textarea
            id="rating-review"
            rows={4}
            maxLength={REVIEW_MAX}
            value={review}
            onChange={(e) => setReview(e.target.value)}
            className={inputClass}
            aria-describedby="rating-review-count"
          />
          <p id="rating-review-count" className="text-right text-xs text-stone-600">
            {review.length}/{REVIEW_MAX}
          </p>
        </div>
        <button
          type="submit"
          className={`${buttonClass.primary} w-full`}
          disabled={stars === 0 || mutation.isPending}
        >
          {mutation.isPending ? 'Submitting...' : 'Submit Rating'}
        </button>
      </form>
    </ModalShell>
  );
}
