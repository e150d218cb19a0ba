import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../test/setup-each';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import type { BestForYou } from '@common/schemas/beers';
import { AuthProvider } from '../../hooks/use-auth';
import { createQueryClient } from '../../query-client';
import { json, sampleUser } from '../../test/render-app';
import { AnalysisResults } from '../results/AnalysisResults';

const beer = (name: string, position: number): AnalysisBeer => ({
  id: crypto.randomUUID(),
  name,
  brewery: 'Brewery',
  style: 'Stout',
  abv: 5,
  rating: null,
  ratingSource: null,
  ratingCount: null,
  ratingUrl: null,
  imageUrl: null,
  confidence: 0.9,
  boxes: [],
  position,
  alternatives: [],
});

const [porter, tripel] = [beer('Night Porter', 1), beer('Golden Tripel', 2)];
const analysis: Analysis = {
  id: crypto.randomUUID(),
  imageType: 'shelf',
  createdAt: '2026-05-20T10:00:00Z',
  imageUrl: null,
  width: 1000,
  height: 500,
  beers: [porter, tripel],
  guesses: [],
  unrecognised: [],
  totalFound: 2,
  hiddenCount: 0,
};

const ranked = (first: AnalysisBeer, reason: string): BestForYou => ({
  personalised: true,
  hiddenCount: 0,
  beers: [first, first === porter ? tripel : porter].map((b, i) => ({
    ...b,
    tasteScore: 1 - i,
    reason: i === 0 ? reason : 'Ranked by its rating',
  })),
});

/**
 * The results page of a signed-in member whose ranking the server changes once they have rated
 * or saved a beer: Best for you answers with the porter first until then, the tripel after.
 */
function showResults() {
  let reason: string | null = null;
  let rankings = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    if (key === 'GET /api/session') return json(200, { user: sampleUser });
    if (key === 'GET /api/user/taste') {
      return json(200, { likedStyles: [], dislikedStyles: [], asked: true });
    }
    if (key === 'POST /api/beers/best-for-you') {
      rankings += 1;
      return json(200, reason ? ranked(tripel, reason) : ranked(porter, 'You like stouts'));
    }
    if (key === `GET /api/beers/${tripel.id}/rating`) {
      return json(200, { averageRating: 0, totalRatings: 0, source: 'x', userRating: null });
    }
    if (key === 'POST /api/collection') {
      reason = 'You saved a Belgian tripel';
      return json(201, {});
    }
    if (key === `POST /api/beers/${tripel.id}/rate`) {
      reason = 'You rated this beer 5★';
      return json(200, {
        averageRating: 5,
        totalRatings: 1,
        source: 'BeerScout community',
        userRating: { rating: 5, review: null },
      });
    }
    return json(404, { code: 'not_found', message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <AnalysisResults analysis={analysis} onChange={vi.fn()} onNewScan={vi.fn()} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return () => rankings;
}

const bestForYou = () => screen.getByRole('region', { name: 'Best for you on this shelf' });
const firstRanked = async () => (await screen.findAllByTestId('best-for-you-item'))[0]!;
const card = () => screen.getByRole('article', { name: 'Golden Tripel' });

describe('Best for you on the results page', () => {
  it('re-ranks once the person rates a beer on the page', async () => {
    const user = userEvent.setup();
    showResults();
    expect((await firstRanked()).textContent).toContain('Night Porter');
    expect(within(bestForYou()).getByText('You like stouts')).toBeTruthy();

    await user.click(within(card()).getByRole('button', { name: 'Rate Golden Tripel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));

    expect(await within(bestForYou()).findByText('You rated this beer 5★')).toBeTruthy();
    expect((await firstRanked()).textContent).toContain('Golden Tripel');
  });

  it('re-ranks once the person saves a beer to their collection', async () => {
    const user = userEvent.setup();
    const rankings = showResults();
    expect((await firstRanked()).textContent).toContain('Night Porter');
    expect(rankings()).toBe(1);

    await user.click(within(card()).getByRole('button', { name: 'Save to Collection' }));
    expect(await within(card()).findByRole('button', { name: 'Saved' })).toBeTruthy();

    expect(await within(bestForYou()).findByText('You saved a Belgian tripel')).toBeTruthy();
    expect((await firstRanked()).textContent).toContain('Golden Tripel');
    expect(rankings()).toBe(2);
  });
});
