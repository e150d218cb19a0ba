import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, sampleUser } from '../../test/render-app';

// Its own file: a page rendered by an earlier test of the same file can outlive its cleanup.
afterEach(() => vi.restoreAllMocks());

describe('/premium?payment=success when Stripe has not confirmed yet', () => {
  it('clears the query, verifies, retries once after 5 s, then says Payment Processing', async () => {
    // The 5 s wait is held here and let go by the test, so nothing depends on the clock.
    const held: Array<() => void> = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      fn: () => void,
      ms?: number,
      ...rest: unknown[]
    ) => {
      if (ms === 5_000) {
        held.push(fn);
        return 0;
      }
      return realSetTimeout(fn, ms, ...rest);
    }) as typeof setTimeout);
    const verify = vi.fn(() => json(200, { success: false, status: 'incomplete' }));
    const { router } = await renderApp('/premium?payment=success', {
      user: { ...sampleUser, hasSeenScanTips: true },
      handlers: {
        'POST /api/verify-payment-success': verify,
        'GET /api/stripe-public-key': () => json(200, { publicKey: 'pk_test_page' }),
      },
    });
    expect(
      await screen.findByText('Confirming your payment…', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 10_000 });
    expect(router.state.location.search).toBe('');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Payment Processing')).toBeNull();

    await act(async () => held[0]!());
    expect(await screen.findByText('Payment Processing', {}, { timeout: 10_000 })).toBeTruthy();
    expect(verify).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Confirming your payment…')).toBeNull();
  });
});
