import type { CatalogueIndex, IndexedBeer } from './catalogue-index';
import type { OcrLine } from './ocr/types';
import {
  allowedSlips,
  foldLookalikes,
  isGeneric,
  isNoise,
  substringMatch,
  tokenize,
  wordSimilarity,
} from './text';
// T: the matcher's tuned numbers, each explained in tuning.ts.
import { MATCHING as T, SLIPS } from './tuning';

export type WindowMatch = {
  beer: IndexedBeer;
  /** 0..1 text evidence: name, brewery and how much of the window the beer explains. */
  score: number;
  /** score × how confidently the text was read. */
  confidence: number;
  lines: OcrLine[];
  alternatives: IndexedBeer[];
};

/** Where a catalogue word was found: how surely, in which word read, and over which letters. */
type Found = { sim: number; word: number; from: number; to: number };
const MISSING: Found = { sim: 0, word: -1, from: 0, to: 0 };

/** What a window of lines says, in the forms the matcher compares against. */
type Reading = {
  words: string[];
  folded: string[];
  meaningfulLength: number;
  found: Map<string, Found>;
};

function readingOf(lines: OcrLine[]): Reading {
  const words = lines.flatMap((l) => tokenize(l.text));
  const meaningful = words.filter((w) => !isNoise(w) && !isGeneric(w) && !/^\d/.test(w));
  return {
    words,
    folded: words.map(foldLookalikes),
    meaningfulLength: meaningful.join('').length,
    found: new Map(),
  };
}

/**
 * Where a catalogue word is on the label. A whole word read (with a slip or two) is best; a
 * longer word may also sit inside a run-together one ("nevada" in "sierranevada"), and a short
 * one at its start or end ("ipa" in "punkipa"), never in its middle ("ale" in "pale").
 */
function locate(token: string, reading: Reading): Found {
  const cached = reading.found.get(token);
  if (cached) return cached;
  let best = MISSING;
  const folded = foldLookalikes(token);
  reading.words.forEach((w, i) => {
    const whole = wordSimilarity(w, token);
    if (whole > best.sim) best = { sim: whole, word: i, from: 0, to: w.length };
    if (w.length < token.length + 2) return;
    if (token.length < T.inWordLength) {
      const sim = T.affixSimilarity;
      if (
        token.length >= T.affixLength &&
        (w.startsWith(token) || w.endsWith(token)) &&
        best.sim < sim
      ) {
        best = w.startsWith(token)
          ? { sim, word: i, from: 0, to: token.length }
          : { sim, word: i, from: w.length - token.length, to: w.length };
      }
      return;
    }
    const slips = allowedSlips(token.length);
    const { distance, end } = substringMatch(folded, reading.folded[i]!, slips);
    const sim = distance <= slips ? T.inWordSimilarity - distance / (token.length + 1) : 0;
    if (sim > best.sim) best = { sim, word: i, from: Math.max(0, end - token.length), to: end };
  });
  reading.found.set(token, best);
  return best;
}

/**
 * A word found inside a longer word counts only when the rest of that word is explained by the
 * same beer or is a short ending: "sierra"+"nevada" fill "sierranevada", but "water" leaves
 * "tide" of "tidewater".
 */
function locateFor(tokens: string[], reading: Reading): Map<string, number> {
  // Surest first; one stretch of letters can stand for one word only, so "Oktoberfest" is
  // not both "Dogtoberfest" and "Octoberfest".
  const found = tokens
    .map((t) => [t, locate(t, reading)] as const)
    .sort((a, b) => b[1].sim - a[1].sim);
  const taken: Found[] = [];
  const kept = found.map(([t, f]) => {
    const clash = taken.some(
      (o) =>
        o.word === f.word &&
        Math.min(o.to, f.to) - Math.max(o.from, f.from) > T.clashOverlap * (f.to - f.from),
    );
    if (f.sim === 0 || clash) return [t, MISSING] as const;
    taken.push(f);
    return [t, f] as const;
  });
  const covered = new Map<number, number>();
  for (const [, f] of kept)
    if (f.sim > 0) covered.set(f.word, (covered.get(f.word) ?? 0) + (f.to - f.from));
  return new Map(
    kept.map(([t, f]) => {
      if (f.sim === 0) return [t, 0];
      const length = reading.words[f.word]!.length;
      const unexplained = length - (covered.get(f.word) ?? 0);
      // A few letters left over are an ending, as in "Ayinger" (Aying) or "Andechser" (Andechs).
      const explained = unexplained <= Math.max(SLIPS.endingLetters, T.endingShare * length);
      return [t, f.to - f.from < length && !explained ? f.sim * T.unexplainedFactor : f.sim];
    }),
  );
}

/** Rarity that counts as evidence: one- and two-letter words ("D", "XX") say little. */
const weight = (index: CatalogueIndex, t: string) =>
  t.length <= T.shortWordLength ? Math.min(T.shortWordMaxWeight, index.idf(t)) : index.idf(t);

