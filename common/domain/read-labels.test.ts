import { describe, expect, it } from 'vitest';
import { couldNotMatchText } from './read-labels';

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
