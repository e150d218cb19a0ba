import type { CatalogueIndex } from './catalogue-index';
import { isStrengthOrVolume } from './leftovers';
import type { LabelLine } from './frame';
import { foldLookalikes, isGeneric, isNameStopword, isNoise, tokenize } from './text';
import { FRAGMENTS, READING, SLIPS } from './tuning';

/** Where a catalogue word was found: how surely, in which word read, and over which letters. */
export type Found = {
  sim: number;
  word: number;
  from: number;
  to: number;
  /** Share of the word's letters seen only as fragments ("falke…", "…enhof"); 1 when whole. */
  coverage: number;
  /** Only its letters at one end were in view, the rest cut off at the label's edge. */
  cut?: boolean;
  /** Not read: a word the catalogue does not know stands in its place (matching.ts withHeldPlaces). */
  held?: boolean;
};

/** A lone letter beside a name: a stray mark at the label's edge, not a word ("R" of "RAbbot"). */
export const isStrayLetter = (word: string | undefined) =>
  word !== undefined && /^\p{L}$/u.test(word);

/** A word found as the whole of a word read, not inside a longer one ("gold" in "golden"). */
export const wholeWord = (f: Found, reading: Reading) =>
  f.from === 0 && f.to === reading.words[f.word]!.length;

/** What a window of lines says, in the forms the matcher compares against. */
export type Reading = {
  words: string[];
  folded: string[];
  /** Per word: its line's text height against the window's largest (1 = the largest text). */
  sizes: number[];
  /** Per word: the index of the line it was read in. */
  lineOf: number[];
  /**
   * Words the photo's frame cut off before (the first word of a line running into it at its
   * start) or after (the last word of a line running into it at its end): `frame.ts`.
   */
  frameStart: Set<number>;
  frameEnd: Set<number>;
  /** The lines that state a strength or a volume ("Porter · 5.6% ABV"): a label's fine print. */
  strengthLines: Set<number>;
  /** Letters of the words that could name a beer, each weighted by its size. */
  meaningfulLength: number;
  /** Each line's words as the OCR spaced them, none split: ["big", "island", "porter"]. */
  written: string[][];
  /** All of them in one: " big island porter ". */
  asWritten: string;
  found: Map<string, Found>;
};

/**
 * The pieces a run-together word splits into when every piece is a catalogue word
 * ("hopriverpale" → hop river pale, "stjohnstout" → st john stout); undefined when it does not
 * split, or only into many short pieces (which any jumble of letters would). The end of a rare
 * word cut off at a label's edge ("denbach" of Rodenbach) stays whole, though "den" and "bach"
 * are words too. When no split into catalogue words exists, one piece may be a word misread
 * (`withOneSlip`).
 */
export function splitRunTogether(word: string, index: CatalogueIndex): string[] | undefined {
  if (word.length < READING.splitWordLength || index.hasWord(word)) return undefined;
  if (index.wordsFragmentOf(word).length) return undefined;
  const ahead = startSplits(word, index);
  const exact = ahead[word.length];
  if (exact && exact.pieces.length >= 2) {
    if (exact.pieces.length > READING.maxPieces) return undefined;
    // A split needing a scrap of a word ("an" + "water") is less likely than one misread letter
    // of a catalogue word ("anwater" for Atwater).
    if (exact.short > 0 && index.isSlipOfWord(word)) return undefined;
    // Two words of no style ("tide" + "bury") that a long word read with two slips also spells
    // are likelier that word ("Titlebury"); "winter" + "ale" are not "wintertime".
    if (
      exact.pieces.length === 2 &&
      exact.pieces.every((p) => !index.isStyleWord(p) && !isNameStopword(p)) &&
      index.isTwoSlipsFromLongWord(word)
    )
      return undefined;
    return exact.short > READING.maxShortPieces ? undefined : exact.pieces;
  }
  return exact || index.isSlipOfWord(word) ? undefined : withOneSlip(word, index, ahead);
}

/** `rarity`: the pieces' summed idf. */
type Split = { pieces: string[]; short: number; rarity: number };

// Of as many pieces, and as many short ones, the split into commoner words is the likelier
// reading: "SALTMARSHALES" is salt marsh ales, not salt mars hales (Hale's Ales). Style and
// generic words are the commonest on labels, though the catalogue's names seldom hold "ales".
const rarityOf = (piece: string, index: CatalogueIndex) =>
  isGeneric(piece) || index.isStyleWord(piece) ? 0 : index.idf(piece);
const better = (a: Split, b: Split | undefined) =>
  !b ||
  a.pieces.length < b.pieces.length ||
  (a.pieces.length === b.pieces.length &&
    (a.short < b.short || (a.short === b.short && a.rarity < b.rarity)));

