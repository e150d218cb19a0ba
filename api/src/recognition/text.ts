import { normaliseBeerText } from '@common/domain/beer-key';
import { SLIPS } from './tuning';

/**
 * Words that say "this is a brewery" or "this is beer" but not which one: they never count as
 * evidence for a particular brewery.
 */
const GENERIC = new Set(
  (
    'the of and a an de la le les el los das der die den het van von di del du des und y e et brewing brewery breweries brewers ' +
    'brewhouse brauhaus brew co company corp corporation inc ltd llc limited plc gmbh ag sa spa srl bv nv ' +
    'beer beers bier biere birra cerveza cerveja pivo ol brauerei brasserie birrificio cerveceria ' +
    'cervejaria browar bryggeri brouwerij pivovar craft ales industries brewed bottled by'
  ).split(' '),
);
/** "Beer" in the languages of the catalogue: in a name it says nothing ("Furious Beer"). */
const BEER_WORDS = new Set(['beer', 'bier', 'biere', 'birra', 'cerveza', 'cerveja', 'pivo']);
export const isBeerWord = (token: string) => BEER_WORDS.has(token);
/** Words a beer's name may carry that a label often leaves out. */
const NAME_STOPWORDS = new Set(['the', 'and', 'of', 'a']);

export const isGeneric = (token: string) => GENERIC.has(token);
export const isNameStopword = (token: string) => NAME_STOPWORDS.has(token);

/** Lower-case, accent-free word tokens of a text, as the catalogue keys are made. */
export function tokenize(text: string): string[] {
  const normal = normaliseBeerText(text);
  return normal ? normal.split(' ') : [];
}

/** Tokens a label carries that never name a beer: ABV, prices, volumes, bare digits. */
export function isNoise(token: string): boolean {
  return /^\d{1,2}$/.test(token) || /^\d+(ml|cl|l|oz|pt)$/.test(token) || token.length === 1;
}

/** A word with a digit: a number ("4th", "2003"), whose letters tell no edition from another. */
export const hasDigit = (word: string) => /\d/.test(word);

/** OCR often confuses these; compare words with them folded together. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  i: 'l',
  // "Ath Anniversary" for "4th Anniversary" in script lettering.
  '4': 'a',
  '5': 's',
  '8': 'b',
  rn: 'm',
};
const folded = new Map<string, string>();
/** Bounds the memo: read words are new on every photo, catalogue words come back every time. */
const FOLDED_MAX = 50_000;
export function foldLookalikes(text: string): string {
  // Matching compares the same catalogue words again and again: folding each once pays.
  let result = folded.get(text);
  if (result === undefined) {
    result = text.replace(/rn|[01458i]/g, (c) => LOOKALIKES[c] ?? c);
    if (folded.size >= FOLDED_MAX) folded.clear();
    folded.set(text, result);
  }
  return result;
}

/** How many OCR slips a word of this length may carry and still be the same word. */
export function allowedSlips(length: number): number {
  if (length >= SLIPS.twoSlipLength) return 2;
  if (length >= SLIPS.oneSlipLength) return 1;
  return 0;
}

/** Two words as long and at most a letter apart: a letter changed, or two swapped. */
export const withinALetter = (a: string, b: string) =>
  a.length === b.length && editDistance(a, b, 1) <= 1;

/** Damerau–Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prev2[j - 2]! + 1);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The fewest edits that turn `pattern` into some stretch of `text` (Sellers' algorithm):
 * finds "nevada" in "sierranevaoapaleale" with one slip, whatever the spacing OCR gave.
 */
export function substringDistance(pattern: string, text: string, max: number): number {
  return substringMatch(pattern, text, max).distance;
}

/**
 * Cut into max + 1 pieces, `pattern` keeps at least one piece untouched by any max edits, and
 * that piece must then be in `text` as it is: when none is, the pattern is not there. Most words
 * matching looks for fail this at once, without the full comparison.
 */
function somePieceIn(pattern: string, text: string, max: number): boolean {
  const pieces = max + 1;
  for (let k = 0; k < pieces; k++) {
    const from = Math.floor((k * pattern.length) / pieces);
    const to = Math.floor(((k + 1) * pattern.length) / pieces);
    if (to === from || text.includes(pattern.slice(from, to))) return true;
  }
  return false;
}

/**
 * substringDistance, with where the best stretch ends in `text` (exclusive). Past `max` the
 * distance is only known to be over it.
 */
export function substringMatch(
  pattern: string,
  text: string,
  max: number,
): { distance: number; end: number } {
  if (!somePieceIn(pattern, text, max)) return { distance: max + 1, end: -1 };
  let prev = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= pattern.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= text.length; j++) {
      const cost = pattern[i - 1] === text[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return { distance: max + 1, end: -1 };
    prev = row;
  }
  let end = 0;
  for (let j = 1; j < prev.length; j++) if (prev[j]! < prev[end]!) end = j;
  return { distance: prev[end]!, end };
}

const similarities = new Map<string, Map<string, number>>();
let similarityCount = 0;

/** 0 for no match, else a similarity in (0, 1]: 1 exact, less for each slip. */
export function wordSimilarity(read: string, known: string): number {
  if (read === known) return 1;
  if (lengthsRuleOut(read, known)) return 0;
  // A label's words are compared with the same catalogue words in every window of lines that
  // holds them: each pair is worked out once (bounded, like the folding above).
  let byRead = similarities.get(known);
  if (!byRead) similarities.set(known, (byRead = new Map<string, number>()));
  let sim = byRead.get(read);
  if (sim === undefined) {
    sim = similarity(read, known);
    if (++similarityCount > FOLDED_MAX * 4) {
      similarities.clear();
      similarityCount = 0;
    }
    byRead.set(read, sim);
  }
  return sim;
}

/**
 * True when no rule below could find the two words alike, from their lengths alone: most pairs
 * matching compares. Folding lookalikes shortens a word only where "rn" becomes "m", so without
 * one, a lookalike or a slip needs lengths within the slips allowed, and an ending needs `known`
 * at the start of `read`.
 */
function lengthsRuleOut(read: string, known: string): boolean {
  if (Math.abs(read.length - known.length) <= allowedSlips(known.length)) return false;
  if (read.includes('rn') || known.includes('rn')) return false;
  return !(known.length >= SLIPS.endingWordLength && read.startsWith(known));
}

function similarity(read: string, known: string): number {
  // German and Dutch make adjectives of places: "Ayinger" from Aying, "Weihenstephaner".
  if (
    known.length >= SLIPS.endingWordLength &&
    read.startsWith(known) &&
    read.length - known.length <= SLIPS.endingLetters
  )
    return SLIPS.endingSimilarity;
  const slips = allowedSlips(known.length);
  const a = foldLookalikes(read);
  const b = foldLookalikes(known);
  if (a === b) return SLIPS.lookalikeSimilarity;
  if (slips === 0) return 0;
  const d = editDistance(a, b, slips);
  return d <= slips ? 1 - d / (known.length + 1) : 0;
}
