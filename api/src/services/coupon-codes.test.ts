import { describe, expect, it } from 'vitest';
import { COUPON_CODE_ALPHABET } from '@common/schemas/coupons';
import { generateCouponCode, generateCouponCodes } from './coupon-codes';

describe('coupon codes', () => {
  it('are the prefix and 8 characters without look-alikes', () => {
    for (const code of generateCouponCodes('OKTO', 2000)) {
      expect(code).toMatch(/^OKTO[A-Z2-9]{8}$/);
      expect(code.slice(4)).not.toMatch(/[01OIL]/);
    }
    expect(COUPON_CODE_ALPHABET).toHaveLength(31);
  });

  it('use every character of the alphabet (the random source reaches all of it)', () => {
    const seen = new Set(generateCouponCodes('AB', 1000).join(''));
    for (const c of COUPON_CODE_ALPHABET) expect(seen.has(c)).toBe(true);
  });

  it('are distinct within a batch, and a stuck random source cannot loop forever', () => {
    expect(new Set(generateCouponCodes('BEER', 1000)).size).toBe(1000);
    const stuck = () => 0;
    expect(generateCouponCode('BEER', stuck)).toBe('BEERAAAAAAAA');
    expect(generateCouponCodes('BEER', 5, stuck)).toEqual(['BEERAAAAAAAA']);
  });
});
