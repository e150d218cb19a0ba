import type { CatalogueIndex, IndexedBeer } from './catalogue-index';
import { namesAnotherBrewer } from './brewer-line';
import { spanOverlap } from './grouping';
import type { OcrLine } from './ocr/types';
import {
  cutAtEdges,
  cutBreweryAtEdge,
  cutMisread,
  leftByFrame,
  letterOff,
  locate,
  locateFor,
  namedAfterCutWord,
  piecedAtLineEnd,
} from './locate';
import {
  isMeaningful,
  isStrayLetter,
  readingOf,
  wholeWord,
  type Found,
  type Reading,
} from './reading';
import { foldLookalikes, hasDigit, isBeerWord, isGeneric, tokenize, wordSimilarity } from './text';
// T: the matcher's tuned numbers, each explained in tuning.ts.
import { FRAGMENTS, MATCHING as T, SLIPS } from './tuning';

export type WindowMatch = {
  beer: IndexedBeer;
  /** 0..1 text evidence: name, brewery and how much of the window the beer explains. */
  score: number;
  /** score × how confidently the text was read. */
  confidence: number;
  lines: OcrLine[];
  /** The lines' text as matched: of a line read more than one way, the reading that named it. */
  text: string;
  alternatives: IndexedBeer[];
  /** True when some of the name was only seen in fragments: at most a best guess. */
  partial: boolean;
  /** True when another beer fits the text as well: at most a best guess. */
  tied: boolean;
  /** True when the lines (or the label's fine print) read the beer's brewery in full. */
  breweryRead: boolean;
  /**
   * Only a best guess for want of its brewery, though its whole name of three words or more was
   * read letter for letter as a line of its own (`isOnlyNameOnItsLine`): sure when that line is
   * its label's only large text (matchGroup).
   */
  wholeLine?: boolean;
  /** The label names another brewery as its maker (`namesAnotherBrewer`): at most a best guess. */
  otherBrewer?: boolean;
};

/** Sure enough to show as found: confident, every name word read whole, no equal rival. */
export const isSure = (m: WindowMatch) =>
  m.confidence >= T.identifiedThreshold && !m.partial && !m.tied && !m.otherBrewer;

/** Rarity that counts as evidence: one- and two-letter words ("D", "XX") say little. */
const weight = (index: CatalogueIndex, t: string) =>
  t.length <= T.shortWordLength ? Math.min(T.shortWordMaxWeight, index.idf(t)) : index.idf(t);

/** How well one beer explains a window: its score, and where each of its words was found. */
type Scored = {
  score: number;
  partial: boolean;
  /** Name words not read, "Beer" left off among them. */
  unread: number;
  /** Every word of the brewery read surely, in the window or in the fine print. */
  breweryInFull: boolean;
  /** A word of the brewery that few breweries share read surely, there too (`breweryTold`). */
  breweryTold: boolean;
  /** Brewery credit lent to a distinctive name read without its brewery. */
  lent: number;
  /** See WindowMatch.wholeLine. */
  wholeLine: boolean;
  found: Map<string, Found>;
};

/** A beer scored for one reading, with how many of its brewery's words its name borrowed. */
type Candidate = Scored & { beer: IndexedBeer; borrowed: number };

// The matcher's hot helpers are module functions, not closures inside the functions that use
// them: tsx (esbuild's keepNames) wraps every named closure in a __name call as it is created,
// which cost a fifth of the matching time when scoreBeer built two per candidate beer.

/**
 * "Beer" or "Birra" in a name ("Bavarian Dark Wheat Beer") says nothing and is often left off
 * the label: missing, it does not count against the beer, unless it is all of the name.
 */
const leftOut = (beer: IndexedBeer, t: string) =>
  isBeerWord(t) && beer.nameTokens.some((o) => !isBeerWord(o));

const simOf = (found: Map<string, Found>, t: string) => found.get(t)!.sim;

const isBreweryOrStyle = (index: CatalogueIndex, beer: IndexedBeer, t: string) =>
  beer.breweryTokens.includes(t) || index.isStyleWord(t);

/**
 * How surely a brewery word was read. A word read whole that is itself another catalogue word
 * ("Hells" of Camden Hells Lager) is that word read right, not a slip of the brewery's ("Bell's").
 */
function breweryWordRead(index: CatalogueIndex, f: Found, reading: Reading): number {
  if (f.sim === 1 || f.sim < T.wordRead || !wholeWord(f, reading)) return f.sim;
  return index.hasWord(reading.words[f.word]!) ? 0 : f.sim;
}

/**
 * A brewery word read in part where another catalogue word stands beside it in place of the
 * brewery's own word not read: "PAPER KETTLE" is another maker's brand, not Red Kettle Brewing.
 */
function besideAnotherWord(
  index: CatalogueIndex,
  beer: IndexedBeer,
  t: string,
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  const brewery = beer.breweryTokens;
  const k = brewery.indexOf(t);
  const at = found.get(t)!.word;
  return ([-1, 1] as const).some((step) => {
    const own = brewery[k + step];
    const i = at + step;
    if (own === undefined || simOf(found, own) >= T.wordRead) return false;
    const word = reading.words[i];
    return (
      word !== undefined &&
      reading.lineOf[i] === reading.lineOf[at] &&
      // A word, not a stray letter ("OregonlBry" of Oregon Trail Brewery).
      word.length > T.shortWordLength &&
      /^\p{L}+$/u.test(word) &&
      index.hasWord(word) &&
      // "BrewPub" of Independence Brew Pub is its own word run in.
      !word.includes(own) &&
      !index.isStyleWord(word) &&
      !isGeneric(word) &&
      !beer.nameTokens.includes(word)
    );
  });
}

/**
 * A word the name repeats ("Oyster Point Oyster Stout") explains each time it was read, up to as
 * often as the name has it.
 */
function repeats(beer: IndexedBeer, t: string, reading: Reading): number {
  let inName = 0;
  for (const n of beer.nameTokens) if (n === t) inName++;
  if (inName < 2) return 1;
  return Math.max(1, Math.min(inName, timesRead(t, reading)));
}

/** How many of the words read are this word as the catalogue writes it. */
const timesRead = (t: string, reading: Reading) => reading.words.filter((w) => w === t).length;

/**
 * Words of the beer's name that are its brewery's words, read only once: that once is the
 * brewery's line ("PRIVATBRAUEREI ERDINGER WEISSBRÄU" over "OKTOBERFEST WEIZEN": Erdinger Weizen
 * borrows "Erdinger" from it), so the name showing its own words on its own line is the surer.
 */
const borrowed = (beer: IndexedBeer, reading: Reading) =>
  beer.nameTokens.filter((t) => beer.breweryTokens.includes(t) && timesRead(t, reading) <= 1)
    .length;

/**
 * The word read a letter off a catalogue word too short to be read with a slip anywhere
 * ("SGOL" for "Skol"): same length, one letter changed, dropped in or swapped.
 */
function slipOfShortWord(t: string, reading: Reading): number | undefined {
  if (t.length < SLIPS.shortSlipMin || t.length >= SLIPS.oneSlipLength) return undefined;
  // A number a letter off is another number: "5th" is no slip of "Ath" ("4th").
  if (hasDigit(t)) return undefined;
  const at = letterOff(t, reading);
  return at < 0 ? undefined : at;
}

