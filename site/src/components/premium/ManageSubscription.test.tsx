import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/render-app';
import { renderManageSubscription } from './render-manage-subscription';

describe('/premium for a premium user', () => {
  it('shows a premium user the renewal, and no coupon card or upgrade button', async () => {
    const manage = await renderManageSubscription(() =>
      json(200, {
        plan: 'Premium',
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-10T12:00:00.000Z',
        nextAmount: 399,
        currency: 'usd',
      }),
    );
    expect(await within(manage).findByText('December 10, 2026 for $3.99')).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade Now' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Have a coupon code?' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Premium' })).getByText('Current Plan'),
    ).toBeTruthy();
  });
});
