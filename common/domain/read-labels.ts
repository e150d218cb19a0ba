/** The label texts read that matched no beer, each once, at most three: what an empty result names. */
export function readLabels(texts: readonly string[]): string[] {
  return [...new Set(texts.map((t) => t.trim()).filter(Boolean))].slice(0, 3);
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
