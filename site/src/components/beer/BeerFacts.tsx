import type { BeerDetails } from '@common/schemas/beers';
import { getJson } from '../../api-client';
import { toast } from '../../hooks/use-toast';

/** GET /api/beers/:id/details: premium only, 403 premium_required otherwise. */
export const fetchBeerDetails = (beerId: string) =>
  getJson<BeerDetails>(`/api/beers/${beerId}/details`);

/** Spec section 4: the toast when the details could not be loaded. */
export function toastDetailsFailed(err: Error) {
  toast({
    title: 'Failed to load details',
    description: err.message || 'Something went wrong',
    variant: 'destructive',
  });
}

const LOOK = {
  // Inside a result card: small and tight.
  card: {
    dl: 'mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1',
    dt: 'text-stone-600',
    dd: 'break-words',
  },
  dialog: {
    dl: 'grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm',
    dt: 'font-semibold text-stone-700',
    dd: 'text-stone-900',
  },
};

/** A beer's facts as label / value pairs; the caller picks which facts and how unknowns read. */
export function BeerFacts({ rows, look }: { rows: [string, string][]; look: keyof typeof LOOK }) {
  const css = LOOK[look];
  return (
    <dl className={css.dl}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={css.dt}>{label}</dt>
          <dd className={css.dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
