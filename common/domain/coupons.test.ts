import { describe, expect, it } from 'vitest';
import { couponCsvFileName, couponStatus, couponsToCsv } from './coupons';

const NOW = new Date('2026-11-23T12:00:00Z');
const base = { isActive: true, expiresAt: null, usedCount: 0, maxUses: 1 };

describe('couponStatus', () => {
  it('names the first reason a coupon cannot be redeemed: inactive, expired, used up', () => {
    expect(couponStatus(base, NOW)).toBe('active');
    expect(couponStatus({ ...base, usedCount: 1 }, NOW)).toBe('used_up');
    expect(couponStatus({ ...base, usedCount: 1, expiresAt: '2026-11-23T12:00:00Z' }, NOW)).toBe(
      'expired',
    );
    expect(couponStatus({ ...base, expiresAt: '2026-11-23T12:00:01Z' }, NOW)).toBe('active');
    expect(couponStatus({ ...base, isActive: false, usedCount: 1 }, NOW)).toBe('inactive');
  });
});

describe('coupon CSV', () => {
  it('names the file after the batch and the UTC day', () => {
    expect(couponCsvFileName('Oktoberfest 2026!', NOW)).toBe(
      'coupons-oktoberfest-2026-2026-11-23.csv',
    );
    expect(couponCsvFileName('Bière d’été', NOW)).toBe('coupons-biere-d-ete-2026-11-23.csv');
    expect(couponCsvFileName('✨✨', NOW)).toBe('coupons-batch-2026-11-23.csv');
  });

  it('writes the spec columns, a formula-looking batch name as text', () => {
    const csv = couponsToCsv([
      {
        id: 'x',
        code: 'BEERABCDEFGH',
        discountType: 'percentage',
        discountValue: 15,
        maxUses: 2,
        usedCount: 1,
        isActive: true,
        status: 'active',
        createdBy: null,
        createdAt: '2026-11-01T00:00:00.000Z',
        expiresAt: null,
        batchName: '=HYPERLINK("x")',
        batchDescription: null,
      },
    ]);
    expect(csv).toBe(
      'Code,Batch Name,Discount Type,Discount Value,Max Uses,Used Count,Status,Created At,Expires At\r\n' +
        '"BEERABCDEFGH","\'=HYPERLINK(""x"")","percentage","15","2","1","Active","2026-11-01T00:00:00.000Z",""\r\n',
    );
  });
});
