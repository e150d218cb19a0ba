import { randomInt } from 'node:crypto';
import { COUPON_CODE_ALPHABET, COUPON_CODE_RANDOM_LENGTH } from '@common/schemas/coupons';

/** A uniform random index below `max`; crypto's by default, a fixed one in tests. */
export type RandomIndex = (max: number) => number;

const cryptoIndex: RandomIndex = (max) => randomInt(max);

/** The prefix and 8 characters from the look-alike-free alphabet (decisions.md 10). */
export function generateCouponCode(prefix: string, random: RandomIndex = cryptoIndex): string {
  let code = prefix;
  for (let i = 0; i < COUPON_CODE_RANDOM_LENGTH; i++)
    code += COUPON_CODE_ALPHABET[random(COUPON_CODE_ALPHABET.length)];
  return code;
}

/** `count` codes, distinct among themselves (the database checks them against the rest). */
export function generateCouponCodes(
  prefix: string,
  count: number,
  random: RandomIndex = cryptoIndex,
): string[] {
  const codes = new Set<string>();
  // Bounded, so a broken random source cannot spin forever; the caller asks again for the rest.
  for (let tries = 0; codes.size < count && tries < count * 4; tries++)
    codes.add(generateCouponCode(prefix, random));
  return [...codes];
}
