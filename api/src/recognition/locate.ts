import type { CatalogueIndex, IndexedBeer } from './catalogue-index';
import { isStrayLetter, wholeWord, type Found, type Reading } from './reading';
import {
  allowedSlips,
  editDistance,
  foldLookalikes,
  hasDigit,
  isGeneric,
  substringMatch,
  withinALetter,
  wordSimilarity,
} from './text';
import { FRAGMENTS, MATCHING as T, SLIPS } from './tuning';

const MISSING: Found = { sim: 0, word: -1, from: 0, to: 0, coverage: 1 };

/**
 * A rare catalogue word seen only in pieces, as on a label wrapped round a bottle: "falke" on
 * one line and "enhof" on another both belong to "falkenhof". Each piece is a start or an end of
 * the word; together they cover some share of its letters, and that share is the evidence.
 */
function fragments(index: CatalogueIndex, token: string, reading: Reading): Found {
  if (token.length < FRAGMENTS.wordLength || index.beersWith(token) > FRAGMENTS.maxBeers)
    return MISSING;
  const folded = foldLookalikes(token);
  const covered = new Array<boolean>(folded.length).fill(false);
  let first = -1;
  reading.folded.forEach((w, i) => {
    if (w.length >= folded.length || !index.wordsFragmentOf(reading.words[i]!).includes(token))
      return;
    const from = folded.startsWith(w) ? 0 : folded.length - w.length;
    for (let k = from; k < from + w.length; k++) covered[k] = true;
    if (first < 0) first = i;
  });
  if (first < 0) return MISSING;
  const coverage = covered.filter(Boolean).length / folded.length;
  const length = reading.words[first]!.length;
  return { sim: FRAGMENTS.similarity * coverage, word: first, from: 0, to: length, coverage };
}

/**
 * The first word read one letter off a catalogue word as long ("Hle" for ale, "SGOL" for skol):
 * a letter changed, or two swapped. -1 when none is.
 */
export function letterOff(token: string, reading: Reading): number {
  const folded = foldLookalikes(token);
  return reading.folded.findIndex((w) => w !== folded && withinALetter(w, folded));
}

/**
 * The first word read that is the (folded) catalogue word with one letter lost ("MID" for mild),
 * of three letters at least: two ("PA") are the ends of too many words.
 */
const letterLost = (folded: string, reading: Reading) =>
  reading.folded.findIndex(
    (w) =>
      w.length === folded.length - 1 &&
      w.length >= SLIPS.shortSlipMin &&
      editDistance(w, folded, 1) === 1,
  );

/**
 * Read word i is what the photo's frame left of catalogue word t, its letters in view all t's:
 * first on a line the frame cuts at its start, the end of t (`side` 'end'), or last on a line
 * cut at its end, the start of t ('start'); either, unless told.
 */
export function leftByFrame(
  t: string,
  i: number,
  reading: Reading,
  side?: 'start' | 'end',
): boolean {
  const piece = reading.folded[i]!;
  const word = foldLookalikes(t);
  return (
    (side !== 'start' && reading.frameStart.has(i) && word.endsWith(piece)) ||
    (side !== 'end' && reading.frameEnd.has(i) && word.startsWith(piece))
  );
}

/**
 * A word read where the photo's frame cut its line that is the start or end of catalogue word
 * `token` ("raat" at the photo's left edge, of Piraat): long enough to be a fragment, no word of
 * its own, and of no other catalogue word ("erry" may be Raspberry's or Weizenberry's). The
 * frame cut it clean, so its letters are the word's as far as they go. Half the word's letters
 * at least: "exist", last on a back label's "…where facilities exist", is a word of its own
 * that the catalogue does not know, no Existential the frame cut.
 */
