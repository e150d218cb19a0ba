import { breweryCore } from '@common/domain/beer-key';
import {
  editDistance,
  foldLookalikes,
  isGeneric,
  isNameStopword,
  isNoise,
  tokenize,
  withinALetter,
  wordSimilarity,
} from './text';
import { CANDIDATES, FRAGMENTS, MATCHING, SLIPS } from './tuning';

export type CatalogueBeer = {
  id: string;
  name: string;
  brewery: string;
  style: string | null;
  /** Other names the beer goes by on labels ("Two Rivers Ale" for "Two Rivers IPA"). */
  aliases?: string[];
};

export type IndexedBeer = CatalogueBeer & {
  /** Name words that must all be on the label ("the" and the like excepted). */
  nameTokens: string[];
  /** Brewery words that tell one brewery from another ("brewing", "co" left out). */
  breweryTokens: string[];
  /** The brewery's words as written, its corporate words and numbers too ("brouwerij 3 fonteinen"). */
  breweryWords: string[];
  /** The brewery's telling words as one key, to tell whether two beers share a brewery. */
  breweryKey: string;
  /** True when the name already carries every brewery word ("Guinness Draught" by Guinness). */
  nameHasBrewery: boolean;
  /** Set when this entry is one of the beer's aliases: matched like a name, reported as the beer. */
  alias?: string;
};

function indexed(row: Omit<CatalogueBeer, 'aliases'>, name: string): IndexedBeer {
  const nameTokens = tokenize(name).filter((t) => !isNameStopword(t));
  const breweryTokens = tokenize(breweryCore(row.brewery)).filter(
    (t) => !isGeneric(t) && !isNoise(t),
  );
  return {
    ...row,
    nameTokens,
    breweryTokens,
    breweryWords: tokenize(row.brewery),
    breweryKey: breweryTokens.join(' '),
    nameHasBrewery: breweryTokens.every((t) => nameTokens.includes(t)),
  };
}

/** Misread words remembered by isSlipOfWord before its cache starts again. */
const SLIP_CACHE_MAX = 50_000;

/** The three-letter runs of a text, added to `into` when given. */
export function trigrams(text: string, into = new Set<string>()): Set<string> {
  for (let i = 0; i + 3 <= text.length; i++) into.add(text.slice(i, i + 3));
  return into;
}

/**
 * Two listings' brewery words name one brewery: the same words, or a name of two or more words
 * inside a fuller one ("G. Schneider & Sohn" and "Private Weissbierbrauerei G. Schneider & Sohn
 * GmbH"). One word inside a longer name is not enough: "Creek" is not "Mill Creek". The
 * import's rule for a brewery named more or less fully, without its exception for a brand.
 */
function isOneBrewery(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  const words = short.split(' ');
  const fuller = new Set(long.split(' '));
  return words.length >= 2 && words.every((w) => fuller.has(w));
}

/**
 * The catalogue in memory for matching: word → beers, word rarity (idf) so that "Hocus Pocus"
 * counts for more than "Pale Ale", and a trigram index that finds catalogue words inside
 * whatever the OCR read, run together ("SIERRANEVADA") or with slips ("NEVAOA").
 */
/**
 * Style words labels write that catalogue styles spell out: "Pils" is a Pilsner ("BITBURGER
 * PREMIUM P", the label turned away after its first letter, is Bitburger Premium Pils).
 */
const STYLE_SHORTHAND = ['pils'];

export class CatalogueIndex {
  readonly beers: IndexedBeer[];
  private readonly postings = new Map<string, number[]>();
  /** Each word's rarity, worked out when first asked for (matching asks for it very often). */
  private readonly idfs = new Map<string, number>();
  private readonly byTrigram = new Map<string, string[]>();
  /** Words of the catalogue's style names: "stout", "farmhouse", "amber", "saison"… */
  private readonly styleWords = new Set<string>();

  /**
   * Name word → the brewery (its telling words) of every beer so named, or null for several, and
   * those beers (an alias is the same beer again). A brewery listed under a shorter and a fuller
   * name (`isOneBrewery`) is one, kept by its shorter.
   */
  private readonly nameBrewery = new Map<string, { brewery: string | null; beers: Set<string> }>();

  /** Four-letter starts and ends of rare words → those words, for fragments ("falke…"). */
  private readonly byAffix = new Map<string, string[]>();

  private readonly slips = new Map<string, boolean>();
  /** wordsAround's answers, by side and piece. */
  private readonly around = new Map<string, number>();

  /** A whole name's words ("golden eagle") → the beers of that name. */
  private readonly wholeNames = new Map<string, IndexedBeer[]>();

