import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { ANALYSIS_LIMITS, FREE_RESULT_LIMIT, PLAN_PRICES_USD } from '../../../../common/plans';
import { buttonClass } from '../ui/styles';

const PLANS = [
  {
    name: 'Free',
    price: PLAN_PRICES_USD.free,
    features: [
      `${ANALYSIS_LIMITS.free} analyses per month`,
      `Top ${FREE_RESULT_LIMIT} rated beers in results`,
      'Basic collection',
    ],
    cta: { to: '/app', label: 'Join Free' },
    highlight: false,
  },
  {
    name: 'Premium',
    price: PLAN_PRICES_USD.premium,
    features: [
      `${ANALYSIS_LIMITS.premium} analyses per month`,
      'Detailed beer information',
      'Style recommendations',
      'Advanced collection',
      'Complete results',
      'Priority support',
    ],
    cta: { to: '/auth', label: 'Get Started' },
    highlight: true,
  },
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
              <ul className="mt-6 flex-1 space-y-2">
                {plan.features.map((f) => (
                  <li key={f} className="flex items-start gap-2 text-stone-800">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                    {f}
                  </li>
                ))}
              </ul>
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
