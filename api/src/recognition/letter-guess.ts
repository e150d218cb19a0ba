import { trigrams, type CatalogueIndex, type IndexedBeer } from './catalogue-index';
import type { OcrLine } from './ocr/types';
import { foldLookalikes, isBeerWord, tokenize } from './text';
import { LETTERS } from './tuning';

/**
 * The last resort for a label the word matcher named nothing on: which beer's letters were read.
 * A bottle's label turns away at its sides, so its words come out cut ("lacksmith"), slipped
 * ("pquare"), run together ("ENGIN85") or in pieces ("Big Tim", "Oatmeul Stou"); each
 * piece alone names nothing, but the three-letter runs they share with one beer's name and
 * brewery, weighed by how rare each run is in the catalogue, often point at that beer and no
 * other. Such a beer is only ever offered as a best guess: letters are not words.
 */

type Letters = {
  /** Trigram → the beers whose name or brewery has it, and how rare it is. */
  postings: Map<string, number[]>;
  weight: Map<string, number>;
  /**
   * Each beer's trigrams: of its whole name, of its telling name words, of its brewery's
   * telling words, of name and brewery.
   */
  name: Set<string>[];
  telling: Set<string>[];
  brewery: Set<string>[];
  all: Set<string>[];
  /** Weight of a trigram no beer has: a misread run, as rare as can be. */
  unknown: number;
};

const byIndex = new WeakMap<CatalogueIndex, Letters>();

// "J" is a capital I misread as often as "1" and "l" are ("Jsland"): folded with them.
const lettersOf = (tokens: string[]) => foldLookalikes(tokens.join('')).replace(/j/g, 'l');