/** How well one beer explains a window of text; undefined when it cannot be this beer. */
function scoreBeer(index: CatalogueIndex, beer: IndexedBeer, reading: Reading): number | undefined {
  if (!beer.nameTokens.length) return undefined;
  const sims = locateFor([...new Set([...beer.nameTokens, ...beer.breweryTokens])], reading);
  let nameWeight = 0;
  let nameGot = 0;
  let missing = 0;
  for (const t of beer.nameTokens) {
    const sim = sims.get(t)!;
    if (sim < T.wordRead) missing++;
    nameWeight += weight(index, t);
    nameGot += weight(index, t) * (sim < T.wordRead ? 0 : sim);
  }
  let breweryWeight = 0;
  let breweryGot = 0;
  for (const t of beer.breweryTokens) {
    breweryWeight += weight(index, t);
    breweryGot += weight(index, t) * sims.get(t)!;
  }
  const brewery = beer.breweryTokens.length ? breweryGot / breweryWeight : T.breweryUnknown;
  const breweryRead = brewery >= T.wordRead;
  // Every word of the name must be there; a long name (4+ words) under its brewery may lose one.
  if (missing > (breweryRead && beer.nameTokens.length >= T.longNameWords ? 1 : 0))
    return undefined;
  // With no brewery on the label, only a distinctive name will do: two or more words that are
  // not style words ("Hocus Pocus", not "Irish Dry Stout" or "Farmhouse Ale").
  if (!breweryRead) {
    const distinctive = beer.nameTokens.filter(
      (t) => !beer.breweryTokens.includes(t) && !index.isStyleWord(t),
    );
    const evidence = distinctive.reduce((s, t) => s + weight(index, t) * sims.get(t)!, 0);
    if (distinctive.length < T.distinctiveWords || evidence < T.nameAloneEvidence) return undefined;
  }
  // How much of what was read this beer accounts for. A name that repeats its brewery
  // ("Guinness Draught") shows the brewery once; otherwise brewery and name both show.
  const shown = [...beer.nameTokens, ...(beer.nameHasBrewery ? [] : beer.breweryTokens)]
    .filter((t) => sims.get(t)! > 0 && !isGeneric(t))
    .join('').length;
  const explained = reading.meaningfulLength ? Math.min(1, shown / reading.meaningfulLength) : 0;
  return (
    T.nameWeight * (nameGot / nameWeight) +
    T.breweryWeight * brewery +
    T.explainedWeight * explained
  );
}

/** The best beer for a run of lines, with the runners-up for "not this beer?". */
export function matchWindow(index: CatalogueIndex, lines: OcrLine[]): WindowMatch | undefined {
  const reading = readingOf(lines);
  if (!reading.words.length) return undefined;
  const scored: Array<{ beer: IndexedBeer; score: number }> = [];
  for (const i of index.candidates(reading.words, reading.folded.join(''))) {
    const beer = index.beers[i]!;
    const score = scoreBeer(index, beer, reading);
    if (score !== undefined) scored.push({ beer, score });
  }
  if (!scored.length) return undefined;
  // Best score first; on a tie, the beer with more of its own words (a fuller name) wins.
  scored.sort((a, b) => b.score - a.score || b.beer.nameTokens.length - a.beer.nameTokens.length);
  const best = scored[0]!;
  const chars = lines.reduce((s, l) => s + l.text.length, 0);
  const ocr = lines.reduce((s, l) => s + l.confidence * l.text.length, 0) / Math.max(1, chars);
  const close = scored.slice(1).filter((s) => s.score >= best.score - T.tieMargin);
  // Two beers fitting the text equally well: less sure which one it is.
  const ambiguity = close.length ? T.tieFactor : 1;
  const sureness = 1 - T.readingWeight + T.readingWeight * ocr;
  return {
    beer: best.beer,
    score: best.score,
    confidence: Math.min(1, best.score * sureness * ambiguity),
    lines,
    alternatives: scored.slice(1, 1 + T.alternatives).map((s) => s.beer),
  };
}

/**
 * The beers in one group of lines: every run of up to four consecutive lines is tried, and the
 * best runs are taken greedily so each line names at most one beer (a chalkboard lists many).
 */
export function matchGroup(
  index: CatalogueIndex,
  group: OcrLine[],
): { matches: WindowMatch[]; unused: OcrLine[] } {
  const windows: WindowMatch[] = [];
  for (let start = 0; start < group.length; start++) {
    for (let size = 1; size <= T.maxWindowLines && start + size <= group.length; size++) {
      const m = matchWindow(index, group.slice(start, start + size));
      if (m && m.confidence >= T.reportThreshold) windows.push(m);
    }
  }
  // On a tie the longer window wins: "Rodenbach" + "Grand Cru" is Rodenbach Grand Cru.
  windows.sort((a, b) => b.confidence - a.confidence || b.lines.length - a.lines.length);
  const used = new Set<OcrLine>();
  const matches: WindowMatch[] = [];
  for (const w of windows) {
    if (w.lines.some((l) => used.has(l))) continue;
    w.lines.forEach((l) => used.add(l));
    matches.push(w);
  }
  return { matches, unused: group.filter((l) => !used.has(l)) };
}