/** How well one beer explains a window of text; undefined when it cannot be this beer. */
function scoreBeer(
  index: CatalogueIndex,
  beer: IndexedBeer,
  reading: Reading,
  finePrint?: Reading,
): Scored | undefined {
  if (!beer.nameTokens.length) return undefined;
  // Most candidates lack their name's words. locateFor can only lower what locate found, so a
  // name already missing more words than the rule below could ever allow is out, unscored.
  const own = beer.nameTokens.filter((t) => !leftOut(beer, t));
  const mayLose = beer.nameTokens.length >= T.longNameWords || own.length >= 2 ? 1 : 0;
  let surelyMissing = 0;
  let onlyItsWordRead = false;
  for (const t of beer.nameTokens) {
    const sim = locate(index, t, reading).sim;
    if (sim < T.wordRead && !leftOut(beer, t) && slipOfShortWord(t, reading) === undefined)
      surelyMissing++;
    onlyItsWordRead ||= sim === 1 && isOnlyItsWord(index, beer, t);
  }
  // A name word the photo's frame cut is found only below, as the piece left of it (cutAtEdges):
  // one word more may look missing when one is so. So may a word cut where the label turns
  // away, when the name's brewery is read (below): "Mad Anthe", the brewery line of Mad Anthony
  // Brewing over its Harry Baals Stout, is no Mad Anthony's Ale of another brewery.
  const pieced = surelyMissing === mayLose + 1;
  const atFrame = pieced && beer.nameTokens.some((t) => piecedAtFrame(t, reading));
  const atLineEnd = pieced && !atFrame && beer.nameTokens.some((t) => piecedAtLineEnd(t, reading));
  if (surelyMissing > mayLose && !atFrame && !atLineEnd && !onlyItsWordRead) return undefined;
  // Brewery words too may be cut off at their line's end ("BROUWERIJ 3 FONTE").
  let found = cutBreweryAtEdge(
    index,
    beer,
    cutAtEdges(
      index,
      beer.nameTokens,
      locateFor(index, [...new Set([...beer.nameTokens, ...beer.breweryTokens])], reading),
      reading,
    ),
    reading,
  );
  let breweryWeight = 0;
  let breweryGot = 0;
  // The label's fine print, grouped apart for its size, may show the brewery the window lacks.
  // Its words too may be cut off at a line's edge ("Andechser Klosterbra…").
  const aside =
    finePrint &&
    cutAtEdges(
      index,
      beer.breweryTokens,
      locateFor(index, beer.breweryTokens, finePrint),
      finePrint,
    );
  let breweryInFull = beer.breweryTokens.length > 0;
  let breweryTold = false;
  for (const t of beer.breweryTokens) {
    const inWindow = breweryWordRead(index, found.get(t)!, reading);
    const inFinePrint = aside ? breweryWordRead(index, aside.get(t)!, finePrint!) : 0;
    breweryWeight += weight(index, t);
    breweryGot += weight(index, t) * Math.max(inWindow, inFinePrint * T.finePrintBrewery);
    breweryInFull &&= Math.max(inWindow, inFinePrint) >= T.loneWordSimilarity;
    breweryTold ||=
      index.breweriesWith(t) <= T.partBreweryMaxBreweries &&
      ((inWindow >= T.wordRead && !besideAnotherWord(index, beer, t, found, reading)) ||
        (inFinePrint >= T.wordRead && !besideAnotherWord(index, beer, t, aside!, finePrint!)));
  }
  // A word too short for a slip elsewhere ("Skol") read a letter off ("SGOL") under its brewery
  // read in full ("AMBEV"), when no other beer of that brewery has a name word that letter off
  // the word read: the name is worth asking about, no more. Beside two more words of the name
  // read whole ("Black Htok Porter" under "Redhook Ale Brewery"), the slip is that word's.
  let slipped = 0;
  if (breweryInFull)
    for (const t of beer.nameTokens) {
      const at = simOf(found, t) < T.wordRead ? slipOfShortWord(t, reading) : undefined;
      if (at === undefined || !index.isOnlyNameWordNear(reading.folded[at]!, t, beer)) continue;
      found = new Map(found).set(t, {
        sim: SLIPS.shortSlipSimilarity,
        word: at,
        from: 0,
        to: reading.words[at]!.length,
        coverage: 1,
      });
      slipped++;
    }
  found = withHeldPlaces(index, beer, found, reading);
  if (readOnlyAsItsBrewery(beer, own, found, reading)) return undefined;
  if (styleNameInASentence(index, beer, found, reading)) return undefined;
  if (readOnlyOnStyleLine(index, beer, found, reading)) return undefined;
  let nameWeight = 0;
  let nameGot = 0;
  let missing = 0;
  let unread = 0;
  const turnedAway = heldEnd(beer, found, reading);
  for (const t of beer.nameTokens) {
    if (t === turnedAway) continue;
    const read = simOf(found, t) >= T.wordRead;
    if (!read) {
      unread++;
      if (leftOut(beer, t)) continue;
      missing++;
    }
    nameWeight += weight(index, t);
    nameGot += weight(index, t) * (read ? simOf(found, t) : 0);
  }
  let brewery = beer.breweryTokens.length ? breweryGot / breweryWeight : T.breweryUnknown;
  // A name read in full that carries the brewery's own word ("Efes Pilsen" by Anadolu Efes) names
  // its brewery at least as well as a distinctive name without one does.
  const carried = beer.nameTokens.some(
    (t) =>
      beer.breweryTokens.includes(t) &&
      t.length >= T.carriedWordLength &&
      !index.isStyleWord(t) &&
      simOf(found, t) >= T.loneWordSimilarity,
  );
  if (carried && missing === 0) brewery = Math.max(brewery, T.distinctiveBrewery);
  // Lost only past the photo's frame, the words were never in view (lostPastTheFrame).
  const lostAtFrame = missing > 0 && lostPastTheFrame(beer, found, reading);
  // Lost only past its line's end, style words where the label turns away (lostPastTheEdge).
  const lostAtEdge = missing > 0 && lostPastTheEdge(index, beer, found, reading);
  // Lost past a word the frame cut ("Blue Moon Belgia" at the photo's edge), the name surely
  // went on there: the words never in view weigh nothing, its brewery read or not. A word read
  // whole up to the frame ("Beck's") may be all of a shorter name.
  const weightless = lostAtFrame && cutOffByFrame(beer, found);
  if (weightless) nameWeight -= lostWeight(index, beer, found);
  // The name's words read whole besides the slipped ones: all read but `unread`, counted above.
  let guessOnly = slipped > 0 && beer.nameTokens.length - unread - slipped < T.slipWithWords;
  let wholeLine = false;
  const breweryShown = brewery;
  // A brewery read in part is read when a word read is one few breweries share: "Street" of
  // Brown Street Brewery ("brown" a common word, so little of its weight) is in sixteen.
  const breweryRead = brewery >= T.wordRead && (breweryInFull || breweryTold);
  if (atLineEnd && !breweryRead) return undefined;
  // Every word of the name must be there; a long name (4+ words) may lose one, under its brewery
  // or when the words read are distinctive (below). A word no other beer has, read letter for
  // letter as a word of its own under its brewery read in full, is worth asking about however
  // many other words of the name were lost: "E SUMPIN' SUMPI" over "…bottled by LAGUNITAS
  // BREWINGCO" on a back label turned away at both ends is Little Sumpin' Sumpin' Ale.
  if (missing > mayLose) {
    const told = own.some(
      (t) => isOnlyItsWord(index, beer, t) && readLetterForLetter(found.get(t)!, reading),
    );
    if (!breweryRead || !breweryInFull || !told) return undefined;
    guessOnly = true;
  }
  // A name that lost a word, and of which only its brewery's words and style words were read
  // ("Cooper's Cave [Pale] Ale" from the line "Cooper's Cave Ale Company"), may be any of that
  // brewery's beers: at most worth asking about. Not when the words lost lie past the photo's
  // frame ("HONEY BLONDE LIGHT PALE" running into it) or are style words past the line's end
  // ("Premium Golden" over "San Marcos Brewery"): the words read are all the label showed, in
  // the name's order, and another of the brewery's beers they start would tie with it.
  if (
    missing &&
    !lostAtFrame &&
    !lostAtEdge &&
    own.every((t) => isBreweryOrStyle(index, beer, t) || simOf(found, t) < T.wordRead)
  )
    guessOnly = true;
  // A name of two words of its own that lost one and kept a long one no other beer has, read as
  // itself in the label's largest text ("…HOPERANDI", its first word in lettering not read), is
  // worth asking about, never more, its long word perhaps read with a slip. So is such a name
  // with a style word read too ("Iol umd Trmbbel Dubbel" of Toil and Trubbel Dubbel), and one
  // whose long word only other breweries' beers of the very name share (Toil and Trubbel Dubbel
  // by two breweries: a tie, one asked about, the other a candidate). Not a word of a strength
  // line, or a name that lost its style word: other rules weigh those.
  const named = own.filter((t) => !index.isStyleWord(t));
  const rareWordLeft =
    missing === 1 &&
    named.length === 2 &&
    named.every((t) => !beer.breweryTokens.includes(t)) &&
    own.every((t) => !index.isStyleWord(t) || simOf(found, t) >= T.wordRead) &&
    named.some((t) => {
      const f = found.get(t)!;
      return (
        t.length >= T.slipGuessLength &&
        index.beersWith(t) <=
          T.guessWordMaxBeers + index.namedElsewhere(beer.nameTokens, beer.breweryKey).length &&
        readAsItself(index, f, reading, T.slipGuessSimilarity) &&
        wholeWord(f, reading) &&
        inLargestText(reading, f.word) &&
        !reading.strengthLines.has(reading.lineOf[f.word]!)
      );
    });
  // A shorter name that lost a word (script lettering not read) is worth asking about under its
  // brewery, when a word of it that tells this beer from the brewery's others was read as a word
  // of its own ("gold" inside "golden" is not "Gold"). Under a brewery read in full (each of its
  // words, in the window or the fine print: "ALASKAN BREWING" small under "WINTER"), so is a
  // style word read letter for letter that no other beer of the brewery has in its name
  // ("…-Weizen" beside its "Pils"; "Ember" one slip from "Amber" is no such word), when a word
  // of the brewery is its own: "Creek" may be the end of any brewery's name.
  if (missing && beer.nameTokens.length < T.longNameWords) {
    const telling = own.some((t) => {
      const f = found.get(t)!;
      return (
        f.sim >= T.wordRead &&
        wholeWord(f, reading) &&
        !beer.breweryTokens.includes(t) &&
        (!index.isStyleWord(t) ||
          (breweryInFull &&
            f.sim === 1 &&
            t.length >= T.guessWordLength &&
            !isGeneric(t) &&
            index.isOnlyOfItsBrewery(t, beer) &&
            beer.breweryTokens.some((b) => index.breweriesWith(b) <= T.styleTellingBreweries)))
      );
    });
    // A name that lost only style words ("Hercules Stong [Ale]") or its brewery's words (a brand
    // drawn as a logo: "[Mahou] Cinco Estrellas"), with no brewery read, is left to the rule for
    // names read without their brewery, below, when at least two other words of it were read as
    // words of their own in the label's largest text, on lines that say little else: a word each
    // for the words lost, misread ("Hlle"). Not words run together ("Oktober Fest" in
    // "Oktoberfest"), fine print, or a back label's sentence ("naturally carbonated, bottle
    // conditioned"). So is a name that lost words past the photo's frame, never in view.
    if (
      breweryRead ||
      !(lostStyleOrBrandOnly(index, beer, own, found, reading, missing) || lostAtFrame)
    ) {
      if ((!breweryRead || !telling) && !rareWordLeft) return undefined;
      // Under its brewery, a name that lost words only past the photo's frame is all the label
      // showed ("Brooklyn Eas" at the photo's right edge: Brooklyn East IPA), and so is one that
      // lost only style words past its line's end, where the label turns away ("Premium Golden"
      // under "San Marcos Brewery": Premium Golden Ale).
      if (!lostAtFrame && !lostAtEdge) guessOnly = true;
    }
  }
  // With no brewery on the label, only a distinctive name will do: two or more words that are
  // not style words ("Hocus Pocus", not "Irish Dry Stout" or "Farmhouse Ale"), or one long word
  // that hardly any beer uses, read surely in the label's largest text ("MOONRISE").
  if (!breweryRead) {
    const distinctive = beer.nameTokens.filter((t) => !isBreweryOrStyle(index, beer, t));
    // A name read whole as it is written is told apart by all its words, style words too: "Big
    // Island Porter" is rarer than "Big Island".
    const exactly = unread === 0 && reading.asWritten.includes(` ${beer.nameTokens.join(' ')} `);
    const counted = exactly ? beer.nameTokens.filter((t) => !leftOut(beer, t)) : distinctive;
    const evidence = counted.reduce((s, t) => s + weight(index, t) * simOf(found, t), 0);
    const distinctiveRead = distinctive.filter((t) => simOf(found, t) >= T.wordRead).length;
    // A long name that lost a word ("…Dog Blue Paw Wheat" of Sea Dog Blue Paw Wheat) must show
    // two distinctive words without it, and is only worth asking about.
    if (
      missing &&
      (distinctiveRead < T.distinctiveWords || evidence < T.nameAloneEvidence) &&
      !rareWordLeft
    )
      return undefined;
    const pastTheEdge = lostAtEdge || lostAtFrame;
    guessOnly = missing > 0 && !pastTheEdge;
    // Words lost past the line's end were never on the photo to read: like "Beer" left off, they
    // weigh nothing either way ("VOODOO RANGER IMPERIAL" is all of Voodoo Ranger Imperial IPA
    // that the label turned towards the camera).
    if (pastTheEdge && !weightless) nameWeight -= lostWeight(index, beer, found);
    // A one- or two-letter word beside it ("St." of St. Bridget's Porter) tells nothing: the
    // name then stands or falls by its one long word, read with the short one.
    const telling = distinctive.filter((t) => t.length > T.shortWordLength);
    const one = telling.length === 1 ? telling[0]! : undefined;
    const brand = unread === 0 && namesItsBrand(index, beer, found, reading);
    const lone =
      brand ||
      (one !== undefined &&
        (isLoneName(
          index,
          one,
          found.get(one)!,
          reading,
          missing === 0 && beer.nameTokens.length > 1,
          exactly ? T.wholeNameTextShare : T.largestTextShare,
        ) ||
          isWholeName(index, beer, one, found, reading)));
    if (!lone && (distinctive.length < T.distinctiveWords || evidence < T.nameAloneEvidence)) {
      // A shorter one-word name, or most of a long one, alone in the label's largest text is
      // worth asking about ("Is this …?"), never enough to name the beer. So is a name no other
      // beer has, read letter for letter as a line of its own ("RED HORSE").
      const guessable =
        rareWordLeft ||
        (one !== undefined &&
          (isGuessableName(index, one, found.get(one)!, reading) ||
            isWholeName(index, beer, one, found, reading, T.wordRead, T.wholeNameTextShare)));
      const onItsLine = isOnlyNameOnItsLine(index, beer, found, reading);
      if (!guessable && !onItsLine) return undefined;
      wholeLine = !guessOnly && onItsLine && exactly && shownName(beer)!.length >= T.wholeLineWords;
      guessOnly = true;
    }
    // A word of its own known only from a piece whose letter at the cut was misread may end
    // many a word ("tark" beside "Gold" is no Landmark Gold): without its brewery, such a name
    // is worth asking about, no more, unless two more of its words were read whole ("pp Anchor
    // Steam" of Drop Anchor Steam). A style word so cut ("Original Hele") tells no beer apart.
    const misread = beer.nameTokens.some(
      (t) => !index.isStyleWord(t) && cutMisread(t, found.get(t)!, reading),
    );
    const readWhole = () =>
      beer.nameTokens.filter((t) => readLetterForLetter(found.get(t)!, reading)).length;
    if (misread && readWhole() < T.distinctiveWords) guessOnly = true;
    brewery = Math.max(brewery, brand ? T.brandBrewery : T.distinctiveBrewery);
  }
  // A number lost ("Stone [10th] Anniversery IPA" over "Ath Anniversay IPA") is what tells a
  // brewery's editions and vintages apart: the name is worth asking about, no more, unless the
  // number lay past the photo's frame, never in view.
  if (
    !lostAtFrame &&
    own.some((t) => hasDigit(t) && t !== turnedAway && simOf(found, t) < T.wordRead)
  )
    guessOnly = true;
  // How much of what was read this beer accounts for, large text counting for more than small
  // print. A name that repeats its brewery ("Guinness Draught") shows the brewery once.
  // Each word once: "house" of Traquair House (brewery) and House Ale (name) is read once.
  const shown = [
    ...new Set([...beer.nameTokens, ...(beer.nameHasBrewery ? [] : beer.breweryTokens)]),
  ]
    .filter((t) => simOf(found, t) > 0 && !isGeneric(t) && !index.isStyleWord(t))
    .reduce(
      (sum, t) => sum + t.length * reading.sizes[found.get(t)!.word]! * repeats(beer, t, reading),
      0,
    );
  // A style word of the beer's read with a slip ("Stou" for stout) is still a style word: like
  // one read right, it is not held against the beer. Only its own letters are: inside a longer
  // word ("DRIFTCUTTERSTOUTT") the rest of that word still has to be explained.
  const misreadStyle = new Map<number, number>();
  for (const t of beer.nameTokens) {
    const f = found.get(t)!;
    const w = reading.words[f.word];
    if (w && index.isStyleWord(t) && f.sim >= T.wordRead && isMeaningful(index, w))
      misreadStyle.set(f.word, Math.min(w.length, (misreadStyle.get(f.word) ?? 0) + f.to - f.from));
  }
  const meaningful =
    reading.meaningfulLength -
    [...misreadStyle].reduce((sum, [word, letters]) => sum + letters * reading.sizes[word]!, 0);
  // Nothing read but style words and small print ("KRIEK", its brewery in the fine print below)
  // leaves nothing for this beer to explain, so none of it counts against it.
  const explained = meaningful > 0 ? Math.min(1, shown / meaningful) : 1;
  const partial = guessOnly || beer.nameTokens.some((t) => found.get(t)!.coverage < 1);
  return {
    found,
    score:
      T.nameWeight * (nameGot / nameWeight) +
      T.breweryWeight * brewery +
      T.explainedWeight * explained,
    partial,
    unread,
    breweryInFull,
    breweryTold,
    lent: brewery - breweryShown,
    wholeLine,
  };
}

