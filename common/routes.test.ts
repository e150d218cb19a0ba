import { describe, expect, it } from 'vitest';
import { isSiteRoute } from './routes';

describe('isSiteRoute', () => {
  it('answers fixed paths and one id segment for parameterised ones', () => {
    expect(isSiteRoute('/scans')).toBe(true);
    expect(isSiteRoute('/scans/')).toBe(true);
    expect(isSiteRoute('/scans/0b7f3c1e-1a2b-4c3d-8e9f-001122334455')).toBe(true);
    expect(isSiteRoute('/scans/a/b')).toBe(false);
    expect(isSiteRoute('/scans/%2e%2e')).toBe(false);
    expect(isSiteRoute('/nope')).toBe(false);
  });
});
