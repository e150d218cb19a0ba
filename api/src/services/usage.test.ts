import { describe, expect, it } from 'vitest';
import type { UserRow } from './accounts';
import { planOf } from '../policies';
import { usagePeriodFor } from './usage';

const base = {
  isPremium: false,
  premiumSource: null,
  premiumUntil: null,
  billingPeriodStart: null,
  billingPeriodEnd: null,
};
const user = (over: Partial<UserRow> = {}) => ({ ...base, ...over }) as UserRow;

describe('usage periods (decisions.md 2)', () => {
  it('runs free plans from 00:00 UTC on the 1st to the next 1st', () => {
    const p = usagePeriodFor(user(), new Date('2026-12-31T23:59:59Z'));
    expect(p).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
      limit: 5,
    });
  });

  it('follows the billing period for card premium', () => {
    const start = new Date('2026-11-10T08:00:00Z');
    const end = new Date('2026-12-10T08:00:00Z');
    const p = usagePeriodFor(
      user({
        isPremium: true,
        premiumSource: 'card',
        billingPeriodStart: start,
        billingPeriodEnd: end,
      }),
      new Date('2026-12-02T00:00:00Z'),
    );
    expect(p).toEqual({ start, end, limit: 100 });
  });

  it('resets coupon premium on the 1st', () => {
    const p = usagePeriodFor(
      user({ isPremium: true, premiumSource: 'coupon' }),
      new Date('2026-11-20Z'),
    );
    expect(p).toEqual({ start: new Date('2026-11-01Z'), end: new Date('2026-12-01Z'), limit: 100 });
  });

  it('ends premium at premiumUntil', () => {
    const u = user({
      isPremium: true,
      premiumSource: 'coupon',
      premiumUntil: new Date('2026-06-01Z'),
    });
    expect(planOf(u, new Date('2026-05-31Z'))).toBe('premium');
    expect(planOf(u, new Date('2026-06-01Z'))).toBe('free');
  });
});