/**
 * A name word not read whose place the label shows: right after the name's word before it (on
 * its line, or first on the next line when that word ended its line) stands a word the catalogue
 * does not know, about as long and with the same first two letters ("Ace Fermented Honey Citn",
 * "One Oatmeal" over "Steet"). It counts as read, barely. A style word read with a slip is that
 * style ("Fruit Lamhic" is a fruit lambic, not Fruit Lambics), and the brewery's own word read
 * with one is the brewery's ("Erdinger Wessbru" is no Erdinger Weizen).
 */
function withHeldPlaces(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): Map<string, Found> {
  let held = found;
  const { lineOf } = reading;
  for (let n = 1; n < beer.nameTokens.length; n++) {
    const t = beer.nameTokens[n]!;
    if (t.length < T.loneWordLength || simOf(held, t) >= T.wordRead) continue;
    const before = held.get(beer.nameTokens[n - 1]!)!;
    if (before.sim < T.wordRead || !wholeWord(before, reading)) continue;
    const at = before.word + 1;
    const w = reading.folded[at];
    const next =
      lineOf[at] === lineOf[before.word] ||
      (lineOf[at] === lineOf[before.word]! + 1 && lineOf[at - 1] !== lineOf[at]);
    if (
      !w ||
      !next ||
      Math.abs(w.length - t.length) > 1 ||
      w.slice(0, 2) !== foldLookalikes(t).slice(0, 2) ||
      index.hasWord(reading.words[at]!) ||
      index.slipsOf(reading.words[at]!).some((s) => index.isStyleWord(s)) ||
      beer.breweryTokens.some((b) => simOf(held, b) >= T.wordRead && held.get(b)!.word === at)
    )
      continue;
    held = new Map(held).set(t, {
      sim: T.wordRead,
      word: at,
      from: 0,
      to: w.length,
      coverage: 1,
      held: true,
    });
  }
  return held;
}

/**
 * The name's last word, only held in its place (withHeldPlaces) by a misread word ending its
 * line ("Ace Fermented Honey Citn"), after two or more words of the name, each read letter for
 * letter: where the label turns away, as a style word lost past the line's end is
 * (lostPastTheEdge); it tells neither for the beer nor against it. A rival name ending in
 * another word of those letters ties with it, as before.
 */
function heldEnd(
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): string | undefined {
  const tokens = beer.nameTokens;
  const last = tokens[tokens.length - 1]!;
  const f = found.get(last)!;
  if (!f.held || reading.lineOf[f.word + 1] === reading.lineOf[f.word]) return undefined;
  const before = tokens.slice(0, -1).filter((t) => !leftOut(beer, t));
  return before.length >= 2 && before.every((t) => readLetterForLetter(found.get(t)!, reading))
    ? last
    : undefined;
}

/**
 * A name of nothing but style words ("Porter" of McMenamins Mill Creek) read only on a line
 * smaller than the label's largest that states a strength ("Porter · 5.6% ABV" under the
 * brewery's line): that is the label's style line, as any of the brewery's beers may carry.
 */
function readOnlyOnStyleLine(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  return beer.nameTokens.every((t) => {
    const f = found.get(t)!;
    return (
      index.isStyleWord(t) &&
      f.sim >= T.wordRead &&
      timesRead(t, reading) <= 1 &&
      reading.strengthLines.has(reading.lineOf[f.word]!) &&
      reading.sizes[f.word]! < T.styleLineSize
    );
  });
}

/**
 * A name of only style words (Mehana Brewing's "Beer", Broad Ripple's "Wheat Beer") whose words
 * were read only inside a line of several other words: a back label's sentence ("…made this beer
 * the slow way…", "…barley and wheat. Store cool…"), which any beer's may hold, not the name.
 * As a line of its own it may be.
 */
function styleNameInASentence(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
) {
  if (!beer.nameTokens.every((t) => index.isStyleWord(t))) return false;
  const own = new Set([...beer.nameTokens, ...beer.breweryTokens]);
  // A line stating a strength ("American-Style Pale Ale · 6.1% ABV") is no sentence.
  const inASentence = (f: Found) => {
    const line = reading.lineOf[f.word]!;
    const others = reading.written[line]!.filter((w) => !own.has(w) && !hasDigit(w));
    return !reading.strengthLines.has(line) && others.length >= T.sentenceWords;
  };
  const read = beer.nameTokens.map((t) => found.get(t)!).filter((f) => f.sim >= T.wordRead);
  return read.length > 0 && read.every(inASentence);
}

