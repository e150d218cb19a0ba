import { useMutation } from '@tanstack/react-query';
import { Info, Loader2, Lock, X } from 'lucide-react';
import { useState } from 'react';
import type { BeerDetails as Details } from '@common/schemas/beers';
import { ApiError } from '../../api-client';
import { useAuth } from '../../hooks/use-auth';
import { toast } from '../../hooks/use-toast';
import { BeerFacts, fetchBeerDetails, toastDetailsFailed } from '../beer/BeerFacts';
import { buttonClass } from '../ui/styles';

const PREMIUM_SHORT = 'Upgrade to Premium to access detailed beer information';
const PREMIUM_LONG =
  'Upgrade to Premium to see ABV, IBU, ingredients and food pairings for every beer you scan.';

const FIELDS: [keyof Details, string][] = [
  ['abv', 'ABV'],
  ['ibu', 'IBU'],
  ['origin', 'Origin'],
  ['description', 'Description'],
  ['ingredients', 'Ingredients'],
  ['foodPairings', 'Food pairings'],
];

/** Premium details (spec section 4): spinner, then details; free users get 'Premium Feature'. */
export function BeerDetails({ beerId }: { beerId: string }) {
  const { user } = useAuth();
  const [details, setDetails] = useState<Details | null>(null);
  const load = useMutation({
    mutationFn: () => fetchBeerDetails(beerId),
    onSuccess: setDetails,
    onError: (err) => {
      setDetails(null);
      if (err instanceof ApiError && err.code === 'premium_required') {
        toast({ title: 'Premium Feature', description: PREMIUM_SHORT, variant: 'destructive' });
      } else {
        toastDetailsFailed(err);
      }
    },
  });

  if (!user?.entitlements.viewDetails) {
    return (
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => toast({ title: 'Premium Feature', description: PREMIUM_LONG })}
      >
        <Lock aria-hidden="true" className="size-4" /> Beer details
      </button>
    );
  }
  if (details) {
    const shown = FIELDS.filter(([key]) => details[key] !== null && details[key] !== '');
    return (
      <div className="basis-full rounded-lg bg-white/80 p-3 text-sm">
        <div className="flex items-center justify-between">
          <p className="font-semibold">Beer details</p>
          <button
            type="button"
            aria-label="Hide details"
            onClick={() => setDetails(null)}
            className={`${buttonClass.ghost} p-1`}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        {shown.length ? (
          <BeerFacts
            look="card"
            rows={shown.map(([key, label]) => [
              label,
              key === 'abv' ? `${String(details[key])}%` : String(details[key]),
            ])}
          />
        ) : (
          <p className="text-stone-700">No further details are known for this beer yet.</p>
        )}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass.secondary}
      disabled={load.isPending}
      onClick={() => load.mutate()}
    >
      {load.isPending ? (
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Info aria-hidden="true" className="size-4" />
      )}
      Beer details
    </button>
  );
}