function onlyWordLeftByFrame(
  index: CatalogueIndex,
  token: string,
  reading: Reading,
): number | undefined {
  const fits = (i: number, side: 'start' | 'end') => {
    const piece = reading.folded[i]!;
    return (
      piece.length >= FRAGMENTS.fragmentLength &&
      piece.length < foldLookalikes(token).length &&
      2 * piece.length >= token.length &&
      leftByFrame(token, i, reading, side) &&
      !index.hasWord(reading.words[i]!) &&
      index.wordsAround(piece, side) === 1
    );
  };
  for (const i of reading.frameStart) if (fits(i, 'end')) return i;
  for (const i of reading.frameEnd) if (fits(i, 'start')) return i;
  return undefined;
}

/**
 * Where a catalogue word is on the label. A whole word read (with a slip or two) is best; a
 * longer word may also sit inside a run-together one ("nevada" in "sierranevada"), and a short
 * one at its start or end ("ipa" in "punkipa"), never in its middle ("ale" in "pale"); a rare
 * word may be pieced together from fragments.
 */
export function locate(index: CatalogueIndex, token: string, reading: Reading): Found {
  const cached = reading.found.get(token);
  if (cached) return cached;
  let best = MISSING;
  const folded = foldLookalikes(token);
  const telling = !index.isStyleWord(token);
  reading.words.forEach((w, i) => {
    const whole = wordSimilarity(w, token);
    // A style or generic word read right ("Ales") is that word, not a slip of a telling one
    // ("Hale's"): it would lend a rare word's weight to a word every label carries.
    if (whole > best.sim && (whole === 1 || !telling || !index.isStyleWord(w)))
      best = { sim: whole, word: i, from: 0, to: w.length, coverage: 1 };
    if (w.length < token.length + 2) return;
    if (token.length < T.inWordLength) {
      const sim = T.affixSimilarity;
      if (
        token.length >= T.affixLength &&
        (w.startsWith(token) || w.endsWith(token)) &&
        best.sim < sim
      ) {
        const from = w.startsWith(token) ? 0 : w.length - token.length;
        best = { sim, word: i, from, to: from + token.length, coverage: 1 };
      }
      return;
    }
    const slips = allowedSlips(token.length);
    const { distance, end } = substringMatch(folded, reading.folded[i]!, slips);
    const sim = distance <= slips ? T.inWordSimilarity - distance / (token.length + 1) : 0;
    if (sim > best.sim)
      best = { sim, word: i, from: Math.max(0, end - folded.length), to: end, coverage: 1 };
  });
  // A short common word ("ale", "ipa", "bock") with one letter misread or lost: it tells no beer
  // apart, so the slip costs little, but without it the whole name would be missing ("Abbey
  // Hle", "Dark Mid").
  if (best.sim === 0 && token.length <= SLIPS.shortStyleLength && index.isStyleWord(token)) {
    const off = letterOff(token, reading);
    const i = off >= 0 ? off : letterLost(folded, reading);
    // The whole word read is the style word: "Mid" is three letters long, not mild's four.
    if (i >= 0) {
      const to = reading.words[i]!.length;
      best = { sim: SLIPS.shortStyleSimilarity, word: i, from: 0, to, coverage: 1 };
    }
  }
  if (best.sim < 1) {
    const cut = onlyWordLeftByFrame(index, token, reading);
    if (cut !== undefined) {
      const to = reading.words[cut]!.length;
      best = { sim: FRAGMENTS.cutSimilarity, word: cut, from: 0, to, coverage: 1, cut: true };
    }
  }
  if (best.sim < FRAGMENTS.similarity) {
    const pieced = fragments(index, token, reading);
    if (pieced.sim > best.sim) best = pieced;
  }
  reading.found.set(token, best);
  return best;
}

/**
 * A word found inside a longer word counts only when the rest of that word is explained by the
 * same beer or is a short ending: "sierra"+"nevada" fill "sierranevada", but "water" leaves
 * "tide" of "tidewater".
 */
