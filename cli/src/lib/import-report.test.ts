import { describe, expect, it } from 'vitest';
import { formatRejections, formatSummary } from './import-report';

describe('formatRejections', () => {
  it('lists the first 50, then how many more', () => {
    const rejections = Array.from({ length: 53 }, (_, i) => ({
      line: i + 2,
      reason: 'name is required',
    }));
    const lines = formatRejections(rejections, 'line');
    expect(lines).toHaveLength(51);
    expect(lines[0]).toBe('  line 2: name is required');
    expect(lines.at(-1)).toBe('  …and 3 more');
    expect(formatRejections([{ line: 4, reason: 'x' }], 'item')).toEqual(['  item 4: x']);
  });
});

describe('formatSummary', () => {
  it('says what happened in one line', () => {
    expect(
      formatSummary({
        added: 5890,
        updated: 0,
        rejected: 2,
        duplicates: 1,
        seconds: 3.14,
        catalogueSize: 6498,
      }),
    ).toBe(
      'Done in 3.1 s: 5,890 added, 0 updated, 2 rejected (1 repeated row merged into an earlier one). The catalogue now holds 6,498 beers.',
    );
  });
});