// A lone letter is a stray mark, but for the article run into the next word ("APEARTREE").
const isKnownPiece = (piece: string, index: CatalogueIndex) =>
  (piece.length >= 2 || isNameStopword(piece)) && index.hasWord(piece);
const shortPieces = (piece: string) => (piece.length < READING.shortPiece ? 1 : 0);

/** The fewest catalogue words (the fewest short ones on a tie) that spell word[0, i), per i. */
function startSplits(word: string, index: CatalogueIndex): Array<Split | undefined> {
  const ahead: Array<Split | undefined> = [{ pieces: [], short: 0, rarity: 0 }];
  for (let end = 1; end <= word.length; end++)
    for (let start = Math.max(0, end - READING.longestPiece); start < end; start++) {
      const before = ahead[start];
      const piece = word.slice(start, end);
      if (!before || !isKnownPiece(piece, index)) continue;
      const split = {
        pieces: [...before.pieces, piece],
        short: before.short + shortPieces(piece),
        rarity: before.rarity + rarityOf(piece, index),
      };
      if (better(split, ahead[end])) ahead[end] = split;
    }
  return ahead;
}

/** The same for each end of the word, word[i, …): only wanted when no exact split exists. */
function endSplits(word: string, index: CatalogueIndex): Array<Split | undefined> {
  const n = word.length;
  const behind: Array<Split | undefined> = [];
  behind[n] = { pieces: [], short: 0, rarity: 0 };
  for (let start = n - 1; start >= 0; start--)
    for (let end = start + 1; end <= Math.min(n, start + READING.longestPiece); end++) {
      const after = behind[end];
      const piece = word.slice(start, end);
      if (!after || !isKnownPiece(piece, index)) continue;
      const split = {
        pieces: [piece, ...after.pieces],
        short: after.short + shortPieces(piece),
        rarity: after.rarity + rarityOf(piece, index),
      };
      if (better(split, behind[start])) behind[start] = split;
    }
  return behind;
}

/**
 * Small print runs words together and misreads a letter as often: "SANMGUELBREWERY" is san mguel
 * brewery, Miguel's "i" lost. One piece of 5+ letters may be a telling catalogue word (not a
 * style or generic word) with one slip, kept as read for the matcher to weigh, the rest
 * catalogue words of 3+ letters, when the pieces' telling words are all one beer's: a jumble
 * splits into slipped words of many beers ("FOXGLOVEIPA" is no "fox" + "clove" + "ipa").
 */
function withOneSlip(
  word: string,
  index: CatalogueIndex,
  ahead: Array<Split | undefined>,
): string[] | undefined {
  const behind = endSplits(word, index);
  const telling = (t: string) => !index.isStyleWord(t) && !isGeneric(t);
  let best: Split | undefined;
  for (let start = 0; start < word.length; start++) {
    const before = ahead[start];
    if (!before || before.short) continue;
    const longest = Math.min(word.length, start + READING.longestPiece);
    for (let end = start + SLIPS.oneSlipLength; end <= longest; end++) {
      const after = behind[end];
      const piece = word.slice(start, end);
      if (!after || after.short || index.hasWord(piece) || !index.isSlipOfWord(piece)) continue;
      // A slip in "brewing" frees the words beside it, but tells no beer by itself.
      const meant = index.slipsOf(piece).filter(telling);
      if (!meant.length) continue;
      const split = {
        pieces: [...before.pieces, piece, ...after.pieces],
        short: 0,
        // The misread piece is as rare as any reading of it: only the others tell splits apart.
        rarity: before.rarity + after.rarity,
      };
      if (split.pieces.length < 2 || split.pieces.length > READING.maxPieces) continue;
      if (!better(split, best)) continue;
      const words = split.pieces
        .map((p) => (p === piece ? meant : [p].filter(telling)))
        .filter((either) => either.length);
      if (index.inOneBeer(words)) best = split;
    }
  }
  return best?.pieces;
}

/**
 * "punkipa5" (a name run into its strength) is "punkipa" and "5". Only numbers at a word's end
 * or start: a digit inside a word is an OCR slip ("pa1e"), and catalogue words ("5am") stay.
 * A number run into a year ("#72008" of "#7 2008") is the two, when the catalogue knows both.
 */
function apartFromNumbers(token: string, index: CatalogueIndex): string[] {
  if (index.hasWord(token)) return [token];
  const parts = /^(\p{L}{3,})(\d+)$/u.exec(token) ?? /^(\d+)(\p{L}{3,})$/u.exec(token);
  if (parts) return [parts[1]!, parts[2]!];
  const dated = /^(\d{1,3})((?:19|20)\d\d)$/.exec(token);
  return dated && index.hasWord(dated[1]!) && index.hasWord(dated[2]!)
    ? [dated[1]!, dated[2]!]
    : [token];
}