/**
 * A name made of some of its brewery's words ("Busch" of Anheuser-Busch), read once and only
 * inside the brewery's name as written ("ANHEUSER-BUSCH" over "Jack's Pumpkin Spice Ale"): that
 * line names the brewery, as on any of its labels, not this beer.
 */
function readOnlyAsItsBrewery(
  beer: IndexedBeer,
  own: string[],
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  const brewery = beer.breweryTokens;
  if (!own.length || own.length >= brewery.length || !own.every((t) => brewery.includes(t)))
    return false;
  const at = brewery.map((t) => found.get(t)!);
  if (at.some((f) => f.sim < T.wordRead || !wholeWord(f, reading))) return false;
  // The brewery's words one after another on one line, in the brewery's order.
  const together = at.every(
    (f, i) =>
      i === 0 ||
      (f.word === at[i - 1]!.word + 1 && reading.lineOf[f.word] === reading.lineOf[at[0]!.word]),
  );
  return together && own.every((t) => timesRead(t, reading) <= 1);
}

/**
 * A one-word name that can stand alone: long, rare, read whole and large. `withWords`: the name's
 * other words were read beside it ("MUDSHARK" over "PORTER"), so a brewery of that word
 * (Mudshark Brewing) is no rival and only the names using it count; a name of the word alone
 * might be that brewery's logo.
 */
function isLoneName(
  index: CatalogueIndex,
  token: string,
  found: Found,
  reading: Reading,
  withWords: boolean,
  share: number,
): boolean {
  return (
    token.length >= T.loneWordLength &&
    (withWords ? index.namesWith(token) : index.beersWith(token)) <= T.loneWordMaxBeers &&
    readAsItself(index, found, reading) &&
    inLargestText(reading, found.word, share)
  );
}

/**
 * Of a name read whole (the caller knows), one word is a brand of the beer's brewery read as
 * itself ("SARANAC" / "BROWN ALE" of F.X. Matt): the brand stands for the brewery the label leaves
 * out.
 */
function namesItsBrand(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  return beer.nameTokens.some(
    (t) => index.isBrandOf(t, beer) && readAsItself(index, found.get(t)!, reading),
  );
}

/**
 * A word of a name standing alone read whole and surely. It must be what was read: a word read a
 * slip away from it that is itself another catalogue word ("Edelweiss", for "Ebelweiss") is that
 * other word, read right; so is "Porter" for "Poorter".
 */
const readAsItself = (
  index: CatalogueIndex,
  found: Found,
  reading: Reading,
  similarity: number = T.loneWordSimilarity,
) =>
  found.sim >= similarity &&
  found.coverage === 1 &&
  (found.sim === 1 || !index.hasWord(reading.words[found.word]!));

/**
 * A name of one word of its own and style words ("Abbot Ale", "Ruby Mild") read whole in the
 * label's largest text, its own word used by few beers: the label shows the beer's full name,
 * so the brewery may be left off, as it may for "MOONRISE". Its style word may be set a little
 * smaller ("TIGER" over "Lager"). When two breweries sell that name, both fit the text equally
 * well, and a tie is only ever a best guess.
 */
function isWholeName(
  index: CatalogueIndex,
  beer: IndexedBeer,
  own: string,
  found: Map<string, Found>,
  reading: Reading,
  similarity: number = T.loneWordSimilarity,
  ownShare: number = T.largestTextShare,
): boolean {
  const shown = shownName(beer);
  return (
    !!shown &&
    index.beersWith(own) <= T.wholeNameWordMaxBeers &&
    shown.every((t) => {
      const f = found.get(t)!;
      const share = index.isStyleWord(t) ? T.wholeNameStyleShare : ownShare;
      return readAsItself(index, f, reading, similarity) && inLargestText(reading, f.word, share);
    })
  );
}

/**
 * The name lost only its last words, style words, past its line's end, where a label wrapped
 * round its bottle turns away ("PARIS-ROUBAIX PALE [ALE]"): its other words, read letter for
 * letter one after another, run to the end of their line. The last of them may itself be cut
 * off there ("312 URBAN WHEA[T ALE]").
 */
function lostPastTheEdge(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  const read = beer.nameTokens.filter((t) => simOf(found, t) >= T.wordRead);
  const lost = beer.nameTokens.slice(read.length);
  if (!read.length || !lost.length || !sameWords(read, beer.nameTokens.slice(0, read.length)))
    return false;
  if (!lost.every((t) => leftOut(beer, t) || index.isStyleWord(t))) return false;
  const words = read.map((t) => found.get(t)!);
  const last = words[words.length - 1]!;
  return (
    oneAfterAnother(words) &&
    words.slice(0, -1).every((f) => readLetterForLetter(f, reading)) &&
    (readLetterForLetter(last, reading) || !!last.cut) &&
    reading.lineOf[last.word + 1] !== reading.lineOf[last.word]
  );
}

/** Words found one after another in what was read, in this order. */
const oneAfterAnother = (words: Found[]) =>
  words.every((f, n) => n === 0 || f.word === words[n - 1]!.word + 1);

/**
 * The name lost words past the photo's own frame, which the label never showed the camera:
 * "Kapittel Abt" first on a line the photo's left edge cuts is Het Kapittel Abt. The words
 * read are the name's words in order, each letter for letter (the one at the frame may be cut
 * clean by it), and the words lost lie past the frame: before the first, first on a line cut
 * at its start, or after the last, last on a line cut at its end.
 */
function lostPastTheFrame(beer: IndexedBeer, found: Map<string, Found>, reading: Reading): boolean {
  const run = readRun(beer, found);
  if (!run) return false;
  const { read, first, last } = run;
  const tokens = beer.nameTokens;
  const at = (k: number) => found.get(tokens[k]!)!;
  return (
    (!run.lostBefore || reading.frameStart.has(first.word)) &&
    (!run.lostAfter || reading.frameEnd.has(last.word)) &&
    read.every((k) => {
      const f = at(k);
      return f.cut ? leftByFrame(tokens[k]!, f.word, reading) : readLetterForLetter(f, reading);
    }) &&
    read.every((k, n) => n === 0 || at(k).word > at(read[n - 1]!).word)
  );
}

/**
 * The name's words read, when they are one run of it: their places in the name, the first and
 * last found, and whether words ("beer" left off aside) were lost before or after them.
 */
function readRun(beer: IndexedBeer, found: Map<string, Found>) {
  const tokens = beer.nameTokens;
  const read = tokens.flatMap((t, k) => (simOf(found, t) >= T.wordRead ? [k] : []));
  if (!read.length) return undefined;
  const [k0, k1] = [read[0]!, read[read.length - 1]!];
  if (k1 - k0 + 1 !== read.length) return undefined;
  return {
    read,
    first: found.get(tokens[k0]!)!,
    last: found.get(tokens[k1]!)!,
    lostBefore: tokens.slice(0, k0).some((t) => !leftOut(beer, t)),
    lostAfter: tokens.slice(k1 + 1).some((t) => !leftOut(beer, t)),
  };
}

/** The rarity of the name's words not read ("beer" left off aside). */
const lostWeight = (index: CatalogueIndex, beer: IndexedBeer, found: Map<string, Found>) =>
  beer.nameTokens
    .filter((t) => simOf(found, t) < T.wordRead && !leftOut(beer, t))
    .reduce((sum, t) => sum + weight(index, t), 0);

/**
 * Of a name lost past the frame (lostPastTheFrame), the word read next to the words lost was
 * itself cut there: the name went on past the frame.
 */
function cutOffByFrame(beer: IndexedBeer, found: Map<string, Found>): boolean {
  const run = readRun(beer, found);
  return !!run && (!run.lostBefore || !!run.first.cut) && (!run.lostAfter || !!run.last.cut);
}

/**
 * The words of the beer's name a label shows, when two or more and long enough to stand without
 * the brewery: "beer" may be left off (leftOut), "WHITE WEASEL" is White Weasel Beer read whole.
 */
function shownName(beer: IndexedBeer): string[] | undefined {
  const shown = beer.nameTokens.filter((t) => !leftOut(beer, t));
  return shown.length > 1 && shown.join('').length >= T.loneWordLength ? shown : undefined;
}

/** A long word of the beer's name that no other beer's name or brewery has, no style word. */
const isOnlyItsWord = (index: CatalogueIndex, beer: IndexedBeer, t: string) =>
  t.length >= T.loneWordLength &&
  index.beersWith(t) === 1 &&
  !isBreweryOrStyle(index, beer, t) &&
  !isGeneric(t);

/** A word read whole as its own word, every letter as the catalogue writes it. */
const readLetterForLetter = (f: Found, reading: Reading) =>
  f.sim === 1 && f.coverage === 1 && !f.cut && wholeWord(f, reading);

/**
 * The beer's whole name of two words or more ("beer" may be left off), no other brewery's beer's,
 * read letter for letter in the label's large text, on a line that says nothing else. Its words
 * may differ in size as a whole name's do (`wholeNameTextShare`): "Dundee" set smaller over
 * "Kolsch-Style Ale".
 */
