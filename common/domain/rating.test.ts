import { describe, expect, it } from 'vitest';
import { COMMUNITY_SOURCE, honestRating, noneRated, ratingText } from './rating';

const imported = {
  rating: 4.1,
  ratingSource: 'Untappd',
  ratingCount: 1234,
  ratingUrl: 'https://u/1',
};
const none = { rating: null, ratingSource: null, ratingCount: null };

describe('honestRating', () => {
  it('shows no community average below 3 ratings, and none at all without a source', () => {
    expect(honestRating(none, { average: 5, count: 2 })).toEqual({
      rating: null,
      ratingSource: null,
      ratingCount: null,
      ratingUrl: null,
    });
  });

  it('keeps the imported source while the community has fewer than 3 ratings', () => {
    expect(honestRating(imported, { average: 2, count: 2 })).toEqual(imported);
  });

  it('shows the community average with its count from the third rating, never blended', () => {
    expect(honestRating(imported, { average: 3.666, count: 3 })).toEqual({
      rating: 3.67,
      ratingSource: COMMUNITY_SOURCE,
      ratingCount: 3,
      ratingUrl: null,
    });
  });
});

describe('ratingText', () => {
  it('names the source with a grouped count', () => {
    expect(ratingText(imported)).toBe('4.1 · 1,234 ratings on Untappd');
    expect(ratingText({ rating: 4.25, ratingSource: COMMUNITY_SOURCE, ratingCount: 3 })).toBe(
      '4.3 · 3 ratings from the BeerScout community',
    );
    expect(ratingText({ rating: 3, ratingSource: 'Guide', ratingCount: null })).toBe(
      '3.0 on Guide',
    );
  });

  it('knows when nothing shown is rated', () => {
    expect(noneRated([{ rating: null }, { rating: null }])).toBe(true);
    expect(noneRated([{ rating: null }, { rating: 4 }])).toBe(false);
  });
});
