import { describe, expect, it } from 'vitest';
import { scansLeft, usageDotColor, usagePercent } from './usage';

const free = { isPremium: false, analysisLimit: 5 };
const premium = { isPremium: true, analysisLimit: 100 };

describe('usageDotColor', () => {
  it('is red at the limit, for free and premium alike', () => {
    expect(usageDotColor({ ...free, analysesUsed: 5 })).toBe('red');
    expect(usageDotColor({ ...premium, analysesUsed: 100 })).toBe('red');
  });

  it('is red past the limit too', () => {
    expect(usageDotColor({ ...free, analysesUsed: 7 })).toBe('red');
  });

  it('is orange with exactly one scan left', () => {
    expect(usageDotColor({ ...free, analysesUsed: 4 })).toBe('orange');
    expect(usageDotColor({ ...premium, analysesUsed: 99 })).toBe('orange');
  });

  it('is green for premium with more than one left', () => {
    expect(usageDotColor({ ...premium, analysesUsed: 0 })).toBe('green');
    expect(usageDotColor({ ...premium, analysesUsed: 98 })).toBe('green');
  });

  it('is blue for free with more than one left', () => {
    expect(usageDotColor({ ...free, analysesUsed: 0 })).toBe('blue');
    expect(usageDotColor({ ...free, analysesUsed: 3 })).toBe('blue');
  });
});

describe('scansLeft and usagePercent', () => {
  it('counts down and never below zero', () => {
    expect(scansLeft({ ...free, analysesUsed: 2 })).toBe(3);
    expect(scansLeft({ ...free, analysesUsed: 9 })).toBe(0);
  });

  it('caps the bar at 100 %', () => {
    expect(usagePercent({ ...free, analysesUsed: 1 })).toBe(20);
    expect(usagePercent({ ...free, analysesUsed: 12 })).toBe(100);
    expect(usagePercent({ ...premium, analysesUsed: 50 })).toBe(50);
  });
});