function isOnlyNameOnItsLine(
  index: CatalogueIndex,
  beer: IndexedBeer,
  found: Map<string, Found>,
  reading: Reading,
): boolean {
  const shown = shownName(beer);
  // Style and brewery words alone ("Brown Ale", "American-Style Brown Ale") name no beer of their
  // own; a whole name of three or more with its brewery's own words in it, that no other brewery
  // sells, does ("Old Brewery Pale Ale" of Samuel Smith Old Brewery).
  if (!shown) return false;
  const breweryWords = shown.some((t) => beer.breweryTokens.includes(t));
  if (
    shown.every((t) => isBreweryOrStyle(index, beer, t)) &&
    (shown.length < T.wholeLineWords || !breweryWords)
  )
    return false;
  if (index.namedElsewhere(beer.nameTokens, beer.breweryKey).length) return false;
  const read = shown.map((t) => found.get(t)!);
  if (
    !read.every(
      (f) =>
        readLetterForLetter(f, reading) && inLargestText(reading, f.word, T.wholeNameTextShare),
    )
  )
    return false;
  const at = new Set(read.map((f) => f.word));
  const lines = [...new Set(read.map((f) => reading.lineOf[f.word]!))];
  // A label may wrap the name onto a second line ("XP Pale" / "Ale"): the lines follow each
  // other, in the name's order, and neither says anything else.
  const inOrder = read.every((f, i) => i === 0 || f.word > read[i - 1]!.word);
  return (
    (lines.length === 1 || (lines.length === 2 && lines[1] === lines[0]! + 1 && inOrder)) &&
    lines.every((n) => isExactLine(reading, at, n))
  );
}

/**
 * A one-word name too short to stand alone ("KOLVA"), or a long one seen only in part
 * ("HALVAR…" of "Halvardsen"), yet the only catalogue beer of that word and in the largest text.
 */
function isGuessableName(
  index: CatalogueIndex,
  token: string,
  found: Found,
  reading: Reading,
): boolean {
  const whole =
    token.length >= T.guessWordLength &&
    readAsItself(
      index,
      found,
      reading,
      token.length >= T.slipGuessLength ? T.slipGuessSimilarity : T.loneWordSimilarity,
    );
  const most =
    token.length >= T.loneWordLength && found.coverage < 1 && found.coverage >= T.guessCoverage;
  return (
    (whole || most) &&
    index.beersWith(token) <= T.guessWordMaxBeers &&
    inLargestText(reading, found.word)
  );
}

/**
 * The word is in the label's largest type. The detector's boxes fit the letters drawn, so lines
 * of one type size come out a little taller or shorter than each other: a line nearly as tall
 * as the tallest is the same size.
 */
const inLargestText = (reading: Reading, word: number, share: number = T.largestTextShare) =>
  reading.sizes[word]! >= share;

/** A name's words but "beer", "bier" and the like: "Furious Beer" is Furious. */
const ownWords = (tokens: string[]) => tokens.filter((t) => !isBeerWord(t));

