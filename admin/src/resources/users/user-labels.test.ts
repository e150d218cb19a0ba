import { describe, expect, it } from 'vitest';
import { planBadge, subscriptionLabel, usageLabel } from './user-labels';

describe('user labels', () => {
  it('badges Admin before Premium before Free', () => {
    expect(planBadge({ isAdmin: true, isPremium: true }).label).toBe('Admin');
    expect(planBadge({ isAdmin: false, isPremium: true }).label).toBe('Premium');
    expect(planBadge({ isAdmin: false, isPremium: false }).label).toBe('Free');
  });

  it('names subscription states and usage', () => {
    expect(subscriptionLabel('active')).toBe('Active');
    expect(subscriptionLabel('pending')).toBe('Pending');
    expect(subscriptionLabel('none')).toBe('None');
    expect(usageLabel({ analysesUsed: 3, analysisLimit: 5 })).toBe('3/5');
  });
});
