import { describe, expect, it } from 'vitest';
import { open, seal, secretBoxKey } from './secret-box';

const key = secretBoxKey('a-settings-key-that-is-long-enough-000');

describe('secret box', () => {
  it('seals so that only the same key opens, and every seal differs', () => {
    const a = seal(key, 'sk_live_secret1234');
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toContain('secret1234');
    expect(seal(key, 'sk_live_secret1234')).not.toBe(a);
    expect(open(key, a)).toBe('sk_live_secret1234');
    expect(open(secretBoxKey('another-key-that-is-long-enough-0000000'), a)).toBeUndefined();
  });

  it('refuses a changed byte and text that was never sealed', () => {
    const sealed = seal(key, 'value');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(open(key, tampered)).toBeUndefined();
    expect(open(key, 'plain')).toBeUndefined();
  });
});
