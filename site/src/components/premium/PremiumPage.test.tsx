import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

const user = { ...sampleUser, hasSeenScanTips: true };
describe('/premium', () => {
  it('marks the free plan as current and says when card payment is not configured', async () => {
    await renderApp('/premium', {
      user,
      handlers: {
        'GET /api/stripe-public-key': () =>
          json(503, {
            code: 'payments_unavailable',
            message: 'Card payment is not configured yet. Coupons still work.',
          }),
      },
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Upgrade to Premium' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Card payment is not configured yet. Coupons still work.'),
    ).toBeTruthy();
    const free = screen.getByRole('region', { name: 'Free' });
    expect(within(free).getByText('Current Plan')).toBeTruthy();
    const upgrade = screen.getByRole('button', { name: 'Upgrade Now' }) as HTMLButtonElement;
    expect(upgrade.disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Have a coupon code?' })).toBeTruthy();
  });
});
