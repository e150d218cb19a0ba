/** A text read and how many labels showed it. */
export type ReadLabel = { text: string; labels: number };

/**
 * Each text read once, in the order read, with how many labels showed it: a shelf with four
 * facings of one unknown bottle lists it once, not four times. Case and spacing do not count.
 */
export function labelsOnce(texts: readonly string[]): ReadLabel[] {
  const byKey = new Map<string, ReadLabel>();
  for (const raw of texts) {
    const text = raw.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    const key = text.toLowerCase();
    const seen = byKey.get(key);
    if (seen) seen.labels++;
    else byKey.set(key, { text, labels: 1 });
  }
  return [...byKey.values()];
}

/** The label texts read that matched no beer, each once, at most three: what an empty result names. */
export function readLabels(texts: readonly string[]): string[] {
  return labelsOnce(texts)
    .slice(0, 3)
    .map((l) => l.text);
}

/**
 * Issue 18: an empty result whose labels were read says what was read ("We read 'X' but could
 * not match it") and does not blame the photo. Null when nothing was read. Site and widget alike.
 */
export function couldNotMatchText(texts: readonly string[]): string | null {
  const read = readLabels(texts);
  if (!read.length) return null;
  const quoted = read.map((t) => `'${t}'`).join(', ');
  return `We read ${quoted} but could not match ${read.length === 1 ? 'it' : 'them'}`;
}
