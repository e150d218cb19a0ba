import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

// Its own file, as ManageSubscription.test.tsx explains.
const premiumUser = {
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

describe('/premium when the renewal payment failed', () => {
  it('tells a past-due subscriber to update the payment method, and offers to', async () => {
    await renderApp('/premium', {
      user: premiumUser,
      handlers: {
        'GET /api/subscription': () =>
          json(200, {
            plan: 'Premium',
            status: 'past_due',
            cancelAtPeriodEnd: false,
            currentPeriodEnd: '2026-12-10T12:00:00.000Z',
            nextAmount: 499,
            currency: 'usd',
          }),
      },
    });
    const manage = await screen.findByRole('region', { name: 'Premium Plan' }, { timeout: 10_000 });
    expect(
      await within(manage).findByText(
        'The last payment failed. Please update your payment method.',
      ),
    ).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Update payment method' })).toBeTruthy();
  });
});
