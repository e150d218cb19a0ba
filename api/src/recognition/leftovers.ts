import type { CatalogueIndex } from './catalogue-index';
import type { Box, OcrLine } from './ocr/types';
import { isGeneric, tokenize } from './text';
import { LEFTOVERS } from './tuning';
import type { UnrecognisedText } from './types';

export function unionBox(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}

/**
 * Pieces of label text that never name a beer: prices ($4.99, 2/$10, 4,50 €), strengths (5.4%,
 * ABV), volumes (330 ml, 12 fl oz), dates (12/05/2025), bare numbers, and what labels say of any
 * beer ("Small batch", "Made with pride", "Since 1874").
 */
const FINE_PRINT = new RegExp(
  [
    String.raw`(?:[$€£]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:[$€£]|eur|usd|gbp)(?![\p{L}]))`,
    String.raw`\d+\s?/\s?[$€£]?\s?\d+(?:[.,]\d+)?`,
    String.raw`\d+(?:[.,]\d+)?\s?%(?:\s?(?:abv|alc|vol)\.?)*`,
    String.raw`(?:abv|alc\.?\s?vol\.?|alc|vol)\b`,
    String.raw`\d+(?:[.,]\d+)?\s?(?:ml|cl|l|oz|fl\.?\s?oz|pt|pint|litre|liter)\b\.?`,
    String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{2,4}`,
    String.raw`\b(?:best before|bb|exp)\b`,
    String.raw`\b(?:small\s?batch|with\s(?:care|love|pride)|since|established)\b`,
    String.raw`\d+(?:[.,]\d+)?`,
  ].join('|'),
  'giu',
);

/** A strength or a volume ("5.4% ABV", "330 ml"): the line is a label's fine print, not its name. */
export const isStrengthOrVolume = (text: string) =>
  /\d\s?%|(?:\b|(?<=\d))abv\b|\d\s?(?:ml|cl|fl\.?\s?oz)\b/i.test(text);

/** A line's text without its prices, strengths, volumes, dates and numbers, tidied. */
export function withoutFinePrint(text: string): string {
  return (
    text
      .replace(FINE_PRINT, ' ')
      // A label's separators, left at a word's end when the strength after them goes ("Ale·").
      .replace(/[·•|]/g, ' ')
      .replace(/(^|\s)[^\p{L}\s]+(?=\s|$)/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Text that may be an unknown beer: a word of at least four letters that is not a style or a
 * brewery word ("Stout", "Brewing" alone say nothing), read with some confidence.
 */
export function looksLikeLabel(index: CatalogueIndex, entry: Leftover): boolean {
  const { text, confidence } = entry;
  const words = tokenize(text).filter(
    (t) => /^\p{L}+$/u.test(t) && t.length >= LEFTOVERS.wordLetters,
  );
  // A label writes its style "American-Style Pale Ale", the catalogue "American Pale Ale".
  const naming = words.filter((t) => !index.isStyleWord(t) && !isGeneric(t) && t !== 'style');
  // A long word is likely several run together ("MoonlightGoatPorter").
  const count = words.reduce((n, w) => n + (w.length >= 2 * LEFTOVERS.runTogether ? 2 : 1), 0);
  return (
    naming.length >= 1 && count >= LEFTOVERS.labelWords && confidence >= LEFTOVERS.labelConfidence
  );
}

/** Leftover text with how confidently it was read (the mean of its lines). */
export type Leftover = UnrecognisedText & { confidence: number };

/** One leftover's text and box, or nothing when it is only fine print or dust. */
export function leftoverEntry(lines: OcrLine[]): Leftover | undefined {
  const kept = lines
    .map((l) => ({ line: l, text: withoutFinePrint(l.text) }))
    .filter(({ text }) => tokenize(text).some((t) => t.length >= LEFTOVERS.wordLetters));
  if (!kept.length) return undefined;
  return {
    text: kept.map((k) => k.text).join(' '),
    box: unionBox(kept.map((k) => k.line.box)),
    confidence: kept.reduce((s, k) => s + k.line.confidence, 0) / kept.length,
  };
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** True when two boxes are one label: side by side columns that touch or nearly so. */
function sameLabel(a: Box, b: Box): boolean {
  const across = overlap(a[0], a[0] + a[2], b[0], b[0] + b[2]);
  const gap = Math.max(a[1], b[1]) - Math.min(a[1] + a[3], b[1] + b[3]);
  const tallest = Math.max(a[3], b[3]);
  return across >= LEFTOVERS.sameLabelOverlap * Math.min(a[2], b[2]) && gap <= tallest;
}

/**
 * Adds a found beer's box to its others: a box on the same label as one already there (its
 * brewery line read apart from its name line) widens that one, so the photo shows one numbered
 * box per label; another label (the next bottle of it) keeps its own box.
 */
export function addLabelBox(boxes: Box[], box: Box): void {
  const i = boxes.findIndex((b) => sameLabel(b, box));
  if (i >= 0) boxes[i] = unionBox([boxes[i]!, box]);
  else boxes.push(box);
}

/** True when the box lies mostly inside one of the boxes. */
export function mostlyInside(box: Box, within: Box[]): boolean {
  const area = box[2] * box[3];
  return within.some(
    (w) =>
      overlap(box[0], box[0] + box[2], w[0], w[0] + w[2]) *
        overlap(box[1], box[1] + box[3], w[1], w[1] + w[3]) >=
      LEFTOVERS.insideShare * area,
  );
}

/** Joins the entries of one label (its big brand and its small print) into one. */
export function mergeLabels(entries: Leftover[]): Leftover[] {
  const out: Leftover[] = [];
  for (const e of [...entries].sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0])) {
    const into = out.find((o) => sameLabel(o.box, e.box));
    if (into) {
      into.confidence =
        (into.confidence * into.text.length + e.confidence * e.text.length) /
        (into.text.length + e.text.length);
      const length = into.text.length + e.text.length;
      into.confidence =
        (into.confidence * into.text.length + e.confidence * e.text.length) / length;
      into.text = `${into.text} ${e.text}`;
      into.box = unionBox([into.box, e.box]);
    } else out.push({ ...e });
  }
  return out;
}
