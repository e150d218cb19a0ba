// @vitest-environment node
// The server renders with no DOM: a component that reads `document` or `window` while rendering
// would throw here as it would in api/src/pages/prerender.ts.
import { describe, expect, it } from 'vitest';
import type { BeerPage } from '@common/schemas/beer-page';
import { renderPage } from './entry-server';

const beer: BeerPage = {
  id: '0b0e4d8e-3a57-4a4c-9f0c-2f8f3f3f3f3f',
  name: 'Seeded Saison',
  brewery: 'Prerender Brewing',
  style: 'Saison',
  abv: 6.5,
  ibu: null,
  origin: 'Ghent',
  description: 'Dry and peppery.',
  imageUrl: null,
  rating: 4.2,
  ratingSource: 'Untappd',
  ratingCount: 321,
  ratingUrl: null,
  reviews: [],
  similar: [],
};

describe('renderPage (the public pages as the server sends them)', () => {
  it('renders the FAQ with its heading and questions, not a spinner', async () => {
    const html = await renderPage('/faq');
    expect(html).toContain('Frequently Asked Questions');
    expect(html).not.toContain('aria-label="Loading"');
    // Written in place: no inline <script> (the CSP would block it) to move a boundary.
    expect(html).not.toContain('<script');
    // The footer's year is this year, not the year the footer was written.
    expect(html).toContain(`© ${new Date().getFullYear()} BeerScout`);
  });

  it('renders the sign-in form for a guest, on the tab the link names', async () => {
    const login = await renderPage('/auth');
    expect(login).toContain('Welcome to BeerScout');
    expect(login).toMatch(/<input[^>]*type="password"/);
    expect(login).not.toContain('aria-label="Loading"');
    // Not usable before hydration: a native submit would put the password in the address.
    expect(login).toMatch(/<fieldset disabled=""[^>]*>.*Username or e-mail/);
    const register = await renderPage('/auth?tab=register');
    expect(register).toMatch(/aria-selected="true"[^>]*>Create Account/);
  });

  it("renders a beer's page from the seeded answer, and a spinner without one", async () => {
    const path = `/api/beer-pages/${beer.id}`;
    const html = await renderPage(`/beers/${beer.id}`, { [path]: beer });
    expect(html).toContain('Seeded Saison');
    expect(html).toContain('Prerender Brewing');
    // A guest's page: the way to rate is signing in, back to this beer even when tapped before
    // the scripts run (the browser hydrates the same markup).
    const rate = /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Sign in to rate<\/a>/.exec(html);
    expect(rate?.[1]).toBe(`/auth?from=%2Fbeers%2F${beer.id}`);
    const unseeded = await renderPage(`/beers/${beer.id}`);
    expect(unseeded).not.toContain('Seeded Saison');
    expect(unseeded).toContain('aria-label="Loading"');
  });

  it('renders Help with the guest sidebar and the page', async () => {
    const html = await renderPage('/help');
    expect(html).toContain('Help &amp; Info');
  });
});
