import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../ui/styles';

const FEATURES = [
  'Detailed beer information: ABV, IBU, origin, ingredients and food pairings',
  'Style recommendations from the catalogue',
  'Custom collection categories',
  '100 analyses per month and complete scan results',
];

/** What Premium adds to the collection, with the upgrade button (spec: to /profile?tab=premium). */
export function PremiumPanel() {
  return (
    <section
      aria-labelledby="premium-panel-heading"
      className="rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-orange-100 p-6"
    >
      <h2
        id="premium-panel-heading"
        className="flex items-center gap-2 text-lg font-bold text-amber-950"
      >
        <Crown aria-hidden="true" className="size-5 text-amber-700" /> Premium Collection Features
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
        {FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <Link to="/profile?tab=premium" className={`${buttonClass.primary} mt-4`}>
        Upgrade to Premium
      </Link>
    </section>
  );
}
