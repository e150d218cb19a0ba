import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/setup-each';
import type { TimelineItem } from '@common/schemas/timeline';
import { json, renderApp, sampleUser } from '../test/render-app';

const user = { ...sampleUser, hasSeenScanTips: true };

/** Scans n minutes apart, newest first, named by their number ("Scan 1" is the newest). */
const scans = (from: number, to: number): TimelineItem[] =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = from + i;
    return {
      analysis: {
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, 60 - n)).toISOString(),
        imageType: 'shelf',
        imageUrl: null,
      },
      beers: [
        {
          id: `beer-${n}`,
          name: `Scan ${n} beer`,
          brewery: 'Brewery',
          style: null,
          imageUrl: null,
          rating: null,
          ratingSource: null,
          ratingCount: null,
          ratingUrl: null,
        },
      ],
      totalFound: 1,
      guesses: 0,
    };
  });

/** Stands in for the browser's IntersectionObserver: `scrollToEnd()` brings the list's end into view. */
function fakeIntersectionObserver() {
  const watching = new Set<{ cb: IntersectionObserverCallback; el: Element }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry?: { cb: IntersectionObserverCallback; el: Element };
      constructor(private cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        this.entry = { cb: this.cb, el };
        watching.add(this.entry);
      }
      disconnect() {
        if (this.entry) watching.delete(this.entry);
      }
    },
  );
  return () =>
    act(() => {
      for (const { cb, el } of [...watching]) {
        cb(
          [{ isIntersecting: true, target: el } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
}

describe('/scans', () => {
  it('loads the next 20 scans when the end of the list scrolls into view', async () => {
    const scrollToEnd = fakeIntersectionObserver();
    const first = scans(1, 20);
    const last = first[19]!.analysis;
    const next = `GET /api/analyses/timeline?limit=20&before=${encodeURIComponent(last.createdAt)}&beforeId=${last.id}`;
    const { fetchMock } = await renderApp('/scans', {
      user,
      handlers: {
        'GET /api/analyses/timeline?limit=20': () => json(200, first),
        [next]: () => json(200, scans(21, 25)),
      },
    });

    expect(await screen.findByText('Scan 20 beer')).toBeTruthy();
    expect(screen.getAllByTestId('scan-item')).toHaveLength(20);
    expect(screen.queryByText('Scan 21 beer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load older scans' })).toBeTruthy();

    await scrollToEnd();
    expect(await screen.findByText('Scan 25 beer')).toBeTruthy();
    expect(screen.getAllByTestId('scan-item')).toHaveLength(25);
    expect(await screen.findByText('That is every scan you have made.')).toBeTruthy();
    const pages = fetchMock.mock.calls.filter(([url]) => String(url).includes('/timeline'));
    expect(pages).toHaveLength(2);
  });

  it('counts the best guesses of a scan that identified no beer', async () => {
    const [scan] = scans(1, 1);
    const guessOnly = { ...scan!, beers: [], totalFound: 0, guesses: 1 };
    await renderApp('/scans', {
      user,
      handlers: { 'GET /api/analyses/timeline?limit=20': () => json(200, [guessOnly]) },
    });
    expect(await screen.findByText('0 beers found, 1 best guess to check')).toBeTruthy();
  });
});

describe('Memory Lane', () => {
  it('says a scan with only a best guess has one to check, not that nothing was detected', async () => {
    const [guessOnly, nothing] = scans(1, 2).map((s, i) => ({
      ...s,
      beers: [],
      totalFound: 0,
      guesses: i === 0 ? 2 : 0,
    }));
    await renderApp('/timeline', {
      user,
      handlers: { 'GET /api/analyses/timeline': () => json(200, [guessOnly, nothing]) },
    });
    expect(
      await screen.findByText(
        'No beer was identified for sure: 2 best guesses to check in the scan.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('No beers were detected in this scan.')).toHaveLength(1);
  });
});
