// PostgreSQL refuses NUL in text (a 500 if it reaches a query), and a lone UTF-16 surrogate is
// not a character at all: neither has any business in a name, a review or a search.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnsafeText = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The dotted path of the first string (value or key) with a NUL byte or a lone surrogate in
 * plain objects and arrays under `value`, or undefined when there is none.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') || '_' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, String(i)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined; // Dates, Buffers
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return [...path, key.replace(/\0/g, '')].join('.') || '_';
    const found = findUnsafeText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
