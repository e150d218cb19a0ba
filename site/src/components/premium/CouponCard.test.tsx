import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/setup-each';
import { json, renderApp, sampleUser, type Handler } from '../../test/render-app';

async function openPremium(handlers: Record<string, Handler> = {}) {
  const rendered = await renderApp('/premium', { user: sampleUser, handlers });
  await screen.findByRole('heading', { name: 'Have a coupon code?' });
  return { ...rendered, user: userEvent.setup() };
}
const codeField = () => screen.getByLabelText('Coupon code') as HTMLInputElement;
const redeemPosts = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/redeem-coupon');

describe('CouponCard on /premium', () => {
  it('refuses an empty code with the spec message, sending nothing', async () => {
    const { user, fetchMock } = await openPremium();
    await user.type(codeField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please enter a coupon code')).toBeTruthy();
    expect(redeemPosts(fetchMock)).toHaveLength(0);
  });

  it('upper-cases and caps the code at 20, then shows Premium once redeemed', async () => {
    let sent: unknown;
    let redeemed = false;
    const { user, fetchMock } = await openPremium();
    // After the redemption the user comes back premium.
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      const now = redeemed
        ? {
            ...sampleUser,
            isPremium: true,
            plan: 'premium',
            entitlements: Object.fromEntries(
              Object.keys(sampleUser.entitlements).map((k) => [k, true]),
            ),
          }
        : sampleUser;
      if (key === 'GET /api/session') return json(200, { user: now });
      if (key === 'GET /api/user') return json(200, now);
      if (key === 'POST /api/redeem-coupon') {
        sent = JSON.parse(String(init?.body));
        await new Promise((r) => setTimeout(r, 50));
        redeemed = true;
        return json(200, {
          message: 'Coupon redeemed: you have Premium until November 23, 2027.',
          discountType: 'yearly',
          discountValue: 0,
          premiumUntil: '2027-11-23T12:00:00.000Z',
        });
      }
      return json(404, { code: 'not_found', message: key });
    });

    await user.type(codeField(), 'okto abcd efgh ijkl mnop');
    expect(codeField().value).toBe('OKTO ABCD EFGH IJKL ');
    await user.clear(codeField());
    await user.type(codeField(), ' oktoabcdefgh ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('button', { name: 'Redeeming...' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Subscription' }),
    ).toBeTruthy();
    expect(sent).toEqual({ code: 'OKTOABCDEFGH' });
    expect(screen.getByText('Coupon redeemed')).toBeTruthy();
    expect(
      screen.getByText('Coupon redeemed: you have Premium until November 23, 2027.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Have a coupon code?' })).toBeNull();
  });

  it('shows "Redemption Failed" with the server message, or the fallback when there is none', async () => {
    let answer = json(409, {
      code: 'coupon_used_up',
      message: 'This coupon code has already been used',
    });
    const { user } = await openPremium({ 'POST /api/redeem-coupon': () => answer });
    await user.type(codeField(), 'BEERTAKEN123');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Redemption Failed')).toBeTruthy();
    expect(screen.getByText('This coupon code has already been used')).toBeTruthy();
    expect(codeField().value).toBe('BEERTAKEN123');

    answer = new Response('', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(screen.getByText('Invalid or expired coupon code')).toBeTruthy());
    expect(screen.getByText('Redemption Failed')).toBeTruthy();
  });
});
