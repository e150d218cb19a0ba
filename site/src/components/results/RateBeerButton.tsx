import { Star } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../ui/styles';

// The dialog (form, stars) loads when someone first presses Rate, not with every results page.
const RatingDialog = lazy(() =>
  import('../ratings/RatingDialog').then((m) => ({ default: m.RatingDialog })),
);

/** "Rate" on a result card; after rating it says what the user gave. */
export function RateBeerButton({ beer }: { beer: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  const [given, setGiven] = useState<number | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={given ? `Your rating: ${given} stars — change it` : `Rate ${beer.name}`}
        className={`${buttonClass.secondary} px-3 py-1.5 text-sm`}
      >
        <Star aria-hidden="true" className={`size-4 ${given ? 'fill-amber-500' : ''}`} />
        {given ? `You rated it ${given}★` : 'Rate'}
      </button>
      {open && (
        <Suspense fallback={null}>
          <RatingDialog beer={beer} onClose={() => setOpen(false)} onRated={setGiven} />
        </Suspense>
      )}
    </>
  );
}
