import { ANALYSIS_LIMITS, FREE_RESULT_LIMIT, PLAN_PRICES_USD } from '@common/plans';

/** The two plans as the landing page and the help page present them (spec section 1). */
export const PLAN_SUMMARIES = {
  free: {
    name: 'Free',
    price: PLAN_PRICES_USD.free,
    features: [
      `${ANALYSIS_LIMITS.free} analyses per month`,
      `Top ${FREE_RESULT_LIMIT} rated beers in results`,
      'Basic collection',
    ],
  },
  premium: {
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
  },
} as const;