/**
 * Where one word ends and the next begins: at spaces, and at a dash the OCR, which knows Chinese
 * and Japanese letters too, read as the one that looks like it ("6.Hair of the Dog Brewing
 * 一Adam"). Only beside Latin letters: a name in kanji keeps its 一. Other such letters beside a
 * word are often a misread letter of it ("田hite" for a blackletter White) and stay.
 */
const WORD_BREAK = /\s+|(?<=\p{Script=Latin})(?=[一ー])|(?<=[一ー])(?=\p{Script=Latin})/u;

/** `split` is `pieces` with some of them, next to each other, written together. */
function joinsPieces(split: string[], pieces: string[]): boolean {
  if (split.length >= pieces.length) return false;
  let at = 0;
  for (const word of split) {
    let joined = '';
    while (at < pieces.length && joined.length < word.length) joined += pieces[at++];
    if (joined !== word) return false;
  }
  return at === pieces.length;
}

/**
 * OCR drops the space between words but keeps their capitals: "ElmfordBrewing" is two words,
 * even when one of them is misread and so no catalogue word ("ElmfrdBrewing"). A word the
 * catalogue knows as written ("BrewDog") stays whole, and so does one that splits into catalogue
 * words another way ("McKenzieBrew" is mckenzie brew, not mc kenzie brew). A capital before a capitalised word
 * ("RAbbot", a mark at the label's edge read as a letter) is apart from it too; a capital at
 * a word's end ("LosseD") is a letter of that word, not a word of one letter.
 */
