import { describe, expect, it } from 'vitest';
import { couldNotMatchText, labelsOnce } from './read-labels';

describe('couldNotMatchText', () => {
  it('names what was read, once each and at most three', () => {
    expect(couldNotMatchText(['Hazelnut Porter'])).toBe(
      "We read 'Hazelnut Porter' but could not match it",
    );
    expect(couldNotMatchText([' Moon ', 'Moon', 'Goat', 'Hazel', 'Fourth'])).toBe(
      "We read 'Moon', 'Goat', 'Hazel' but could not match them",
    );
  });

  it('says nothing when no text was read', () => {
    expect(couldNotMatchText([])).toBeNull();
    expect(couldNotMatchText(['  '])).toBeNull();
  });
});

describe('labelsOnce', () => {
  it('lists each text once with how many labels showed it, in the order read', () => {
    expect(
      labelsOnce(['Ryel Oughta', 'Hazel', 'RYEL  OUGHTA', 'Ryel Oughta ', ' ', 'Ryel Oughta']),
    ).toEqual([
      { text: 'Ryel Oughta', labels: 4 },
      { text: 'Hazel', labels: 1 },
    ]);
  });
});
