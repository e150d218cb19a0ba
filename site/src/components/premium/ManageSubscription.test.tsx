import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

// Its own file: a page rendered by an earlier test of the same file can outlive its cleanup
// (the auth runtime suspends), and would be read as this page.
const user = { ...sampleUser, hasSeenScanTips: true };
const premiumUser = {
  ...user,
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

describe('/premium for a premium user', () => {
  it('shows a premium user the renewal, and no coupon card or upgrade button', async () => {
    await renderApp('/premium', {
      user: premiumUser,
      handlers: {
        'GET /api/subscription': () =>
          json(200, {
            plan: 'Premium',
            status: 'active',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: '2026-12-10T12:00:00.000Z',
            nextAmount: 399,
            currency: 'usd',
          }),
      },
    });
    const manage = await screen.findByRole('region', { name: 'Premium Plan' }, { timeout: 10_000 });
    expect(await within(manage).findByText('December 10, 2026 for $3.99')).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Have a coupon code?' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Premium' })).getByText('Current Plan'),
    ).toBeTruthy();
  });
});
