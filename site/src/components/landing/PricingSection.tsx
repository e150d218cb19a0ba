import { Link } from 'react-router';
import { PLAN_SUMMARIES } from '../../content/plans';
import { PlanFeatureList } from '../plans/PlanFeatureList';
import { buttonClass } from '../ui/styles';

const PLANS = [
  { ...PLAN_SUMMARIES.free, cta: { to: '/app', label: 'Join Free' }, highlight: false },
  { ...PLAN_SUMMARIES.premium, cta: { to: '/auth', label: 'Get Started' }, highlight: true },
];

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-4 py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="pricing-heading" className="text-center text-3xl font-bold text-amber-950">
          Simple pricing
        </h2>
        <p className="mt-2 text-center text-stone-700">
          Start free. Upgrade when you scan more. Cancel any time.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {PLANS.map((plan) => (
            <div
              key={plan.name}
              className={`flex flex-col rounded-2xl border-2 bg-white p-6 ${
                plan.highlight ? 'border-amber-600 shadow-lg' : 'border-amber-200'
              }`}
            >
              <h3 className="text-xl font-bold text-amber-950">{plan.name}</h3>
              <p className="mt-2">
                <span className="text-4xl font-extrabold text-amber-950">{plan.price}</span>
                <span className="text-stone-700"> / month</span>
              </p>
              <PlanFeatureList features={plan.features} className="mt-6 flex-1 space-y-2" />
              <Link
                to={plan.cta.to}
                className={`${plan.highlight ? buttonClass.primary : buttonClass.secondary} mt-6`}
              >
                {plan.cta.label}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
