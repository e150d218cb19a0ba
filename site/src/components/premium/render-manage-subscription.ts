import { screen } from '@testing-library/react';
import { renderApp, sampleUser, type Handler } from '../../test/render-app';

/**
 * Test set-up shared by the ManageSubscription.*.test.tsx files. Each case has its own file: a page
 * rendered by an earlier test of the same file can outlive its cleanup (the auth runtime
 * suspends), and would be read as this page.
 */
export const premiumUser = {
  ...sampleUser,
  hasSeenScanTips: true,
  isPremium: true,
  plan: 'premium' as const,
  analysisLimit: 100,
  entitlements: {
    viewDetails: true,
    customCategories: true,
    completeResults: true,
    styleRecommendations: true,
    prioritySupport: true,
  },
};

/**
 * Opens /premium signed in as the premium user, with `subscription` answering
 * GET /api/subscription, and returns the "Premium Plan" region once it shows.
 */
export async function renderManageSubscription(subscription: Handler): Promise<HTMLElement> {
  await renderApp('/premium', {
    user: premiumUser,
    handlers: { 'GET /api/subscription': subscription },
  });
  return screen.findByRole('region', { name: 'Premium Plan' }, { timeout: 10_000 });
}