  /** A name's words after its first ("anchor steam") → the beers of that name (Drop Anchor Steam). */
  private readonly afterFirstWord = new Map<string, IndexedBeer[]>();

  /** A brewery (telling words) → each word of its beers' names → those beers. */
  private readonly breweryNameWords = new Map<string, Map<string, Set<string>>>();

  /** A brewery's telling word → the breweries (telling words) with it in their name. */
  private readonly breweriesOfWord = new Map<string, Set<string>>();

  /** A word with a Polish "ł" as the OCR reads it, with a "t" ("perta") → the word ("perla"). */
  private readonly strokedL = new Map<string, string>();

  constructor(rows: CatalogueBeer[]) {
    // Each alias is one more entry for the same beer, matched exactly as a name is.
    this.beers = rows.flatMap(({ aliases, ...row }) => [
      indexed(row, row.name),
      ...(aliases ?? []).map((alias) => ({ ...indexed(row, alias), alias })),
    ]);
    for (const row of rows) for (const t of tokenize(row.style ?? '')) this.styleWords.add(t);
    for (const t of STYLE_SHORTHAND) this.styleWords.add(t);
    this.beers.forEach((beer, i) => {
      const whole = beer.nameTokens.join(' ');
      const named = this.wholeNames.get(whole);
      if (named) named.push(beer);
      else this.wholeNames.set(whole, [beer]);
      if (beer.nameTokens.length > 1 && beer.alias === undefined) {
        const rest = beer.nameTokens.slice(1).join(' ');
        const after = this.afterFirstWord.get(rest);
        if (after) after.push(beer);
        else this.afterFirstWord.set(rest, [beer]);
      }
      let ofBrewery = this.breweryNameWords.get(beer.breweryKey);
      if (!ofBrewery)
        this.breweryNameWords.set(beer.breweryKey, (ofBrewery = new Map<string, Set<string>>()));
      for (const token of new Set(beer.nameTokens)) {
        ofBrewery.set(token, (ofBrewery.get(token) ?? new Set()).add(beer.id));
        const seen = this.nameBrewery.get(token);
        if (!seen)
          this.nameBrewery.set(token, { brewery: beer.breweryKey, beers: new Set([beer.id]) });
        else {
          seen.beers.add(beer.id);
          if (seen.brewery !== null && !isOneBrewery(seen.brewery, beer.breweryKey))
            seen.brewery = null;
          else if (seen.brewery !== null && beer.breweryKey.length < seen.brewery.length)
            seen.brewery = beer.breweryKey;
        }
      }
      for (const token of beer.breweryTokens)
        this.breweriesOfWord.set(
          token,
          (this.breweriesOfWord.get(token) ?? new Set()).add(beer.breweryKey),
        );
      for (const token of new Set([...beer.nameTokens, ...beer.breweryTokens])) {
        const list = this.postings.get(token);
        if (list) list.push(i);
        else this.postings.set(token, [i]);
      }
    });
    for (const [token, list] of this.postings) {
      if (token.length >= FRAGMENTS.wordLength && list.length <= FRAGMENTS.maxBeers) {
        const f = foldLookalikes(token);
        for (const key of new Set([f.slice(0, 4), f.slice(-4)])) {
          const words = this.byAffix.get(key);
          if (words) words.push(token);
          else this.byAffix.set(key, [token]);
        }
      }
      if (token.length < CANDIDATES.trigramWordLength) continue;
      for (const tri of trigrams(foldLookalikes(token))) {
        const list = this.byTrigram.get(tri);
        if (list) list.push(token);
        else this.byTrigram.set(tri, [token]);
      }
    }
    for (const beer of this.beers)
      for (const word of `${beer.alias ?? beer.name} ${beer.brewery}`.match(/\S*[łŁ]\S*/g) ?? []) {
        const [read, ...moreRead] = tokenize(word.replace(/ł/g, 't').replace(/Ł/g, 'T'));
        const [meant, ...more] = tokenize(word);
        if (read && meant && !moreRead.length && !more.length && !this.hasWord(read))
          this.strokedL.set(read, meant);
      }
  }

  get size(): number {
    return this.beers.length;
  }

  isStyleWord(token: string): boolean {
    return this.styleWords.has(token) || isGeneric(token);
  }

  /** True for any word the catalogue uses in a name, a brewery or a style. */
  hasWord(token: string): boolean {
    return this.postings.has(token) || this.isStyleWord(token);
  }

  /**
   * The catalogue word a read word stands for when the OCR, which has no "ł" among its letters,
   * took one for the "t" it looks like: "Perta" is Perła ("perla"). Only words the catalogue
   * writes with a "ł", and only when the read word is no catalogue word itself.
   */
  withStrokedL(token: string): string | undefined {
    return this.strokedL.get(token);
  }

