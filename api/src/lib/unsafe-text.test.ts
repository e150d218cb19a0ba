import { describe, expect, it } from 'vitest';
import { findUnsafeInput, MAX_NESTING } from './unsafe-text';

const nested = (depth: number, leaf: unknown = 'beer') => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('findUnsafeInput', () => {
  it('finds NUL bytes and lone surrogates in values and keys, with their path', () => {
    expect(findUnsafeInput({ name: 'ok', review: { text: 'good\u0000' } })).toEqual({
      field: 'review.text',
      reason: 'text',
    });
    expect(findUnsafeInput(['a', 'x\uD800'])).toEqual({ field: '1', reason: 'text' });
    expect(findUnsafeInput({ ['k\u0000ey']: 1 })).toEqual({ field: 'key', reason: 'text' });
    expect(findUnsafeInput({ beer: '🍺 Pale Ale', n: 1, tags: ['a'] })).toBeUndefined();
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    expect(findUnsafeInput(nested(MAX_NESTING - 1))).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_NESTING + 1))?.reason).toBe('nesting');
    expect(findUnsafeInput(nested(200_000))?.reason).toBe('nesting');
  });
});
