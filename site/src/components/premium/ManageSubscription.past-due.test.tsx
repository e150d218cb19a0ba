import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/render-app';
import { renderManageSubscription } from './render-manage-subscription';

describe('/premium when the renewal payment failed', () => {
  it('tells a past-due subscriber to update the payment method, and offers to', async () => {
    const manage = await renderManageSubscription(() =>
      json(200, {
        plan: 'Premium',
        status: 'past_due',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: '2026-12-10T12:00:00.000Z',
        nextAmount: 499,
        currency: 'usd',
      }),
    );
    expect(
      await within(manage).findByText(
        'The last payment failed. Please update your payment method.',
      ),
    ).toBeTruthy();
    expect(within(manage).getByRole('button', { name: 'Update payment method' })).toBeTruthy();
  });
});