export function locateFor(
  index: CatalogueIndex,
  tokens: string[],
  reading: Reading,
): Map<string, Found> {
  // Surest first; one stretch of letters can stand for one word only, so "Oktoberfest" is
  // not both "Dogtoberfest" and "Octoberfest".
  const found = tokens
    .map((t) => [t, locate(index, t, reading)] as const)
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
  const start = new Map<number, number>();
  for (const [, f] of kept) {
    if (f.sim === 0) continue;
    covered.set(f.word, (covered.get(f.word) ?? 0) + (f.to - f.from));
    start.set(f.word, Math.min(start.get(f.word) ?? Infinity, f.from));
  }
  return new Map(
    kept.map(([t, f]) => {
      if (f.sim === 0) return [t, f];
      const length = reading.words[f.word]!.length;
      const unexplained = length - (covered.get(f.word) ?? 0);
      // A few letters left over are an ending, as in "Ayinger" (Aying) or "Andechser" (Andechs);
      // letters before the word (past a stray mark) are not: "cobra" is not in "Arcobrau". Nor
      // are letters that make the word read the start or end of a longer catalogue word cut off
      // at the label's edge: "BRAVOUR" is Bravoure, not Bravo.
      const explained =
        (start.get(f.word) ?? 0) <= T.strayLetters &&
        unexplained <= Math.max(SLIPS.endingLetters, T.endingShare * length) &&
        (unexplained === 0 || !index.wordsFragmentOf(reading.words[f.word]!).length);
      const inside = f.to - f.from < length && !explained;
      return [t, inside ? { ...f, sim: f.sim * T.unexplainedFactor } : f];
    }),
  );
}

/**
 * Brewery words cut off at a line's end ("BROUWERIJ 3 FONTE", "… TRAPPISTEN VAN WES"): the last
 * word of a line, right after the word the brewery's name as written puts before it (its
 * corporate words, numbers and particles too, which the brewery's telling words leave out; "by"
 * before its first: "bottled by Felinf…"), that
 * starts the brewery's word and is no catalogue word of its own, is that word at the label's edge.
 * It may be a line of its own after the line that word ends, as for a name's words (besideRead).
 * Where the photo's frame cut the line, a letter is enough, as for a name's words ("TWOROWS
 * RESTAURANT & BREWERY - DA" of TwoRows … - Dallas).
 */
export function cutBreweryAtEdge(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): Map<string, Found> {
  let out = found;
  const { words, lineOf } = reading;
  for (const t of beer.breweryTokens) {
    if (readExactly(out.get(t)!)) continue;
    // The brewery's first word follows "by" ("Brewed and bottled by Felinf…").
    const before = beer.breweryWords[beer.breweryWords.indexOf(t) - 1] ?? 'by';
    const at = words.findIndex(
      (w, i) =>
        i > 0 &&
        words[i - 1] === before &&
        lineOf[i + 1] !== lineOf[i] &&
        w !== t &&
        isCutPiece(index, reading, t, i, 'start', FRAGMENTS.cutLetters, reading.frameEnd.has(i)),
    );
    if (at < 0) continue;
    if (out === found) out = new Map(found);
    // A name word found there but not read letter for letter ("Schwarzbier" in "Kostritzer
    // Schwarzbierbr…" or "…Schwarzbien" of Köstritzer Schwarzbierbrauerei) was the start of the
    // brewery's word: not read.
    for (const n of beer.nameTokens)
      if (n !== t && out.get(n)!.word === at && !readExactly(out.get(n)!)) out.set(n, MISSING);
    out.set(t, {
      sim: FRAGMENTS.cutSimilarity,
      word: at,
      from: 0,
      to: words[at]!.length,
      coverage: 1,
      cut: true,
    });
  }
  return out;
}

/** Read as a word, not only in fragments ("Birra Moret" shows a fragment of "Moretti"). */
const readWhole = (f: Found) => f.sim >= T.wordRead && f.coverage === 1;
const readExactly = (f: Found) => readWhole(f) && f.sim === 1;

