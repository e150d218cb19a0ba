import type { CatalogueIndex } from './catalogue-index';
import { groupLines } from './grouping';
import { matchGroup, type WindowMatch } from './matching';
import type { Box, OcrLine } from './ocr/types';
import { isNoise, tokenize } from './text';
import { LEFTOVERS, MATCHING } from './tuning';
import type { RecognizedBeer, Recognition, UnrecognisedText } from './types';

export function unionBox(boxes: Box[]): Box {
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  return [x0, y0, x1 - x0, y1 - y0];
}

const REAL_WORD = new RegExp(`\\p{L}{${LEFTOVERS.wordLetters}}`, 'u');

/** Text that reads like a product's label: two or more real words, read with some confidence. */
function looksLikeLabel(lines: OcrLine[]): boolean {
  const words = lines
    .flatMap((l) => tokenize(l.text))
    .filter((t) => !isNoise(t) && REAL_WORD.test(t));
  const confidence = lines.reduce((s, l) => s + l.confidence, 0) / lines.length;
  return words.length >= LEFTOVERS.labelWords && confidence >= LEFTOVERS.labelConfidence;
}

/** Turns OCR lines into catalogue beers (each once, with all its boxes) and honest leftovers. */
export function interpret(
  index: CatalogueIndex,
  lines: OcrLine[],
): Omit<Recognition, 'recognizer'> {
  const found = new Map<string, { match: WindowMatch; boxes: Box[]; alternatives: Set<string> }>();
  const unrecognised: UnrecognisedText[] = [];
  for (const group of groupLines(lines)) {
    const { matches, unused } = matchGroup(index, group);
    for (const m of matches) {
      const box = unionBox(m.lines.map((l) => l.box));
      const seen = found.get(m.beer.id);
      if (seen) {
        seen.boxes.push(box);
        if (m.confidence > seen.match.confidence) seen.match = m;
      } else {
        found.set(m.beer.id, { match: m, boxes: [box], alternatives: new Set() });
      }
      m.alternatives.forEach((a) => found.get(m.beer.id)!.alternatives.add(a.id));
    }
    // A group that matched nothing is one unknown product; in a list (two or more beers
    // matched), each leftover line is its own unknown product.
    const leftovers =
      matches.length === 0 ? [unused] : matches.length >= 2 ? unused.map((l) => [l]) : [];
    for (const part of leftovers) {
      if (part.length && looksLikeLabel(part)) {
        unrecognised.push({
          text: part.map((l) => l.text).join(' '),
          box: unionBox(part.map((l) => l.box)),
        });
      }
    }
  }
  const beers: RecognizedBeer[] = [...found.values()]
    .map(({ match, boxes, alternatives }) => ({
      beerId: match.beer.id,
      name: match.beer.name,
      brewery: match.beer.brewery,
      style: match.beer.style,
      confidence: Math.round(match.confidence * 1000) / 1000,
      boxes,
      alternatives: [...alternatives]
        .filter((id) => id !== match.beer.id && !found.has(id))
        .slice(0, MATCHING.alternatives),
    }))
    .sort((a, b) => a.boxes[0]![1] - b.boxes[0]![1] || a.boxes[0]![0] - b.boxes[0]![0]);
  return { beers, unrecognised };
}
