import { BookmarkPlus, Crown, ScanLine, Star } from 'lucide-react';
import { ANALYSIS_LIMITS, PLAN_PRICES_USD } from '@common/plans';

const POINTS = [
  {
    icon: ScanLine,
    title: 'AI shelf analysis',
    text: 'Identify a whole shelf or a tap list in one photo.',
  },
  {
    icon: Star,
    title: 'Honest ratings from named sources',
    text: 'BeerScout community and imported catalogue ratings — never invented.',
  },
  {
    icon: BookmarkPlus,
    title: 'Save beers to your collection',
    text: 'Keep notes, tasting dates and your own ratings in one place.',
  },
  {
    icon: Crown,
    title: `Premium: ${ANALYSIS_LIMITS.premium} analyses per month at ${PLAN_PRICES_USD.premium}`,
    text: 'Complete results, detailed beer information and style recommendations.',
  },
];

export function AuthMarketingPanel() {
  return (
    <section
      aria-labelledby="auth-panel-heading"
      className="rounded-2xl bg-amber-950 p-6 text-amber-50 md:p-8"
    >
      <h2 id="auth-panel-heading" className="text-2xl font-bold">
        Find your next favourite beer
      </h2>
      <ul className="mt-6 space-y-5">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-amber-950">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-amber-200">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
