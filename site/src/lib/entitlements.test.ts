import { describe, expect, it } from 'vitest';
import { hasPremium, onPremiumPlan, planName } from './entitlements';

const all = {
  viewDetails: true,
  customCategories: true,
  completeResults: true,
  styleRecommendations: true,
  prioritySupport: true,
};

describe('hasPremium', () => {
  it('reads the entitlements, not the plan flag', () => {
    expect(hasPremium({ entitlements: all })).toBe(true);
    const none = Object.fromEntries(Object.keys(all).map((k) => [k, false])) as typeof all;
    expect(hasPremium({ entitlements: none })).toBe(false);
    // A premium flag without the entitlements opens nothing.
    expect(hasPremium({ entitlements: none, isPremium: true } as never)).toBe(false);
    expect(hasPremium({ entitlements: { ...all, prioritySupport: false } })).toBe(false);
    expect(hasPremium(null)).toBe(false);
  });
});

describe('planName and onPremiumPlan', () => {
  it('name the plan from the plan flag, which the labels show, not from the entitlements', () => {
    expect(planName({ isPremium: true })).toBe('Premium');
    expect(planName({ isPremium: false })).toBe('Free');
    expect(onPremiumPlan({ isPremium: true })).toBe(true);
    expect(onPremiumPlan({ isPremium: false, entitlements: all } as never)).toBe(false);
  });
});