/**
 * Name words cut off at a line's end, as on a label turned away with its bottle: the first word
 * of a line that ends a name word, right before the name's next word read whole ("ird Stone
 * Brown" of Third Stone Brown), or the last word of a line that starts one, right after the
 * name's word before it ("Augustiner Ede" of Augustiner Edelstoff). Such a piece, read where the
 * name puts its word and no catalogue word of its own, is that word at the label's edge. The
 * letter at the cut, half turned away, may be misread ("Edelweiss Hefeti" of Hefetrüb).
 */
export function cutAtEdges(
  index: CatalogueIndex,
  name: string[],
  found: Map<string, Found>,
  reading: Reading,
): Map<string, Found> {
  if (name.every((t) => readExactly(found.get(t)!))) return found;
  // Words read as the beer's words: a name word not read whole (the cut word itself, perhaps
  // matched poorly or as a fragment to its piece) claims none. Worked out only for a piece that
  // fits, which is rare.
  let claimed: Set<number> | undefined;
  let out = found;
  name.forEach((t, k) => {
    const own = found.get(t)!;
    if (readExactly(own)) return;
    // Read whole with a slip ("effe" for leffe), the word may yet be a piece of it, in its place.
    const slipped = readWhole(own);
    const before = besideRead(found, reading, name[k + 1], -1);
    const after = besideRead(found, reading, name[k - 1], 1);
    // Two letters will do ("Id Rasputin" of Old Rasputin, "SLEEMAN ORIGINAL DR") when another
    // word of the name that is no style word was read letter for letter: beside "Stout" alone,
    // "ey" could end any word.
    const least = name.some(
      (o) => o !== t && !index.isStyleWord(o) && !isGeneric(o) && readExactly(found.get(o)!),
    )
      ? FRAGMENTS.cutLettersBesideName
      : FRAGMENTS.cutLetters;
    let at: number | undefined;
    for (const [i, side] of [
      [before, 'end'],
      [after, 'start'],
    ] as const) {
      if (i === undefined) continue;
      // A number's letters tell nothing: "…th" may end any "4th" or "10th".
      if (hasDigit(t) && !hasDigit(reading.words[i]!)) continue;
      // The photo's frame cut the line there: a piece of any length is the word cut off.
      const frame = (side === 'end' ? reading.frameStart : reading.frameEnd).has(i);
      if (!isCutPiece(index, reading, t, i, side, least, frame)) continue;
      if (slipped && i !== own.word) continue;
      claimed ??= new Set(
        [...found]
          .filter(([n, f]) => f.sim > 0 && (readWhole(f) || !name.includes(n)))
          .map(([, f]) => f.word),
      );
      if (slipped || !claimed.has(i)) {
        at = i;
        break;
      }
    }
    if (at === undefined) return;
    claimed!.add(at);
    if (out === found) out = new Map(found);
    out.set(t, {
      sim: FRAGMENTS.cutSimilarity,
      word: at,
      from: 0,
      to: reading.words[at]!.length,
      coverage: 1,
      cut: true,
    });
  });
  return out;
}

/**
 * The word read beside name word t, read whole, at its line's edge: right before it and first on
 * the line (step -1), or right after it and last on the line (step 1). A name set on two lines
 * may lose a word's start (end) at the label's edge on a line of its own, right before (after)
 * the line t starts (ends): "aramel" over "Rye" of Caramel Rye.
 */
function besideRead(
  found: Map<string, Found>,
  reading: Reading,
  t: string | undefined,
  step: -1 | 1,
): number | undefined {
  const f = t === undefined ? undefined : found.get(t);
  if (!f || !readWhole(f) || !wholeWord(f, reading)) return undefined;
  const { lineOf, words } = reading;
  let i = f.word + step;
  // A lone letter at the near end of the piece's own line is a stray mark at the label's edge
  // ("Mahou" over "I Clasi"), as beside a name read whole (isExactLine).
  if (isStrayLetter(words[i]) && lineOf[i] !== lineOf[f.word] && lineOf[i + step] === lineOf[i])
    i += step;
  return lineOf[i] !== undefined && lineOf[i + step] !== lineOf[i] ? i : undefined;
}