function apartAtCapitals(text: string, index: CatalogueIndex): string[] {
  return text.split(WORD_BREAK).flatMap((word) => {
    const raw = withMisreadLetters(word, index);
    const whole = asMeant(tokenize(raw), index);
    if (whole.length !== 1 || index.hasWord(whole[0]!)) return whole;
    const pieces = tokenize(
      raw.replace(/(\p{Ll})(\p{Lu}\p{L})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2'),
    ).flatMap((piece, i, all) => (i < all.length - 1 ? apartFromI(piece, index) : piece));
    // Capitals that part words the catalogue does not know ("McKenzieBrew": mc kenzie) give way
    // to a split into words it does know (mckenzie brew), unless a piece is a catalogue word
    // misread ("AnwaterBlock" is Atwater Block, not an water block). Its pieces come back as
    // they are, before a number could be parted from the word ("2NDSTREET" is 2nd street, not
    // 2 ndstreet). Pieces the catalogue all knows stay apart, unless some of them make one of
    // its words written with a capital inside ("HopFishIPA" is hopfish ipa, not hop fish ipa).
    const unknown = pieces.filter((p) => !index.hasWord(p));
    if (unknown.some((p) => index.isSlipOfWord(p))) return pieces;
    // Parted into pieces no word is near, a word a slip from a catalogue word is that word
    // misread, its case mixed by display lettering ("GOPPy" is hoppy, not gop py).
    if (unknown.length === pieces.length && index.isSlipOfWord(whole[0]!)) return whole;
    const split = splitRunTogether(whole[0]!, index);
    if (unknown.length === 0) return split && joinsPieces(split, pieces) ? split : pieces;
    return split ?? pieces;
  });
}

/**
 * Letters display type is read as something else, taken back where that makes a word the
 * catalogue knows: a German "ß" read as a capital B ("WeiBbier" is weissbier, not weib bier),
 * an "E" read as an ampersand ("PR&MIUM" is premium, not pr mium), an apostrophe before a
 * word's last "s" read as an "l" ("Caulfieldls" is Caulfield's). An ampersand between letters
 * is no "and": the word it makes may carry a slip of its own too ("PR&MTUM").
 */
const MISREAD_LETTERS: [RegExp, (match: string, before: string) => string, boolean][] = [
  [/(\p{Ll})B(?=\p{Ll})/gu, (_, before) => `${before}ss`, false],
  [
    /(\p{L})&(?=\p{L})/gu,
    (_, before) => before + (before === before.toLowerCase() ? 'e' : 'E'),
    true,
  ],
  [/(\p{L})[lI1](?=[sS]$)/gu, (_, before) => `${before}'`, false],
];
function withMisreadLetters(word: string, index: CatalogueIndex): string {
  const isCatalogueWord = (text: string, slipped = false) => {
    const tokens = tokenize(text);
    return (
      tokens.length === 1 &&
      (index.hasWord(tokens[0]!) || (slipped && index.isSlipOfWord(tokens[0]!)))
    );
  };
  for (const [misread, meant, slipped] of MISREAD_LETTERS) {
    const fixed = word.replace(misread, meant);
    // A catalogue word as read ("Pils", "Bells") is that word. Asked only when a letter could
    // be misread: every word of every window passes here.
    if (fixed !== word && isCatalogueWord(fixed, slipped))
      return isCatalogueWord(word) ? word : fixed;
  }
  return word;
}

/** Words with a Polish "ł" the OCR read as a "t" ("Perta") as the catalogue writes them. */
const asMeant = (tokens: string[], index: CatalogueIndex) =>
  tokens.map((t) => index.withStrokedL(t) ?? t);

/**
 * The word "I" run in before a capitalised word is read as a small "l", the same stroke in most
 * typefaces: "RyelOughta" is "Rye I Oughta". Only when the word is no catalogue word with the
 * "l" and is one without it.
 */
function apartFromI(piece: string, index: CatalogueIndex): string[] {
  const stem = piece.slice(0, -1);
  return piece.endsWith('l') && stem.length > 1 && !index.hasWord(piece) && index.hasWord(stem)
    ? [stem, 'i']
    : [piece];
}

/**
 * A word that could name a beer: style words ("blonde", "tripel") and fine print around a name
 * are not held against it.
 */
export const isMeaningful = (index: CatalogueIndex, w: string) =>
  !isNoise(w) && !isGeneric(w) && !/^\d/.test(w) && !index.isStyleWord(w);

/**
 * What the photo's frame left of a word, run into the next word read whole ("DSEATTLE" at the
 * photo's left edge: the "d" of "Old", then "Seattle"): a letter or two apart from a catalogue
 * word long enough not to be a chance, on a line the frame cuts at that end.
 */
function apartFromFramePiece(
  token: string,
  index: CatalogueIndex,
  atStart: boolean | undefined,
  atEnd: boolean | undefined,
): string[] | undefined {
  if ((!atStart && !atEnd) || index.hasWord(token)) return undefined;
  for (let k = 1; k <= FRAGMENTS.framePieceLetters; k++) {
    const rest = atStart ? token.slice(k) : token.slice(0, -k);
    if (rest.length < FRAGMENTS.fragmentLength || !index.hasWord(rest)) continue;
    return atStart ? [token.slice(0, k), rest] : [rest, token.slice(-k)];
  }
  return undefined;
}

/**
 * The first letter of a line's last word run into the word before it where the label turns
 * away ("PREMIUMP": premium, then the "P" of Pils cut off), apart from that word: a catalogue
 * word long enough not to be a chance, less one letter. The letter is then what `locate.ts`
 * makes of a style word's first letter at a line's end. A word a slip from another catalogue
 * word is that word misread ("Doubte" is Double, not Doubt and an "e").
 */
function apartFromCutStart(
  token: string,
  index: CatalogueIndex,
  atEnd: boolean,
): string[] | undefined {
  const rest = token.slice(0, -1);
  const apart =
    atEnd &&
    rest.length >= FRAGMENTS.fragmentLength &&
    !index.hasWord(token) &&
    index.hasWord(rest) &&
    index.slipsOf(token).every((w) => w === rest);
  return apart ? [rest, token.slice(-1)] : undefined;
}

/** The window's words, run-together ones split against the catalogue, each with its text size. */
export function readingOf(index: CatalogueIndex, lines: LabelLine[]): Reading {
  const tallest = Math.max(1, ...lines.map((l) => l.lineHeight));
  const words: string[] = [];
  const sizes: number[] = [];
  const lineOf: number[] = [];
  const frameStart = new Set<number>();
  const frameEnd = new Set<number>();
  for (const [n, l] of lines.entries()) {
    const first = words.length;
    const tokens = apartAtCapitals(l.text, index).flatMap((t) => apartFromNumbers(t, index));
    for (const [k, token] of tokens.entries()) {
      const pieces = splitRunTogether(token, index) ??
        apartFromFramePiece(
          token,
          index,
          k === 0 && l.frameCut?.start,
          k === tokens.length - 1 && l.frameCut?.end,
        ) ??
        apartFromCutStart(token, index, k === tokens.length - 1) ?? [token];
      words.push(...pieces);
      sizes.push(...pieces.map(() => l.lineHeight / tallest));
      lineOf.push(...pieces.map(() => n));
    }
    if (words.length > first && l.frameCut?.start) frameStart.add(first);
    if (words.length > first && l.frameCut?.end) frameEnd.add(words.length - 1);
  }
  const written = lines.map((l) => asMeant(tokenize(l.text.split(WORD_BREAK).join(' ')), index));
  const meaningfulLength = words.reduce(
    (sum, w, i) => (isMeaningful(index, w) ? sum + w.length * sizes[i]! : sum),
    0,
  );
  return {
    words,
    folded: words.map(foldLookalikes),
    sizes,
    lineOf,
    frameStart,
    frameEnd,
    strengthLines: new Set(lines.flatMap((l, n) => (isStrengthOrVolume(l.text) ? [n] : []))),
    meaningfulLength,
    written,
    asWritten: ` ${written.flat().join(' ')} `,
    found: new Map(),
  };
}