/** Built once per catalogue index, on the first label that needs it. */
function letters(index: CatalogueIndex): Letters {
  let built = byIndex.get(index);
  if (built) return built;
  const postings = new Map<string, number[]>();
  const name = index.beers.map((b) => trigrams(lettersOf(b.nameTokens)));
  // Letters of style names tell no beer apart, however a name spaces them ("Hefe Weizen").
  const style = new Set<string>();
  for (const b of index.beers) trigrams(lettersOf(tokenize(b.style ?? '')), style);
  const telling = index.beers.map((b) => {
    const words = b.nameTokens.filter((t) => !index.isStyleWord(t) && !isBeerWord(t));
    return new Set([...trigrams(lettersOf(words))].filter((t) => !style.has(t)));
  });
  const brewery = index.beers.map((b) => trigrams(lettersOf(b.breweryTokens)));
  const all = index.beers.map((_, i) => new Set([...name[i]!, ...brewery[i]!]));
  all.forEach((set, i) => {
    for (const t of set) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const unknown = Math.log(index.beers.length + 1);
  const weight = new Map<string, number>();
  for (const [t, list] of postings) weight.set(t, Math.log((index.beers.length + 1) / list.length));
  built = { postings, weight, name, telling, brewery, all, unknown };
  byIndex.set(index, built);
  return built;
}

/** Every three-letter run read: of each line, its other readings, and each line run into the next. */
function readTrigrams(lines: OcrLine[]): Set<string> {
  const out = new Set<string>();
  const readings = lines.map((l) => [l.text, ...(l.variants ?? []).map((v) => v.text)]);
  readings.forEach((texts, i) => {
    for (const text of texts) trigrams(lettersOf(tokenize(text)), out);
    const next = readings[i + 1]?.[0];
    if (next) trigrams(lettersOf(tokenize(`${texts[0]!} ${next}`)), out);
  });
  return out;
}

export type LetterGuess = { beer: IndexedBeer; score: number };

/** The share of a set's weight that `read` holds. */
function share(set: Set<string>, read: Set<string>, weight: (t: string) => number): number {
  let total = 0;
  let covered = 0;
  for (const t of set) {
    const w = weight(t);
    total += w;
    if (read.has(t)) covered += w;
  }
  return total ? covered / total : 0;
}

/**
 * The beers whose letters a label shows best, best first, each scored 0..1: the share of its
 * name's letters read, times the share of the label's letters (each weighed by its text's size)
 * that its name and brewery explain, so "Porter" alone does not win a label that reads "Big
 * Island Porter". Its brewery read anywhere, `finePrint` too, ranks twins of one name. None when
 * no beer's telling words were read well enough, or when a beer of other telling words or
 * another brewery is read about as well.
 */
export function guessByLetters(
  index: CatalogueIndex,
  lines: OcrLine[],
  finePrint: OcrLine[] = [],
): LetterGuess[] {
  const read = readTrigrams(lines);
  if (read.size === 0) return [];
  const withSmall = new Set([...read, ...readTrigrams(finePrint)]);
  // Each run read counts by the size of its text: fine print that a beer does not explain
  // (ingredients, advice) says little against it, a large line says much.
  const tallest = Math.max(...lines.map((l) => l.lineHeight));
  const size = new Map<string, number>();
  for (const line of lines)
    for (const t of readTrigrams([line]))
      size.set(t, Math.max(size.get(t) ?? 0, line.lineHeight / tallest));
  const l = letters(index);
  const weight = (t: string) => l.weight.get(t) ?? l.unknown;
  // Candidates: beers sharing rare enough runs with what was read.
  const votes = new Map<number, number>();
  for (const t of read) {
    const list = l.postings.get(t);
    if (!list || list.length > LETTERS.maxBeersPerTrigram) continue;
    for (const i of list) votes.set(i, (votes.get(i) ?? 0) + weight(t));
  }
  const scored = [...votes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, LETTERS.shortlist)
    // The shares of its name's and its brewery's letters read, worked out once a candidate.
    .map(([i]) => ({
      i,
      name: share(l.name[i]!, read, weight),
      brewery: share(l.brewery[i]!, withSmall, weight),
    }))
    .filter(({ i, name, brewery }) => {
      const telling = l.telling[i]!;
      const total = [...telling].reduce((sum, t) => sum + weight(t), 0);
      if (total >= LETTERS.minTellingWeight && share(telling, read, weight) >= LETTERS.minTelling)
        return true;
      // A name of style words' letters ("Saiso" / "Jumuperiale" of Saison Imperiale) tells
      // little alone, but with most of its brewery's letters read, only that brewery's few
      // beers are left, and half of the name's letters, style letters too, tell them apart
      // (the rivals below still must trail). Not when the name is the brewery's own word
      // ("Peroni" by Birra Peroni): its letters would be counted twice.
      return (
        !index.beers[i]!.nameHasBrewery &&
        brewery >= LETTERS.breweryRead &&
        name >= LETTERS.minTelling
      );
    })
    .map(({ i, name, brewery }) => {
      const explained = share(read, l.all[i]!, (t) => weight(t) * (size.get(t) ?? 0));
      const letters = name * explained;
      return {
        beer: index.beers[i]!,
        explained,
        telling: l.telling[i]!,
        letters,
        score: letters + LETTERS.breweryBonus * brewery,
      };
    })
    .sort((a, b) => b.score - a.score);
  const [best, ...rest] = scored;
  // Its brewery read (the fine print too) counts towards the bar as its letters do; half of its
  // name's telling letters must still have been read (minTelling).
  // Fewer of its letters will do when they are most of what the label says and the label says
  // enough: a label read poorly, not another maker's label sharing a word with it, nor a short
  // word sharing letters with many names.
  const lettersRead = lines.reduce((n, l) => n + (l.text.match(/\p{L}/gu)?.length ?? 0), 0);
  const poor = best && best.explained >= LETTERS.ownLabel && lettersRead >= LETTERS.poorLetters;
  const bar = poor ? LETTERS.poorScore : LETTERS.minScore;
  if (!best || best.score < bar) return [];
  // Another beer read about as well, by other telling words or another brewery: the letters do
  // not tell them apart. The same beer listed twice by one brewery is no rival.
  const sameWords = (a: Set<string>, b: Set<string>) =>
    [...a].every((t) => b.has(t)) || [...b].every((t) => a.has(t));
  const rival = rest.find(
    (g) =>
      g.beer.id !== best.beer.id &&
      (!sameWords(g.telling, best.telling) || g.beer.breweryKey !== best.beer.breweryKey),
  );
  if (rival && best.score - rival.score < LETTERS.margin) return [];
  return scored.map(({ beer, letters }) => ({ beer, score: letters }));
}
