import { Loader2 } from 'lucide-react';
import type { Plan } from '@common/plans';
import { PLAN_SUMMARIES } from '../../content/plans';
import { PlanFeatureList } from '../plans/PlanFeatureList';
import { buttonClass, cardClass } from '../ui/styles';

type Props = {
  current: Plan;
  onUpgrade: () => void;
  upgrading: boolean;
  /** False when card payments are not set up: the button is shown disabled. */
  canPay: boolean;
};

/** Free and Premium side by side, the user's own plan marked. */
export function PlanCards({ current, onUpgrade, upgrading, canPay }: Props) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {(['free', 'premium'] as const).map((plan) => {
        const summary = PLAN_SUMMARIES[plan];
        const isCurrent = plan === current;
        return (
          <section
            key={plan}
            aria-labelledby={`plan-${plan}`}
            className={`${cardClass} ${isCurrent ? 'ring-2 ring-amber-600' : ''}`}
          >
            <div className="flex items-center justify-between gap-2">
              <h2 id={`plan-${plan}`} className="text-xl font-bold text-amber-950">
                {summary.name}
              </h2>
              {isCurrent && (
                <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
                  Current Plan
                </span>
              )}
            </div>
            <p className="mt-1">
              <span className="text-3xl font-extrabold text-amber-950">{summary.price}</span>
              <span className="text-stone-700"> / month</span>
            </p>
            <PlanFeatureList features={summary.features} className="mt-4 space-y-1.5" />
            {plan === 'premium' && current === 'free' && (
              <button
                type="button"
                className={`${buttonClass.primary} mt-6 w-full`}
                onClick={onUpgrade}
                disabled={upgrading || !canPay}
              >
                {upgrading && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
                Upgrade Now
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
