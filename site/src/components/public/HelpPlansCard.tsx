import { Link } from 'react-router';
import { PLAN_SUMMARIES } from '../../content/plans';
import { useSessionUser } from '../../hooks/auth-context';
import { hasPremium } from '../../lib/entitlements';
import { PlanFeatureList } from '../plans/PlanFeatureList';
import { buttonClass, cardClass } from '../ui/styles';

const PLANS = [PLAN_SUMMARIES.free, PLAN_SUMMARIES.premium];

/** Both plans side by side; Upgrade Now leads to /premium (which asks a guest to sign in first). */
export function HelpPlansCard() {
  const { user } = useSessionUser();
  const isPremium = hasPremium(user);
  return (
    <div className={cardClass}>
      <div className="grid gap-6 sm:grid-cols-2">
        {PLANS.map((plan) => (
          <div key={plan.name}>
            <h3 className="text-lg font-bold text-amber-950">{plan.name}</h3>
            <p className="mt-1">
              <span className="text-3xl font-extrabold text-amber-950">{plan.price}</span>
              <span className="text-stone-700"> / month</span>
            </p>
            <PlanFeatureList features={plan.features} className="mt-3 space-y-1.5" />
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-3 border-t border-amber-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-stone-700">
          {isPremium
            ? 'You are on Premium. Thank you!'
            : 'Cancel any time; Premium lasts to the end of the period you paid for.'}
        </p>
        <Link to="/premium" className={`${buttonClass.primary} shrink-0`}>
          {isPremium ? 'Manage Subscription' : 'Upgrade Now'}
        </Link>
      </div>
    </div>
  );
}