  /**
   * The word is a brand of the beer's brewery: not a style word, and the name of enough beers,
   * every one of them this brewery's ("Saranac", "Bigfoot"; "Aventinus", under both spellings
   * of G. Schneider & Sohn).
   */
  isBrandOf(token: string, beer: IndexedBeer): boolean {
    const seen = this.nameBrewery.get(token);
    return (
      !!seen?.brewery &&
      isOneBrewery(seen.brewery, beer.breweryKey) &&
      seen.beers.size >= MATCHING.brandMinBeers &&
      token.length >= MATCHING.loneWordLength &&
      !this.isStyleWord(token)
    );
  }

  /**
   * The beers of other breweries than `brewery` that have exactly these words as their name. Not
   * by an alias: a learned one is a label's text as users matched it ("BrewDog Punk IPA", once
   * corrected to another beer), often the brewery and name together, no name a brewery sells.
   */
  namedElsewhere(words: string[], brewery: string): IndexedBeer[] {
    return (this.wholeNames.get(words.join(' ')) ?? []).filter(
      (b) => b.breweryKey !== brewery && b.alias === undefined,
    );
  }

  /** Other breweries' beers named `words` after one word more ("Drop" Anchor Steam). */
  namedAfterAWord(words: string[], brewery: string): IndexedBeer[] {
    return (this.afterFirstWord.get(words.join(' ')) ?? []).filter((b) => b.breweryKey !== brewery);
  }

  /** No other beer of this beer's brewery has the word in its name (an alias is the same beer). */
  isOnlyOfItsBrewery(token: string, beer: IndexedBeer): boolean {
    const beers = this.breweryNameWords.get(beer.breweryKey)?.get(token);
    return !!beers && beers.size === 1 && beers.has(beer.id);
  }

  /**
   * No other name word of the beer's brewery is one letter off `read` (the word read where the
   * beer's word `t` was expected): "sgol" is a slip of Ambev's "skol" only.
   */
  isOnlyNameWordNear(read: string, t: string, beer: IndexedBeer): boolean {
    for (const word of this.breweryNameWords.get(beer.breweryKey)?.keys() ?? [])
      if (word !== t && withinALetter(read, foldLookalikes(word))) return false;
    return true;
  }

  /** How many beers have the word in their name (not their brewery's). */
  namesWith(token: string): number {
    return this.nameBrewery.get(token)?.beers.size ?? 0;
  }

  /** Some beer's name has both words ("nut" and "brown" of Nut Brown Ale). */
  namedTogether(a: string, b: string): boolean {
    const [one, other] = [this.nameBrewery.get(a)?.beers, this.nameBrewery.get(b)?.beers];
    if (!one || !other) return false;
    const [few, many] = one.size < other.size ? [one, other] : [other, one];
    for (const id of few) if (many.has(id)) return true;
    return false;
  }

  /** How many breweries have the word in their name ("creek": many; "redhook": one). */
  breweriesWith(token: string): number {
    return this.breweriesOfWord.get(token)?.size ?? 0;
  }

  /** How many beers a word names. */
  beersWith(token: string): number {
    return this.postings.get(token)?.length ?? 0;
  }

  /**
   * Rare catalogue words that a fragment read (four letters or more, no word itself) starts
   * or ends: "falke" and "enhof" both point at "falkenhof".
   */
  wordsFragmentOf(fragment: string): string[] {
    if (fragment.length < FRAGMENTS.fragmentLength || this.hasWord(fragment)) return [];
    const f = foldLookalikes(fragment);
    return [
      ...new Set([
        ...(this.byAffix.get(f.slice(0, 4)) ?? []),
        ...(this.byAffix.get(f.slice(-4)) ?? []),
      ]),
    ].filter((token) => {
      const t = foldLookalikes(token);
      return t.length > f.length && (t.startsWith(f) || t.endsWith(f));
    });
  }

  /**
   * How many catalogue words a piece read (folded) starts (`side` 'start') or ends, longer than
   * it: "raat" ends one (Piraat), "erry" many (raspberry, cherry…). Worked out once a piece.
   */
  wordsAround(piece: string, side: 'start' | 'end'): number {
    const key = `${side}:${piece}`;
    let n = this.around.get(key);
    if (n === undefined) {
      n = 0;
      for (const token of this.postings.keys()) {
        const t = foldLookalikes(token);
        if (t.length > piece.length && (side === 'start' ? t.startsWith(piece) : t.endsWith(piece)))
          n++;
      }
      if (this.around.size >= SLIP_CACHE_MAX) this.around.clear();
      this.around.set(key, n);
    }
    return n;
  }

