import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

// Its own file: a page rendered by an earlier test of the same file can outlive its cleanup.
describe('/premium when the payment system cannot be loaded', () => {
  it('says so with the spec message instead of silently disabling Upgrade', async () => {
    await renderApp('/premium', {
      user: { ...sampleUser, hasSeenScanTips: true },
      handlers: {
        'GET /api/stripe-public-key': () =>
          json(500, { code: 'internal_error', message: 'Something went wrong.' }),
      },
    });
    expect(
      await screen.findByText(
        'Unable to load payment system. Please contact support.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.queryByText('Card payment is not configured yet. Coupons still work.'),
    ).toBeNull();
    const upgrade = screen.getByRole('button', { name: 'Upgrade Now' }) as HTMLButtonElement;
    expect(upgrade.disabled).toBe(true);
  });
});