/**
 * Read word i, a piece in a cut word's place, is a word of its own: a style or generic word read
 * right ("Dark", "Pale"), which any label may carry, or a catalogue word that some name has
 * beside the name's word it was read beside ("NUT BROWN ALE": "nut" is no cut "Chestnut"). Any
 * other catalogue word there ("INEDIT DAM" of Inedit Damm, "HOPPY TRAIL" of Hoppy Trails) is
 * the name's word cut off: no name has the words as read. So is a style word of a fragment's
 * length where the photo's frame cut its line (`atFrame`): the label went on past it
 * ("Firestarter Smoke" of Firestarter Smoked Lager). A generic word there ("an" before
 * "Wheat") may be just that.
 */
function isWordOfItsOwn(
  index: CatalogueIndex,
  reading: Reading,
  i: number,
  side: 'start' | 'end',
  atFrame = false,
): boolean {
  const word = reading.words[i]!;
  if (!index.hasWord(word)) return false;
  if (isGeneric(word)) return true;
  if (index.isStyleWord(word) && !(atFrame && word.length >= FRAGMENTS.fragmentLength)) return true;
  return index.namedTogether(word, reading.words[side === 'end' ? i + 1 : i - 1]!);
}

/**
 * Read word i is a piece of `least` letters or more (3 unless told; one where the photo's frame
 * cut it, `atFrame`), no word of its own (isWordOfItsOwn), that ends (or starts) catalogue word
 * `t`, shorter than it, lookalikes folded. Under 3, every one must be a letter as read. The
 * letter at the cut, half turned away, may be misread: the piece less that letter fits.
 */
function isCutPiece(
  index: CatalogueIndex,
  reading: Reading,
  t: string,
  i: number,
  side: 'start' | 'end',
  least: number = FRAGMENTS.cutLetters,
  atFrame = false,
): boolean {
  const word = foldLookalikes(t);
  const piece = reading.folded[i]!;
  // A style word's first letter or two at a line's end ("Monteith's Original A") tell no beer
  // apart: they show the name went on past the edge, where its words before them put it. They
  // may be a word of their own ("a"), but must be letters as read: the "8" of "Westvleteren 8"
  // folds to a "b", and is no cut "Blonde".
  const letters = /^\p{L}+$/u.test(reading.words[i]!);
  // The style word as the catalogue writes it: folded, "pils" is no style word ("plls"). A lone
  // "I" is as often a stray stroke at the edge, or the start of any word ("Voodoo Ranger I"
  // over "Imperial" is no Voodoo Ranger IPA).
  const strayStroke = reading.words[i] === 'i';
  const styleStart = side === 'start' && index.isStyleWord(t) && letters && !strayStroke;
  const bound = letters ? least : FRAGMENTS.cutLetters;
  const shortest = styleStart ? 1 : atFrame && letters ? FRAGMENTS.cutLettersAtFrame : bound;
  if (piece.length < shortest || piece.length >= word.length) return false;
  // The letter at the cut may be misread when the letters left are enough on their own.
  const { asRead, misread } = cutFit(word, piece, side, piece.length > bound);
  return (
    (asRead || (misread && !isSlipOfWordBeside(index, reading, i, side))) &&
    ((styleStart && piece.length < FRAGMENTS.cutLetters) ||
      !isWordOfItsOwn(index, reading, i, side, atFrame))
  );
}

/**
 * How a piece fits word cut off at `side` (the piece starts the word, or ends it): as read, or,
 * when it is `long` enough to stand without it, only with the letter at the cut misread.
 */
function cutFit(word: string, piece: string, side: 'start' | 'end', long: boolean) {
  const asRead = side === 'end' ? word.endsWith(piece) : word.startsWith(piece);
  const misread =
    !asRead &&
    long &&
    (side === 'end' ? word.endsWith(piece.slice(1)) : word.startsWith(piece.slice(0, -1)));
  return { asRead, misread };
}

