import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { BeerDetails } from '@common/schemas/beers';
import { useAuth } from '../../hooks/use-auth';
import { Spinner } from '../ui/Spinner';
import { buttonClass } from '../ui/styles';
import { BeerFacts, fetchBeerDetails, toastDetailsFailed } from './BeerFacts';
import { ModalShell } from './ModalShell';

type Props = { beer: { id: string; name: string } | null; onClose: () => void };

export const PREMIUM_DETAILS_TEXT =
  'Upgrade to Premium to access detailed beer information including ABV, IBU, ingredients and food pairings.';

/** Premium beer details; free users get the 'Premium Feature' message and an upgrade button. */
export function BeerDetailsDialog({ beer, onClose }: Props) {
  const { user } = useAuth();
  const premium = Boolean(user?.entitlements.viewDetails);
  const details = useQuery({
    queryKey: ['beer-details', beer?.id],
    queryFn: () => fetchBeerDetails(beer!.id),
    enabled: Boolean(beer) && premium,
  });

  useEffect(() => {
    if (!details.error) return;
    toastDetailsFailed(details.error);
    onClose(); // spec section 4: on failure the selection is cleared
  }, [details.error, onClose]);

  return (
    <ModalShell
      open={Boolean(beer)}
      onOpenChange={(open) => !open && onClose()}
      title={premium ? (beer?.name ?? '') : 'Premium Feature'}
      description={premium ? 'Beer details' : undefined}
    >
      {!premium ? (
        <div className="space-y-4">
          <p className="flex gap-2 text-stone-800">
            <Lock aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-700" />
            {PREMIUM_DETAILS_TEXT}
          </p>
          <Link to="/profile?tab=premium" className={buttonClass.primary}>
            Upgrade to Premium
          </Link>
        </div>
      ) : details.isLoading ? (
        <Spinner />
      ) : details.data ? (
        <DetailsList details={details.data} />
      ) : null}
    </ModalShell>
  );
}

function DetailsList({ details }: { details: BeerDetails }) {
  const unknown = 'Not known';
  const rows: [string, string][] = [
    ['Brewery', details.brewery],
    ['Style', details.style ?? unknown],
    ['ABV', details.abv !== null ? `${details.abv}%` : unknown],
    ['IBU', details.ibu !== null ? String(details.ibu) : unknown],
    ['Origin', details.origin ?? unknown],
    ['Ingredients', details.ingredients ?? unknown],
    ['Food pairings', details.foodPairings ?? unknown],
  ];
  return (
    <div className="space-y-4">
      {details.description && <p className="text-stone-800">{details.description}</p>}
      <BeerFacts look="dialog" rows={rows} />
    </div>
  );
}
