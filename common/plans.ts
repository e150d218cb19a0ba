// Plan limits and prices (decisions.md 1 and 7): premium is 100 analyses a month, never "Unlimited".
export const PLANS = ['free', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export const ANALYSIS_LIMITS: Record<Plan, number> = { free: 5, premium: 100 };
export const PLAN_PRICES_USD: Record<Plan, string> = { free: '$0', premium: '$4.99' };
/** Free users see this many of a scan's beers, best-rated first. */
export const FREE_RESULT_LIMIT = 10;

export const IMAGE_TYPES = ['shelf', 'tap'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const DISCOUNT_TYPES = ['percentage', 'lifetime', 'yearly'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const APP_VERSION = '1.1';
export const TAGLINE = 'Identifies beers instantly with your camera.';

/** The limit a client should assume when the server gives none (spec section 9). */
export function analysisLimitFor(isPremium: boolean, given?: number | null): number {
  return given ?? ANALYSIS_LIMITS[isPremium ? 'premium' : 'free'];
}

/** What a plan lets a user do; the API's policies decide, clients read the answer. */
export const ENTITLEMENTS = [
  'viewDetails',
  'customCategories',
  'completeResults',
  'styleRecommendations',
  'prioritySupport',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];
export type Entitlements = Record<Entitlement, boolean>;

export const PLAN_ENTITLEMENTS: Record<Plan, readonly Entitlement[]> = {
  free: [],
  premium: ENTITLEMENTS,
};