  /**
   * A catalogue word one OCR slip away ("anwater" for "atwater"), found among the words that
   * share its trigrams. Cached, as misreads recur across a window's runs of lines; the cache is
   * emptied when full, since the index lives as long as the catalogue does.
   */
  isSlipOfWord(word: string): boolean {
    const known = this.slips.get(word);
    if (known !== undefined) return known;
    const near = !this.wordsNear(word).next().done;
    if (this.slips.size >= SLIP_CACHE_MAX) this.slips.clear();
    this.slips.set(word, near);
    return near;
  }

  /**
   * A long catalogue word two OCR slips from a word read, as near as matching allows
   * (`wordSimilarity`): "tidebury" is Titlebury misread more likely than "tide" and "bury".
   */
  isTwoSlipsFromLongWord(word: string): boolean {
    for (const [token, n] of this.trigramHits(foldLookalikes(word)))
      if (
        n >= CANDIDATES.slipMinHits &&
        token.length >= SLIPS.twoSlipLength &&
        !this.isStyleWord(token) &&
        // Not a word it holds whole ("einbecker" of "einbeckerur"): that is a split.
        !word.includes(token) &&
        wordSimilarity(word, token) > 0
      )
        return true;
    return false;
  }

  /**
   * Catalogue words of trigramWordLength letters or more → how many of the text's trigrams
   * each has.
   */
  private trigramHits(folded: string): Map<string, number> {
    const hits = new Map<string, number>();
    for (const tri of trigrams(folded))
      for (const token of this.byTrigram.get(tri) ?? [])
        hits.set(token, (hits.get(token) ?? 0) + 1);
    return hits;
  }

  /** The catalogue words one OCR slip from a word read ("mguel": miguel). */
  slipsOf(word: string): string[] {
    return [...this.wordsNear(word)];
  }

  /** Each catalogue word one slip from the word, once, looked for among those sharing a trigram. */
  private *wordsNear(word: string): Generator<string> {
    const seen = new Set<string>();
    for (const tri of trigrams(foldLookalikes(word)))
      for (const token of this.byTrigram.get(tri) ?? []) {
        if (seen.has(token)) continue;
        seen.add(token);
        if (editDistance(word, token, 1) <= 1) yield token;
      }
  }

  /** One beer's name and brewery hold a word of each list ("san", "miguel" or "manuel"). */
  inOneBeer(words: string[][]): boolean {
    let beers: Set<number> | undefined;
    for (const either of words) {
      const next = new Set(either.flatMap((t) => this.postings.get(t) ?? []));
      beers = beers ? new Set([...beers].filter((i) => next.has(i))) : next;
      if (!beers.size) return false;
    }
    return true;
  }

  /** Rarity of a catalogue word: high for "pocus", low for "ale". */
  idf(token: string): number {
    let idf = this.idfs.get(token);
    if (idf === undefined) {
      const df = this.postings.get(token)?.length ?? 0;
      idf = Math.log((this.beers.length + 1) / (df + 1)) + 1;
      this.idfs.set(token, idf);
    }
    return idf;
  }

  /**
   * Beers worth scoring for what was read: those sharing a rare enough word, found whole
   * among the words, or (for longer words) by half their trigrams in the run-together text, or
   * by a few of them when a word read is within the slips matching allows.
   */
  candidates(words: string[], folded: string): Set<number> {
    const tokens = new Set<string>();
    for (const w of words) {
      for (const whole of this.wordsFragmentOf(w)) tokens.add(whole);
      if (this.postings.has(w)) tokens.add(w);
      const f = foldLookalikes(w);
      if (f !== w && this.postings.has(f)) tokens.add(f);
    }
    for (const [token, n] of this.trigramHits(folded))
      if (
        n >= Math.max(CANDIDATES.trigramMinHits, (token.length - 2) * CANDIDATES.trigramShare) ||
        // Two slips in a long word ("Tidebury" for Titlebury) leave few of its trigrams whole,
        // yet the word read is as near it as matching allows (wordSimilarity).
        (n >= CANDIDATES.slipMinHits && words.some((w) => wordSimilarity(w, token) > 0))
      )
        tokens.add(token);
    const out = new Set<number>();
    for (const token of tokens) {
      const list = this.postings.get(token);
      // Words this common ("ale", "ipa", "lager") do not propose candidates by themselves.
      if (!list || list.length > CANDIDATES.maxBeersPerWord) continue;
      for (const i of list) out.add(i);
    }
    return out;
  }
}