/** The same words in the same order. */
const sameWords = (a: string[], b: string[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * The name lost only style words or its brewery's words (`own`: its words but "beer"): a brand
 * drawn as a logo is seldom read ("[Mahou] Cinco Estrellas"). At least two other words were read
 * as words of their own in the label's largest text, each on a line with no more other words
 * that could name a beer than the `missing` words lost.
 */
function lostStyleOrBrandOnly(
  index: CatalogueIndex,
  beer: IndexedBeer,
  own: string[],
  found: Map<string, Found>,
  reading: Reading,
  missing: number,
): boolean {
  const readOwn = own.filter((t) => simOf(found, t) >= T.wordRead);
  if (!own.every((t) => simOf(found, t) >= T.wordRead || isBreweryOrStyle(index, beer, t)))
    return false;
  if (readOwn.filter((t) => !isBreweryOrStyle(index, beer, t)).length < T.distinctiveWords)
    return false;
  // Where the name's words were found: the rest of a line is what else it says.
  const at = new Set<number>();
  for (const t of beer.nameTokens) if (simOf(found, t) >= T.wordRead) at.add(found.get(t)!.word);
  const othersOnLine = (n: number) =>
    reading.lineOf.filter(
      (line, w) => line === n && !at.has(w) && isMeaningful(index, reading.words[w]!),
    ).length;
  return readOwn.every((t) => {
    const f = found.get(t)!;
    return (
      wholeWord(f, reading) &&
      inLargestText(reading, f.word) &&
      othersOnLine(reading.lineOf[f.word]!) <= missing
    );
  });
}

/**
 * Some word read at the photo's frame is a piece of catalogue word t the frame cut off, long
 * enough to propose the word: two letters ("ed" of Red, or of Sled) end too many.
 */
const piecedAtFrame = (t: string, reading: Reading) =>
  [...reading.frameStart, ...reading.frameEnd].some(
    (i) =>
      reading.folded[i]!.length >= FRAGMENTS.cutLetters &&
      reading.words[i] !== t &&
      leftByFrame(t, i, reading),
  );

/**
 * Line n was read letter for letter as the beer's words (`exact`: the words so read). A lone
 * letter beside the name ("R" of "RAbbot Ale") is a stray mark, not a word misread.
 */
const isExactLine = (reading: Reading, exact: Set<number>, n: number) =>
  reading.lineOf.every(
    (line, w) => line !== n || exact.has(w) || isStrayLetter(reading.words[w]),
  ) && reading.lineOf.includes(n);

/**
 * A beer whose name is all inside the best one's ("House Ale" beside "Traquair House Ale", or
 * "Premium Beer" beside "Premium Light", its "Beer" left off) is no rival: the fuller name was
 * read too, and explains more.
 */
const isInside = (other: IndexedBeer, best: IndexedBeer) =>
  ownWords(other.nameTokens).length < ownWords(best.nameTokens).length &&
  ownWords(other.nameTokens).every((t) => best.nameTokens.includes(t));

/**
 * A name's words but "beer" and the brewery's words it starts with ("Boulevard Unfiltered Wheat"
 * by Boulevard Brewing is Unfiltered Wheat), never all of them.
 */
function ownName(beer: IndexedBeer): string[] {
  const words = ownWords(beer.nameTokens);
  let from = 0;
  while (from < words.length - 1 && beer.breweryTokens.includes(words[from]!)) from++;
  return words.slice(from);
}

/**
 * A catalogue twin, the same name under the same brewery words ("Estrella Damm" by "Damm" and by
 * "S.A. Damm"; "Unfiltered Wheat Beer" and "Boulevard Unfiltered Wheat" by Boulevard Brewing),
 * is the same product listed twice: no text can tell them apart, so it is no rival, and the
 * first listed is named.
 */
const isTwin = (other: IndexedBeer, best: IndexedBeer) =>
  sameWords(ownName(other), ownName(best)) && sameWords(other.breweryTokens, best.breweryTokens);

/**
 * The brewery's last word read at its line's end without its own last letter ("…bottled by
 * IBRECKENRIDG"): the line runs on past the label's edge, where another brewery's name may go on
 * ("Breckenridge BBQ of Omaha"). That brewery's beer of the same name is then as likely.
 */
function hiddenBreweryRivals(index: CatalogueIndex, best: Candidate, reading: Reading) {
  const brewery = best.beer.breweryTokens;
  const last = brewery.at(-1);
  const f = last === undefined ? undefined : best.found.get(last);
  if (
    !f ||
    (f.sim === 1 && !f.cut) ||
    f.sim < T.wordRead ||
    reading.lineOf[f.word + 1] === reading.lineOf[f.word] ||
    reading.folded[f.word]!.endsWith(foldLookalikes(last!).slice(-1))
  )
    return [];
  return index
    .namedElsewhere(best.beer.nameTokens, best.beer.breweryKey)
    .filter(
      (b) =>
        b.breweryTokens.length > brewery.length &&
        brewery.every((t, i) => b.breweryTokens[i] === t),
    );
}

/**
 * Other breweries' beers of the best beer's very name, when its brewery was read nowhere but as
 * a word of that name, once, and not in the fine print: "Liberty" over "Pale Ale" is Liberty
 * Steakhouse's Liberty Pale Ale as much as Grumpy Troll's, and the other way round. Which, the
 * label does not say. A twin listing of the same brewery is the same beer (isTwin).
 */
function namedAlsoElsewhere(
  index: CatalogueIndex,
  best: Candidate,
  reading: Reading,
  finePrint?: Reading,
): IndexedBeer[] {
  const { beer, found } = best;
  // Read twice, once with a slip ("Affligem" / "Brouwerij" / "Alffligem" / "Tripel"), the word
  // is the brewery's line as well as the name's.
  const shown = (t: string) => reading.words.filter((w) => wordSimilarity(w, t) >= T.wordRead);
  const onlyInName =
    beer.breweryTokens
      .filter((t) => simOf(found, t) >= T.wordRead)
      .every((t) => beer.nameTokens.includes(t) && shown(t).length <= 1) &&
    !finePrint?.words.some((w) => beer.breweryTokens.includes(w));
  return onlyInName
    ? index.namedElsewhere(beer.nameTokens, beer.breweryKey).filter((b) => !isTwin(b, beer))
    : [];
}

/**
 * How sure a match is, in tiers before its confidence: identified; a whole name read as a line
 * of its own, identified if that line is its label's only large text (matchGroup); a best guess.
 */
const tier = (m: WindowMatch) => (isSure(m) ? 2 : m.wholeLine ? 1 : 0);
const surer = (a: WindowMatch, b: WindowMatch) =>
  tier(a) > tier(b) || (tier(a) === tier(b) && a.confidence > b.confidence);

/**
 * The best beer for a run of lines, with the runners-up for "not this beer?". A line the OCR read
 * more than one way (display lettering: "RAbbot Ale" and "Abbot Ale") is tried as each of its
 * readings, one line at a time, and then every such line at its other reading at once (a name
 * read apart on one line, "PMOUTH DOUBLE", and its brewery on another, "…bottled by ARCADIA
 * BREW"); the reading that names a beer most surely counts.
 */
export function matchWindow(
  index: CatalogueIndex,
  lines: OcrLine[],
  finePrint?: Reading,
  label: OcrLine[] = [],
): WindowMatch | undefined {
  // The label's lines beside the window's, where its brewery may be read (`breweryBeside`):
  // read once for every reading of the window, and only when a tie asks for it, which is rare.
  const others = label.filter((l) => !lines.includes(l));
  let besideRead: Reading | undefined;
  const beside = () => (besideRead ??= readingOf(index, others));
  let best = matchReading(index, lines, finePrint, beside);
  const consider = (as: OcrLine[]) => {
    const m = matchReading(index, as, finePrint, beside);
    if (m && (!best || surer(m, best))) best = { ...m, lines };
  };
  lines.forEach((line, n) => {
    for (const variant of line.variants ?? [])
      consider(lines.map((l, k) => (k === n ? { ...l, ...variant } : l)));
  });
  if (lines.filter((l) => l.variants?.length).length > 1)
    consider(lines.map((l) => (l.variants?.length ? { ...l, ...l.variants[0] } : l)));
  return best;
}

/** The best beer for a run of lines read one way; `beside`, the label's other lines, read. */
function matchReading(
  index: CatalogueIndex,
  lines: OcrLine[],
  finePrint?: Reading,
  beside?: () => Reading,
): WindowMatch | undefined {
  const reading = readingOf(index, lines);
  if (!reading.words.length) return undefined;
  // A beer with aliases is scored once per name it goes by; its best reading counts.
  const byBeer = new Map<string, Candidate>();
  // A name of common words ("LAGER") proposes no beers by itself; its brewery in the label's fine
  // print ("Big Ridge Brewing") does.
  const words = finePrint ? [...reading.words, ...finePrint.words] : reading.words;
  for (const i of index.candidates(words, reading.folded.join(''))) {
    const beer = index.beers[i]!;
    const scoredBeer = scoreBeer(index, beer, reading, finePrint);
    const seen = byBeer.get(beer.id);
    if (scoredBeer && (!seen || scoredBeer.score > seen.score))
      byBeer.set(beer.id, { beer, ...scoredBeer, borrowed: borrowed(beer, reading) });
  }
  const scored = [...byBeer.values()];
  if (!scored.length) return undefined;
  // A distinctive name read without its brewery is lent one, unless the lines read in full the
  // brewery of another beer whose name holds all its words: "Brasserie de Blaugies" over
  // "Speciale Noel" is Blaugies' Moneuse Speciale Noël with a word not read, not Fantôme's
  // Speciale Noël. Nor when they read another beer's whole name and, apart from both names, a
  // word of its brewery few breweries share: "t African Breweries" over "usker" / "lager" is
  // East African Breweries' Tusker Lager, whose brewery was read in part, not Cornhusker Lager,
  // whose was not. ("Swamp Fox IPA" over "River Brewing" is no IPA of Fox River Brewing.)
  const toldApart = (o: Candidate, s: Candidate) =>
    o.beer.breweryTokens.some(
      (t) =>
        !o.beer.nameTokens.includes(t) &&
        !s.beer.nameTokens.includes(t) &&
        simOf(o.found, t) >= T.wordRead &&
        index.breweriesWith(t) <= T.partBreweryMaxBreweries,
    );
  for (const s of scored)
    if (
      s.lent > 0 &&
      scored.some(
        (o) =>
          o.beer.breweryKey !== s.beer.breweryKey &&
          ((o.unread === 0 && toldApart(o, s)) ||
            (o.breweryInFull &&
              ownWords(s.beer.nameTokens).every((t) => o.beer.nameTokens.includes(t)))),
      )
    )
      s.score -= T.breweryWeight * s.lent;
  // Best score first; on a tie, the beer with more of its name read ("Furious" read: Furious
  // over Furious Beer), then the one that borrows fewer of its name's words from the brewery's
  // line, then the one with more of its own words (a fuller name) wins.
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.unread - b.unread ||
      a.borrowed - b.borrowed ||
      b.beer.nameTokens.length - a.beer.nameTokens.length,
  );
  // The fine print shows the brewery of a name that another listing reads as its own brewery.
  const displaced = shownApart(index, scored, finePrint) ?? fullerAround(scored);
  const best = scored[0]!;
  // A line read letter for letter as the beer's own words leaves no doubt about its letters,
  // however unsure the OCR was of them (display lettering reads right at low confidence). A word
  // cut off at the label's edge showed too few of its letters to vouch for the line; one the
  // photo's frame cut, every letter in view the word's own, does ("R's TaN IMpeRIAL PalE LaGer"
  // at the photo's left edge).
  const exact = new Set<number>();
  for (const [t, f] of best.found)
    if (
      f.sim === 1 &&
      f.coverage === 1 &&
      (!f.cut || leftByFrame(t, f.word, reading)) &&
      wholeWord(f, reading)
    )
      exact.add(f.word);
  const chars = lines.reduce((s, l) => s + l.text.length, 0);
  const ocr =
    lines.reduce(
      (s, l, n) => s + (isExactLine(reading, exact, n) ? 1 : l.confidence) * l.text.length,
      0,
    ) / Math.max(1, chars);
  const close = scored
    .slice(1)
    .filter(
      (s) =>
        s !== displaced &&
        s.score >= best.score - T.tieMargin &&
        !(s.score <= best.score && s.borrowed > best.borrowed) &&
        !isInside(s.beer, best.beer) &&
        !isTwin(s.beer, best.beer) &&
        !toldApartByBrewery(best, s),
    );
  const hidden = hiddenBreweryRivals(index, best, reading);
  // A line that is, word for word, the whole name of another brewery's beer ("Golden Eagle" of
  // Dempsey's) may be that beer with no brewery on its label: the beer that takes part of the
  // line for its brewery ("Golden" by Eagle Brewing) is no surer than it.
  // So is the window read line after line ("Hansa" over "Pilsener": South African Breweries'
  // Hansa Pilsener, or Hansa Bryggeri's Pilsner read with a slip), and any two lines of it next
  // to each other, either way up (a back label may put the name's last word above its first),
  // unless the beer's brewery was read on another line too ("Pacific Beach" over "Brewhouse" /
  // "Blonde" is Pacific Beach Brewhouse's Blonde, not BJ's Brewhouse Blonde). The label's other
  // lines may read that beer's brewery ("… by South" / "African" lower on the back label): then
  // the label is that beer's, no tie.
  const asRead = (t: string) => reading.words[best.found.get(t)!.word]!;
  const { written, lineOf } = reading;
  const breweryLines = best.beer.breweryTokens
    .map((t) => best.found.get(t)!)
    .filter((f) => f.sim >= T.wordRead)
    .map((f) => lineOf[f.word]!);
  const pairs = written.slice(1).flatMap((line, n) =>
    breweryLines.some((l) => l !== n && l !== n + 1)
      ? []
      : [
          [...written[n]!, ...line],
          [...line, ...written[n]!],
        ],
  );
  const otherNamed = [
    ...[...written, written.flat(), ...pairs].flatMap((words) =>
      words.length > best.beer.nameTokens.length &&
      best.beer.nameTokens.every((t) => words.includes(t) || words.includes(asRead(t)))
        ? index.namedElsewhere(words, best.beer.breweryKey)
        : [],
    ),
    ...fullerInOrder(index, scored, best, reading),
    ...namedAfterCutWord(index, best.beer, best.found, reading),
    ...written.flatMap((words) => wholeWithoutStyle(index, best, words, reading)),
  ];
  // Another maker's beer of the very name ("Firehouse Red" of Engine House #9, not of Firehouse
  // Brewing, whose word it carries) is the label's when the label reads that brewery beside it.
  const sameName = namedAlsoElsewhere(index, best, reading, finePrint);
  const shownBeside = [...new Set([...otherNamed, ...sameName])].filter((b) =>
    breweryBeside(index, b, beside),
  );
  const labelsOwn = shownBeside.length === 1 ? shownBeside[0] : undefined;
  const otherName = otherNamed.length > 0 && !labelsOwn;
  // Worth asking about either way, the beer whose whole name the lines read is asked about
  // first: the label need not be split into a name and a brewery to read as it.
  const [asked = best.beer] = labelsOwn ? [labelsOwn] : otherNamed;
  const rivals = close.filter((s) => s.beer !== asked);
  // Two beers fitting the text equally well: less sure which one it is.
  const ambiguity =
    rivals.length || otherName || hidden.length || sameName.length ? T.tieFactor : 1;
  const sureness = 1 - T.readingWeight + T.readingWeight * ocr;
  return {
    beer: asked,
    score: best.score,
    confidence: Math.min(1, best.score * sureness * ambiguity),
    lines,
    text: lines.map((l) => l.text).join(' '),
    alternatives: [
      ...new Set([
        ...otherNamed,
        best.beer,
        ...sameName,
        ...hidden,
        ...scored.slice(1).map((s) => s.beer),
      ]),
    ]
      .filter((b) => b !== asked)
      .slice(0, T.alternatives),
    partial: best.partial,
    tied: rivals.length > 0 || otherName || hidden.length > 0,
    breweryRead: asked === best.beer && best.breweryInFull,
    wholeLine: asked === best.beer && best.wholeLine,
  };
}

/**
 * The beer's brewery, its words that are not its name's, read in full on the label's lines
 * beside the window that names it ("… by South" / "African" lower on the back label of "Hansa" /
 * "Pilsener"): the label says whose the name is.
 */
function breweryBeside(
  index: CatalogueIndex,
  beer: IndexedBeer,
  beside: (() => Reading) | undefined,
): boolean {
  const own = beer.breweryTokens.filter((t) => !beer.nameTokens.includes(t));
  const reading = own.length ? beside?.() : undefined;
  if (!reading?.words.length) return false;
  const found = locateFor(index, own, reading);
  return own.every((t) => found.get(t)!.sim >= T.loneWordSimilarity);
}

/**
 * Two breweries' beers of one name ("Dark Knight"), and the label, or its fine print, reads a
 * word of one brewery that few breweries share ("Tooth" of Moose's Tooth Pub and Pizzeria), and
 * neither such a word of the other's nor the other's whole name: the label is the first's, not
 * a tie.
 */
const toldApartByBrewery = (best: Scored, other: Scored) =>
  best.breweryTold && !other.breweryTold && !other.breweryInFull;

/**
 * A name that carries its brewery's word ("Miller Lite" by Miller Brewing) reads as that brewery
 * too, though the catalogue may list the name under another brewery as well: the label's fine
 * print naming that other brewery ("Molson Coors") says which listing it is. Puts that listing
 * first in `scored` and returns the one it displaced, which is then no rival.
 */
function shownApart(
  index: CatalogueIndex,
  scored: (Scored & { beer: IndexedBeer })[],
  finePrint: Reading | undefined,
): (Scored & { beer: IndexedBeer }) | undefined {
  const first = scored[0]!;
  if (!finePrint || !first.beer.nameHasBrewery) return undefined;
  const shown = (beer: IndexedBeer) => {
    const found = locateFor(index, beer.breweryTokens, finePrint);
    return (
      beer.breweryTokens.length > 0 &&
      beer.breweryTokens.every((t) => found.get(t)!.sim >= T.loneWordSimilarity)
    );
  };
  if (shown(first.beer)) return undefined;
  const name = ownWords(first.beer.nameTokens);
  const listing = scored.find(
    (s) =>
      s.beer.breweryKey !== first.beer.breweryKey &&
      sameWords(ownWords(s.beer.nameTokens), name) &&
      shown(s.beer),
  );
  if (!listing) return undefined;
  scored.splice(scored.indexOf(listing), 1);
  scored.unshift(listing);
  return first;
}

/**
 * A name whose brewery is nothing but its own word, read once ("FIREHOUSE RED" by Firehouse
 * Brewing), has that word counted twice, as its name and as its brewery. Another brewery's
 * fuller name read whole around it ("STATION 33" / "FIREHOUSE RED": North Country's Station 33
 * Firehouse Red) is the label's beer when it scores as well but for that: it goes first in
 * `scored`, and the one it displaced is returned, no rival.
 */
function fullerAround(scored: Candidate[]) {
  const first = scored[0]!;
  if (!first.beer.nameHasBrewery || first.borrowed < first.beer.breweryTokens.length) return;
  const fuller = scored.find(
    (s) =>
      s.beer.breweryKey !== first.beer.breweryKey &&
      s.unread === 0 &&
      !s.partial &&
      s.beer.nameTokens.length > first.beer.nameTokens.length &&
      first.beer.nameTokens.every((t) => s.beer.nameTokens.includes(t)) &&
      s.score >= first.score - T.breweryWeight * (1 - T.distinctiveBrewery),
  );
  if (!fuller) return;
  scored.splice(scored.indexOf(fuller), 1);
  scored.unshift(fuller);
  return first;
}

/**
 * Another brewery's whole name read as a line, word for word, that the best name only adds
 * style words to, read on the label's style line if at all ("GUINNESS FOREIGN EXTRA" of
 * Desnoes & Geddes over "…Style Stout · 9.6% ABV": Guinness's Guinness Foreign Extra Stout
 * takes its "Stout" from there). A style word in the name's own lettering ("Columbus" /
 * "Bock") is the label's name.
 */
function wholeWithoutStyle(
  index: CatalogueIndex,
  best: Candidate,
  words: string[],
  reading: Reading,
): IndexedBeer[] {
  const name = best.beer.nameTokens;
  if (words.length === 0 || words.length >= name.length) return [];
  if (!words.every((w, k) => w === name[k])) return [];
  const onStyleLine = (t: string) => {
    const f = best.found.get(t)!;
    return f.sim < T.wordRead || reading.strengthLines.has(reading.lineOf[f.word]!);
  };
  const added = name.slice(words.length);
  if (!added.every((t) => index.isStyleWord(t) && onStyleLine(t))) return [];
  return index.namedElsewhere(words, best.beer.breweryKey);
}

/**
 * The name's words read one after another, each letter for letter or cut where its line ends
 * and the label turns away: a piece the word ends or starts with (`Found.cut`), or the word's
 * own start last on its line ("BITBURGE" / "PREMIUM P" of Bitburger Premium Pils).
 */
function readAsWrittenOrCut(name: string[], found: Map<string, Found>, reading: Reading) {
  const words = name.map((t) => found.get(t)!);
  const { lineOf, folded } = reading;
  return (
    oneAfterAnother(words) &&
    words.every((f, k) => {
      if (f.cut || (f.sim === 1 && wholeWord(f, reading))) return true;
      const piece = folded[f.word];
      return (
        piece !== undefined &&
        lineOf[f.word + 1] !== lineOf[f.word] &&
        piece.length >= FRAGMENTS.cutLetters &&
        foldLookalikes(name[k]!).startsWith(piece)
      );
    })
  );
}

/**
 * A fuller name, all of the best name's words among its own, read word for word in its order
 * ("GOOSE ISLAND" / "IMPERIALIPA" around Goose IPA: Goose Island Imperial IPA, its brewery's
 * branch not on the label), its style words perhaps misread ("Mythos Hellenic Loge" around
 * Mythos: Mythos Hellenic Lager). The lines spell that name; the best one's words are only
 * scattered through it, or leave a word of their line that tells the fuller name unexplained.
 */
function fullerInOrder(
  index: CatalogueIndex,
  scored: Candidate[],
  best: Candidate,
  reading: Reading,
): IndexedBeer[] {
  return scored
    .filter((s) => {
      if (
        // An alias is how one label read, not a name another beer goes by.
        s.beer.alias !== undefined ||
        !isInside(best.beer, s.beer)
      )
        return false;
      // Its style words may be lost ("Mythos Hellenic Loge"), not the words that tell it.
      const read = s.beer.nameTokens.filter((t) => simOf(s.found, t) >= T.wordRead);
      return (
        read.length > ownWords(best.beer.nameTokens).length &&
        s.beer.nameTokens.every(
          (t) => read.includes(t) || leftOut(s.beer, t) || index.isStyleWord(t),
        ) &&
        readAsWrittenOrCut(read, s.found, reading)
      );
    })
    .map((s) => s.beer);
}

/**
 * A back label read whole, and its title (a run of its first lines, or its largest line) read
 * with each other line in turn: the "brewed by …" line then meets the name without the
 * ingredients and advice between them diluting how much of the text the beer explains. Its lines
 * are taken as first read: each title with each line is many tries already, and trying every
 * other reading of its fine print too (OcrLine.variants) measured four times as slow.
 */
function readBackLabel(
  index: CatalogueIndex,
  lines: OcrLine[],
  finePrint?: Reading,
): WindowMatch | undefined {
  const group = lines.map((l) => mostWordsRead(index, l));
  const tallest = group.reduce((a, b) => (b.lineHeight > a.lineHeight ? b : a));
  const titles = [
    ...Array.from({ length: T.maxWindowLines }, (_, n) => group.slice(0, n + 1)),
    [tallest],
  ];
  // Fine print between title and line may be passed over; words of the name's size may not:
  // "Erdinger" above "Weizen" is no reading of a label that says "Oktoberfest" between them.
  // A jumble of that size ("Oureeethe") says nothing and may be, and so may a sentence, when
  // the title is hardly larger than the fine print ("…not drink if pregnant. Enjoy responsibly").
  const large = (l: OcrLine) => {
    const words = tokenize(l.text);
    return (
      l.lineHeight >= T.backLabelSkipSize * tallest.lineHeight &&
      words.length < T.backLabelSentenceWords &&
      words.some((t) => index.hasWord(t))
    );
  };
  const passesOver = (title: OcrLine[], other: OcrLine) => {
    const at = group.indexOf(other);
    const ends = title.map((l) => group.indexOf(l));
    const [from, to] = at > Math.max(...ends) ? [Math.max(...ends), at] : [at, Math.min(...ends)];
    return group.slice(from + 1, to).some((l) => !title.includes(l) && large(l));
  };
  const tries = [matchReading(index, group, finePrint)];
  for (const title of titles)
    for (const other of group)
      if (!title.includes(other) && !passesOver(title, other))
        tries.push(matchReading(index, [...title, other], finePrint));
  const best = tries.reduce<WindowMatch | undefined>(
    (best, m) => (m && (!best || m.confidence > best.confidence) ? m : best),
    undefined,
  );
  // The label's own lines, as the rest of the matcher knows them.
  return best && { ...best, lines: best.lines.map((l) => lines[group.indexOf(l)]!) };
}

/**
 * Of a line read more than one way, the reading with the most catalogue words: small print often
 * loses its spaces on one reading ("bottledbyDiamondKnotBrewery&Aleh") and keeps them on another
 * ("bottled by Diamond KnotBrewery&Alehos"), and a back label is read one way per line.
 */
function mostWordsRead(index: CatalogueIndex, line: OcrLine): OcrLine {
  if (!line.variants?.length) return line;
  const known = (text: string) => tokenize(text).filter((t) => index.hasWord(t)).length;
  let best = line;
  let most = known(line.text);
  for (const v of line.variants) {
    const n = known(v.text);
    if (n > most) [best, most] = [{ ...line, ...v }, n];
  }
  return best;
}

/** Lines that read as an earlier line of the group, letter for letter but spaces and case. */
function copiesOf(group: OcrLine[]): Map<OcrLine, OcrLine> {
  const first = new Map<string, OcrLine>();
  const copies = new Map<OcrLine, OcrLine>();
  for (const l of group) {
    const key = l.text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
    const earlier = first.get(key);
    if (earlier) copies.set(l, earlier);
    else if (key) first.set(key, l);
  }
  return copies;
}

/** The lines follow each other in the group: a run already tried. */
const isRunOf = (group: OcrLine[], run: OcrLine[]) => {
  const at = group.indexOf(run[0]!);
  return run.every((l, n) => group[at + n] === l);
};

const ENTRY_NUMBER = /^\s*\d{1,2}\.\s*$/;
/** A board's entry read with its number: "6. Grupa Zywiec - Zywiec". */
const NUMBERED_ENTRY = /^\s*\d{1,2}\.\s*\S/;
/** A board's entry, or its number alone. */
const isNumbered = (l: OcrLine) => NUMBERED_ENTRY.test(l.text) || ENTRY_NUMBER.test(l.text);

/**
 * On a board, each line that starts with an entry's number, and each line on its row (its
 * style or price column), is that entry's: the line each belongs to.
 */
function boardEntries(group: OcrLine[]): Map<OcrLine, OcrLine> {
  const entries = group.filter((l) => NUMBERED_ENTRY.test(l.text));
  const of = new Map<OcrLine, OcrLine>();
  if (entries.length < 2) return of;
  for (const l of group) {
    const entry = entries.find((e) => e === l || onOneRow(e, l));
    if (entry) of.set(l, entry);
  }
  return of;
}

/** Two lines side by side: most of the shorter one's height is the other's too. */
const onOneRow = (a: OcrLine, b: OcrLine) =>
  spanOverlap(a.box[1], a.box[1] + a.box[3], b.box[1], b.box[1] + b.box[3]) >= 0.5;

/**
 * A line of nothing but the beer's brewery words and numbers ("ANHEUSER-BUSCH", "3."), the words
 * perhaps run together ("BIRRAPERONI"), one of them telling the brewery.
 */
export const saysOnlyBrewery = (line: OcrLine, beer: IndexedBeer) => {
  const tokens = tokenize(line.text);
  return (
    tokens.every((t) => /^\d+$/.test(t) || isRunOfWords(t, beer.breweryWords)) &&
    beer.breweryTokens.some((b) => tokens.some((t) => t.includes(b)))
  );
};
/** `word` is one of `words` or several of them in a row, run together. */
function isRunOfWords(word: string, words: string[]): boolean {
  return words.some((_, i) => {
    let joined = '';
    for (const w of words.slice(i)) {
      joined += w;
      if (joined === word) return true;
      if (!word.startsWith(joined)) return false;
    }
    return false;
  });
}

/**
 * The beers in one group of lines: every run of up to four consecutive lines is tried, and the
 * best runs are taken greedily so each line names at most one beer (a chalkboard lists many).
 */
export function matchGroup(
  index: CatalogueIndex,
  group: OcrLine[],
  finePrintLines: OcrLine[] = [],
): { matches: WindowMatch[]; unused: OcrLine[] } {
  // Read once for the whole group: each brewery word is then looked for in it once.
  const finePrint = finePrintLines.length ? readingOf(index, finePrintLines) : undefined;
  // A board's entry numbers ("1.", "6.") name nothing and would take a window's place from the
  // entry's brewery or name ("MILLER" "BREWING" "1." "RED" "DOG"): windows leave them out.
  const lines = group.filter((l) => !ENTRY_NUMBER.test(l.text));
  // A window holds one board entry at most: "Porter", the style column of entry 5, does not
  // make entry 6's "Zywiec" a Zywiec Porter.
  const entryOf = boardEntries(lines);
  // A bottle's label, no list: a list's other entries show their own breweries.
  const label = group.filter(isNumbered).length < 2 ? lines : [];
  const oneEntry = (run: OcrLine[]) => new Set(run.flatMap((l) => entryOf.get(l) ?? [])).size <= 1;
  const windows: WindowMatch[] = [];
  // Runs of `lines` not tried before (a run of the group's own lines is), named as `keep` asks.
  const runsOf = (from: OcrLine[], keep: (m: WindowMatch) => boolean) => {
    const named: WindowMatch[] = [];
    for (let start = 0; start < from.length; start++) {
      for (let size = 1; size <= T.maxWindowLines && start + size <= from.length; size++) {
        const run = from.slice(start, start + size);
        if ((from !== lines && isRunOf(lines, run)) || !oneEntry(run)) continue;
        const m = matchWindow(index, run, finePrint, label);
        if (m && keep(m)) named.push(m);
      }
    }
    return named;
  };
  windows.push(...runsOf(lines, (m) => m.confidence >= T.reportThreshold));
  // A shelf shows a product several times side by side (its facings): its lines then come in
  // turns ("Breckenridge", "Breckenridge", "BBQ of Omaha", "BBQof Omaha", "Mountain"…) and no
  // run of four holds a whole label. The group's lines read once each are tried too; a beer
  // named surely from them takes the copies of its lines as well. Only surely: lines that were
  // never next to each other may be of two labels ("Brackenridge" from the next bottle, over
  // another's "Double IPA").
  const copies = copiesOf(lines);
  const once = lines.filter((l) => !copies.has(l));
  const fromOnce = new Set(copies.size ? runsOf(once, isSure) : []);
  windows.push(...fromOnce);
  // A back label names its beer in a title and its brewery far below, under lines of small
  // print: when no short run of lines names a beer surely, the label is read whole.
  if (!windows.some(isSure) && group.length > T.maxWindowLines && group.length <= T.maxLabelLines) {
    const m = readBackLabel(index, group, finePrint);
    if (m && m.confidence >= T.reportThreshold) windows.push(m);
  }
  // A line that adds nothing to a beer is not its label's: "IPA" (the end of the entry above)
  // before "Chelsea Brewing Company | Checker Cab Blonde Ale" is left to the entry it ends.
  // `without`: only a smaller window holding none of these lines counts (a copy of one on the
  // next facing is that line again).
  const padded = (w: WindowMatch, without?: OcrLine[]) =>
    windows.some(
      (o) =>
        o.beer.id === w.beer.id &&
        o.lines.length < w.lines.length &&
        o.lines.every((l) => w.lines.includes(l)) &&
        o.score >= w.score &&
        // The extra line may still make the beer sure: the brewery line telling two listings apart.
        (isSure(o) || !isSure(w)) &&
        !without?.some((l) => o.lines.some((k) => k.text === l.text)),
    );
  // The fuller name's window may also lack a line of the shorter's that says only their brewery
  // ("ANHEUSER-BUSCH" over "BUD" "LIGHT" "LIME", four lines to a window): the brewery is both's.
  const within = (w: WindowMatch, o: WindowMatch) => {
    const rest = w.lines.filter((l) => !o.lines.includes(l));
    return rest.length === 0
      ? o.lines.length > w.lines.length
      : rest.length < w.lines.length &&
          o.beer.breweryKey === w.beer.breweryKey &&
          o.beer.nameTokens.length > w.beer.nameTokens.length &&
          rest.every((l) => saysOnlyBrewery(l, w.beer));
  };
  // A name all inside a fuller one read over more of the same lines ("Harbour" beside "Harbour
  // Lights Reserve" when the label's next line says "Reserve") is the fuller beer cut short.
  // So is a name that two breweries both sell, named from its own line, when the lines after it
  // show which of the two breweries made it ("Kestrel Gold", then "Kestrel Ridge Brewing"), also
  // when one of them lists it with "Beer" ("Lone Star Beer" by Lone Star Brewing, its brewery
  // only the name read again, under "Stroh Brewery Company").
  // The fuller name counts even when it is unsure (two listings of it tie): its text explains
  // at least as much, so the shorter name inside it is no surer ("Fraoch" over "Heather Ale").
  // So is a name not sure of itself (two breweries' "Speciale Noël") when the fuller name's
  // lines read its brewery in full ("Brasserie de Blaugies": Moneuse Speciale Noël). Another
  // brewery's fuller name whose window is padded with the shorter's lines, which it names as
  // well with none of them, cuts nothing short: "Bell's Brewery Inc." / "Amber Ale" over
  // "Anderson Valley Brewing" / "BoontAmberAle" on a board is two beers. ("Birra Peroni" over
  // "Peroni Nastro" / "Azzurro" is that label's brewery line, not the beer Peroni.)
  const cutShort = (w: WindowMatch) =>
    windows.some(
      (o) =>
        within(w, o) &&
        !(o.beer.breweryKey !== w.beer.breweryKey && padded(o, w.lines)) &&
        (o.beer.nameTokens.length > w.beer.nameTokens.length
          ? w.beer.nameTokens.every((t) => o.beer.nameTokens.includes(t)) &&
            (o.confidence >= T.identifiedThreshold ||
              o.score >= w.score ||
              (!isSure(w) && o.breweryRead && !w.breweryRead))
          : o.confidence >= T.identifiedThreshold &&
            o.beer.id !== w.beer.id &&
            sameWords(ownWords(o.beer.nameTokens), ownWords(w.beer.nameTokens))),
    );
  // A beer only worth asking about from some of the lines that name it surely is that sure
  // reading seen in part, however high its score: "IRISHGOLD" without "O'Gara's Bar & Grill".
  const partOfSure = (w: WindowMatch) =>
    !isSure(w) &&
    windows.some(
      (o) => o.beer.id === w.beer.id && isSure(o) && w.lines.every((l) => o.lines.includes(l)),
    );
  // On a tie the longer window wins: "Rodenbach" + "Grand Cru" is Rodenbach Grand Cru.
  windows.sort((a, b) => b.confidence - a.confidence || b.lines.length - a.lines.length);
  const used = new Set<OcrLine>();
  const matches: WindowMatch[] = [];
  for (const w of windows) {
    if (w.lines.some((l) => used.has(l)) || cutShort(w) || padded(w) || partOfSure(w)) continue;
    w.lines.forEach((l) => used.add(l));
    if (fromOnce.has(w)) for (const [copy, of] of copies) if (w.lines.includes(of)) used.add(copy);
    matches.push(w);
  }
  // A whole name read as a line of its own is the label's beer, though no brewery was read, when
  // that line is the label's only large text ("BLACK MOUNTAIN BITTER" over its style line), or
  // the two lines it wraps onto are ("XP Pale" / "Ale"): another large line beside it ("Bavarian
  // Dark" over "WheatBeer") may be more of the name.
  if (matches.some((m) => m.wholeLine)) {
    const tallest = Math.max(...once.map((l) => l.lineHeight));
    const large = once.filter((l) => l.lineHeight >= T.wholeNameTextShare * tallest);
    for (const m of matches)
      if (m.wholeLine && large.every((l) => m.lines.includes(l))) m.partial = false;
  }
  // A bottle's label, one beer named in its lines: a list (a board, a shelf's row grouped as
  // one) shows other entries' breweries beside each beer, named or not.
  const [only, ...more] = matches;
  if (only && !more.length && isSure(only) && group.filter(isNumbered).length < 2)
    only.otherBrewer = namesAnotherBrewer(index, only.beer, [...group, ...finePrintLines]);
  return { matches, unused: group.filter((l) => !used.has(l)) };
}