/**
 * Catalogue word `t` was found only as a short piece cut off with the letter at the cut misread
 * ("tark" for the end of "landmark"): a piece that, as read, neither starts nor ends it, with
 * fewer letters that do than a fragment needs ("…ark"; "Gustix" has five of "Gustier").
 */
export function cutMisread(t: string, f: Found, reading: Reading): boolean {
  const piece = reading.folded[f.word];
  if (!f.cut || piece === undefined || piece.length > FRAGMENTS.fragmentLength) return false;
  const word = foldLookalikes(t);
  return !word.startsWith(piece) && !word.endsWith(piece);
}

/** The piece fits the word cut at `side`, as read or with the letter at the cut misread. */
function fitsCut(word: string, piece: string, side: 'start' | 'end') {
  const { asRead, misread } = cutFit(word, piece, side, true);
  return asRead || misread;
}

/**
 * Some word read at a line's end starts catalogue word t, or one at a line's start ends it, the
 * letter at the cut perhaps misread ("Middle Ages Raspp" of Raspberry Ale): a word cut where the
 * label turns away, as cutAtEdges weighs it, shorter than t and longer than a fragment of any
 * word. A cheap look before a name is scored, without the words found around the piece.
 */
export function piecedAtLineEnd(t: string, reading: Reading): boolean {
  const word = foldLookalikes(t);
  const { lineOf, folded } = reading;
  return folded.some(
    (piece, i) =>
      piece.length > FRAGMENTS.cutLetters &&
      piece.length < word.length &&
      ((lineOf[i + 1] !== lineOf[i] && fitsCut(word, piece, 'start')) ||
        (lineOf[i - 1] !== lineOf[i] && fitsCut(word, piece, 'end'))),
  );
}

/**
 * The beer's name read whole after a piece that starts its line and is no catalogue word: the
 * end of a word where the label turned away, the letter at the cut perhaps misread ("pp Anchor
 * Steam", "Dro" of Great Dane's Drop Anchor Steam lost), or a longer piece with a slip ("rpp").
 * The other breweries' beers of the name with such a word before it, whose end the piece fits.
 */
export function namedAfterCutWord(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): IndexedBeer[] {
  const { words, folded, lineOf } = reading;
  const at = beer.nameTokens.map((t) => found.get(t));
  const first = at[0]?.word;
  if (first === undefined || !at.every((f, k) => f?.sim === 1 && f.word === first + k)) return [];
  const i = first - 1;
  const piece = folded[i];
  if (
    piece === undefined ||
    lineOf[i] !== lineOf[first] ||
    lineOf[i - 1] === lineOf[i] ||
    piece.length < FRAGMENTS.cutLettersBesideName ||
    !/^\p{L}+$/u.test(words[i]!) ||
    index.hasWord(words[i]!)
  )
    return [];
  // Three letters or more may also carry a slip of their own ("rpp" for "rop").
  const ends = (word: string) =>
    fitsCut(word, piece, 'end') ||
    (piece.length >= FRAGMENTS.cutLetters &&
      word.length > piece.length &&
      withinALetter(piece, word.slice(-piece.length)));
  return index
    .namedAfterAWord(beer.nameTokens, beer.breweryKey)
    .filter((b) => ends(foldLookalikes(b.nameTokens[0]!)));
}

/**
 * Read word i is one slip from a catalogue word that some name has beside the word it was read
 * beside: "Wee Heay" is Wee Heavy misread, not Wee Heavier cut with its cut letter misread.
 */
const isSlipOfWordBeside = (
  index: CatalogueIndex,
  reading: Reading,
  i: number,
  side: 'start' | 'end',
) => {
  const beside = reading.words[side === 'end' ? i + 1 : i - 1];
  return (
    beside !== undefined &&
    index.slipsOf(reading.words[i]!).some((w) => index.namedTogether(w, beside))
  );
};
