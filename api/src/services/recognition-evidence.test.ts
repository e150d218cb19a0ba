import { describe, expect, it } from 'vitest';
import { isUnsafeText } from '@api/lib/unsafe-text';
import { evidenceText } from './recognition-evidence';

describe('evidenceText', () => {
  it('keeps at most 80 characters and never half of one', () => {
    // U+231C9 is in the OCR's alphabet and takes two UTF-16 units: the 80th character here.
    const text = evidenceText(`${'a'.repeat(79)}\u{231C9}bbb`);
    expect(Array.from(text)).toHaveLength(80);
    expect(text.endsWith('\u{231C9}')).toBe(true);
    expect(isUnsafeText(text)).toBe(false);
  });
});
