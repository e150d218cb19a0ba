import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

// Its own file, as ManageSubscription.test.tsx explains.
const granted = {
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
const GRANT_MESSAGE =
  'Your Premium was granted by BeerScout; there is no card subscription to manage.';

describe('/premium for a user whose premium an admin granted', () => {
  it('says where premium comes from, with no renewal and no Cancel', async () => {
    await renderApp('/premium', {
      user: granted,
      handlers: {
        'GET /api/subscription': () =>
          json(404, { code: 'no_subscription', message: GRANT_MESSAGE }),
      },
    });
    const manage = await screen.findByRole('region', { name: 'Premium Plan' }, { timeout: 10_000 });
    expect(await within(manage).findByText(GRANT_MESSAGE)).toBeTruthy();
    expect(within(manage).queryByText(/coupon/)).toBeNull();
    expect(within(manage).queryByText('Next renewal')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});
