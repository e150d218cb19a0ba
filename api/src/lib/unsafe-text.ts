// PostgreSQL refuses NUL in text (a 500 if it reaches a query), and a lone UTF-16 surrogate is
// not a character at all: neither has any business in a name, a review or a search.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** No form of ours nests deeper than a few levels; thousands of levels are an attack. */
export const MAX_NESTING = 32;

export const isUnsafeText = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

export type UnsafeInput = { field: string; reason: 'text' | 'nesting' };

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null; // not Dates, Buffers
};

/**
 * The first problem in plain objects and arrays under `value`: a string (value or key) with a
 * NUL byte or a lone surrogate, or nesting deeper than MAX_NESTING. Walked with a stack of its
 * own, so a body nested 100,000 deep cannot overflow the call stack.
 */
export function findUnsafeInput(value: unknown): UnsafeInput | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length) {
    const { value: item, path } = pending.pop()!;
    const field = path.join('.') || '_';
    if (typeof item === 'string') {
      if (isUnsafeText(item)) return { field, reason: 'text' };
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (!Array.isArray(item) && !isPlain(item)) continue;
    if (path.length >= MAX_NESTING) return { field, reason: 'nesting' };
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    for (const [key, child] of entries.reverse()) {
      if (typeof key === 'string' && isUnsafeText(key))
        return { field: [...path, key.replace(/\0/g, '')].join('.') || '_', reason: 'text' };
      pending.push({ value: child, path: [...path, String(key)] });
    }
  }
  return undefined;
}
