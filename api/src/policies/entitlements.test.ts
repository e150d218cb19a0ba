import { describe, expect, it } from 'vitest';
import { ENTITLEMENTS } from '@common/plans';
import { AppError } from '../errors';
import type { UserRow } from '../services/accounts';
import { can, entitlementsOf, planOf, requireEntitlement } from './entitlements';

const user = (over: Partial<UserRow> = {}) =>
  ({ isPremium: false, premiumSource: null, premiumUntil: null, ...over }) as UserRow;
const now = new Date('2026-11-15T12:00:00Z');

describe('entitlements', () => {
  it('gives a free user none of the premium features', () => {
    for (const what of ENTITLEMENTS) expect(can(user(), what, now)).toBe(false);
    expect(Object.values(entitlementsOf(user(), now))).toEqual(ENTITLEMENTS.map(() => false));
  });

  it('gives card and coupon premium every feature', () => {
    for (const premiumSource of ['card', 'coupon'] as const) {
      const u = user({ isPremium: true, premiumSource });
      expect(entitlementsOf(u, now)).toEqual({
        viewDetails: true,
        customCategories: true,
        completeResults: true,
        styleRecommendations: true,
        prioritySupport: true,
      });
    }
  });

  it('ends at premium_until: a yearly coupon or a cancelled subscription past its period', () => {
    const u = user({ isPremium: true, premiumUntil: new Date('2026-11-15T12:00:01Z') });
    expect(can(u, 'viewDetails', now)).toBe(true);
    expect(can(u, 'viewDetails', new Date('2026-11-15T12:00:01Z'))).toBe(false);
    expect(planOf(u, new Date('2026-12-01Z'))).toBe('free');
  });

  it('refuses with 403 premium_required and the feature named', () => {
    let thrown: unknown;
    try {
      requireEntitlement(user(), 'customCategories', now);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 403,
      code: 'premium_required',
      message: 'Custom categories are a Premium feature. Upgrade to Premium to create your own.',
    });
    expect(() => requireEntitlement(user({ isPremium: true }), 'viewDetails', now)).not.toThrow();
  });
});
