import { ANALYSIS_LIMITS, PLAN_PRICES_USD } from '@common/plans';

const QUESTIONS = [
  {
    q: 'How much does Premium cost?',
    a: `${PLAN_PRICES_USD.premium} per month, billed monthly in advance by card through Stripe. A coupon can take a percentage off or grant Premium outright.`,
  },
  {
    q: 'What do I get?',
    a: `${ANALYSIS_LIMITS.premium} analyses per month, complete scan results, detailed beer information, style recommendations, your own collection categories and priority support.`,
  },
  {
    q: 'When does my allowance reset?',
    a: 'Card-paid Premium resets at the start of each billing period; unused analyses do not roll over.',
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, at any time on this page. Premium then lasts until the end of the period you paid for, and you can resume before that.',
  },
  {
    q: 'Is my card safe?',
    a: 'Card details go straight to Stripe in their secure form; BeerScout never sees or stores your card number.',
  },
];

/** The Premium page's FAQ; <details> opens with Enter or Space like any button. */
export function PremiumFaq() {
  return (
    <section aria-labelledby="premium-faq" className="space-y-3">
      <h2 id="premium-faq" className="text-2xl font-bold text-amber-950">
        Frequently asked questions
      </h2>
      {QUESTIONS.map(({ q, a }) => (
        <details key={q} className="rounded-lg border border-amber-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-amber-950">{q}</summary>
          <p className="mt-2 text-stone-800">{a}</p>
        </details>
      ))}
    </section>
  );
}
