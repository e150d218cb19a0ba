import { describe, expect, it } from 'vitest';
import { fileNameOf } from './coupon-api';

describe('fileNameOf', () => {
  it('reads the server’s file name, or falls back', () => {
    expect(fileNameOf('attachment; filename="coupons-okto-2026-11-23.csv"', 'coupons.csv')).toBe(
      'coupons-okto-2026-11-23.csv',
    );
    expect(fileNameOf(null, 'coupons.csv')).toBe('coupons.csv');
    expect(fileNameOf('attachment', 'coupons.csv')).toBe('coupons.csv');
  });
});
