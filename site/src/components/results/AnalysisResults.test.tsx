import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../test/setup-each';
import type { Analysis, AnalysisBeer } from '@common/schemas/analysis';
import { AuthProvider } from '../../hooks/use-auth';
import { createQueryClient } from '../../query-client';
import { AnalysisResults } from './AnalysisResults';

const beer = (fields: Partial<AnalysisBeer>): AnalysisBeer => ({
  id: crypto.randomUUID(),
  name: 'Punk IPA',
  brewery: 'BrewDog',
  style: 'American IPA',
  abv: 5.4,
  rating: null,
  ratingSource: null,
  ratingCount: null,
  ratingUrl: null,
  imageUrl: null,
  confidence: 0.9,
  boxes: [[0, 0, 100, 100]],
  position: 1,
  alternatives: [],
  ...fields,
});

const analysis = (fields: Partial<Analysis>): Analysis => ({
  id: crypto.randomUUID(),
  imageType: 'shelf',
  createdAt: '2026-05-20T10:00:00Z',
  imageUrl: '/api/analyses/x/thumbnail',
  width: 1000,
  height: 500,
  beers: [],
  guesses: [],
  unrecognised: [],
  totalFound: 0,
  hiddenCount: 0,
  ...fields,
});

function show(a: Analysis, onNewScan = vi.fn()) {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401 })));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <MemoryRouter>
          <AnalysisResults analysis={a} onChange={vi.fn()} onNewScan={onNewScan} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return onNewScan;
}

describe('AnalysisResults', () => {
  it('colours ratings by the spec bands and names their source honestly', () => {
    show(
      analysis({
        imageType: 'tap',
        totalFound: 14,
        hiddenCount: 4,
        beers: [
          beer({
            name: 'A',
            rating: 4.2,
            ratingSource: 'BeerScout community',
            ratingCount: 3,
            position: 1,
          }),
          beer({
            name: 'B',
            rating: 3.5,
            ratingSource: 'Untappd',
            ratingCount: 1234,
            ratingUrl: 'https://untappd.example/b/1',
            position: 2,
          }),
          beer({ name: 'C', rating: 3.49, ratingSource: 'Untappd', ratingCount: 1, position: 3 }),
          beer({ name: 'D', position: 4, style: 'Irish Dry Stout' }),
        ],
      }),
    );
    expect(screen.getByText('Top rated beers from your beer taps')).toBeTruthy();
    const colours = [...document.querySelectorAll('[data-color]')].map((e) =>
      e.getAttribute('data-color'),
    );
    expect(colours).toEqual(['green', 'yellow', 'red']);
    expect(screen.getByText('4.2 · 3 ratings from the BeerScout community')).toBeTruthy();
    // A named source keeps its own name and count, linked to where it can be read.
    expect(
      screen.getByRole('link', { name: '3.5 · 1,234 ratings on Untappd' }).getAttribute('href'),
    ).toBe('https://untappd.example/b/1');
    expect(screen.getByText('3.5 · 1 rating on Untappd')).toBeTruthy();
    expect(screen.getByText('Not yet rated — be the first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rate D' })).toBeTruthy();
    expect(screen.getByText(/4 more found —/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upgrade to see all' }).getAttribute('href')).toBe(
      '/premium',
    );
    expect(document.getElementById('beer-card-4')?.dataset.styleFamily).toBe('dark');
    expect(screen.getAllByTestId('beer-box')).toHaveLength(4);
  });

  it('says "Beers on this shelf" when nothing shown has a rating, and invites the first', () => {
    show(
      analysis({ totalFound: 2, beers: [beer({ name: 'A' }), beer({ name: 'B', position: 2 })] }),
    );
    expect(screen.getByText('Beers on this shelf')).toBeTruthy();
    expect(screen.queryByText(/Top rated/)).toBeNull();
    expect(screen.getAllByText('Not yet rated — be the first')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Rate B' })).toBeTruthy();
  });

  it('says what was read when labels matched nothing, without blaming the photo', async () => {
    const onNewScan = show(
      analysis({ unrecognised: [{ text: 'Hazelnut Porter', box: [0, 0, 10, 10] }] }),
    );
    expect(
      screen.getByRole('heading', { name: "We read 'Hazelnut Porter' but could not match it" }),
    ).toBeTruthy();
    expect(screen.queryByText(/image quality/)).toBeNull();
    expect(screen.getByText(/Suggest this beer/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scan something else' }));
    expect(onNewScan).toHaveBeenCalled();
  });

  it('lists a text read on several labels once, with one Suggest button', () => {
    const unknown = {
      text: 'Ryel Oughta',
      box: [0, 0, 10, 10] as [number, number, number, number],
    };
    show(
      analysis({
        totalFound: 1,
        beers: [beer({})],
        unrecognised: [
          unknown,
          { ...unknown, text: 'RYEL OUGHTA' },
          unknown,
          unknown,
          { ...unknown, text: 'Hazel' },
        ],
      }),
    );
    const list = screen.getByRole('region', { name: 'Not recognised' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^“Ryel Oughta” · on 4 labels\s*Suggest/),
      expect.stringMatching(/^“Hazel”\s*Suggest/),
    ]);
    expect(within(list).getAllByRole('button', { name: /Suggest this beer/ })).toHaveLength(2);
  });

  it('shows the usual causes and Take New Photo when nothing was read', async () => {
    const onNewScan = show(analysis({}));
    expect(screen.getByRole('heading', { name: 'No beers were detected' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take New Photo' }));
    expect(onNewScan).toHaveBeenCalled();
  });

  it('shows a best guess instead of the empty state when only a guess was found', () => {
    const id = crypto.randomUUID();
    show(
      analysis({
        guesses: [
          {
            id,
            confidence: 0.6,
            boxes: [[10, 10, 80, 40]],
            candidates: [{ id, name: 'Celebrator', brewery: 'Ayinger', style: 'Doppelbock' }],
          },
        ],
      }),
    );
    expect(screen.getByText('Is this Celebrator?')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No beers were detected' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take New Photo' })).toBeNull();
  });

  it('shows a beer emoji when the picture fails to load', async () => {
    show(analysis({ totalFound: 1, beers: [beer({ imageUrl: 'https://cdn.example/x.jpg' })] }));
    const img = document.querySelector('img[data-image-kind="own"]')!;
    img.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('beer-emoji')).toBeTruthy();
  });
});
