import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../test/setup-each';
import { json, renderApp, sampleUser } from '../test/render-app';

describe('route guards', () => {
  it('shows the loading spinner while the user is loading', async () => {
    await renderApp('/collection', {
      handlers: { 'GET /api/session': () => new Promise<Response>(() => {}) },
    });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('sends a guest on /collection to /auth', async () => {
    const { router } = await renderApp('/collection');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: '/collection' });
  });

  it('returns the guest to the page they wanted after signing in', async () => {
    const { router } = await renderApp('/collection', {
      handlers: { 'POST /api/login': () => json(200, sampleUser) },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or e-mail'), 'hopper');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Beer Collection' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collection');
    expect(await screen.findByText('Welcome back, Grace')).toBeTruthy();
  });

  it('sends a signed-in user on /auth to /app', async () => {
    const {
      router,
    } = // Tips already seen: the first-visit tips dialog would hide the page from role queries.
      await renderApp('/auth', { user: { ...sampleUser, hasSeenScanTips: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan Beer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });

  it('lets a guest see /app with the sign-in line', async () => {
    await renderApp('/app');
    expect(
      await screen.findByText('Sign in to track scans • Free: 5/month • Premium: 100/month'),
    ).toBeTruthy();
  });

  it('sends a guest who presses capture on /app to /auth', async () => {
    const { router } = await renderApp('/app');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Capture' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/app' });
  });

  it('shows the not-found screen for an unknown path', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('links admins to the admin console with a plain anchor', async () => {
    await renderApp('/app', { user: { ...sampleUser, isAdmin: true, hasSeenScanTips: true } });
    const link = await screen.findByRole('link', { name: 'Admin Dashboard' });
    expect(link.getAttribute('href')).toBe('/admin');
    expect(screen.getByText('Free Plan')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });
});
