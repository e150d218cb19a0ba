/**
 * Every tuned number of the offline recogniser, in one place. Each comment says what raising it
 * trades for what. Change one, then measure with `npm run bench:recognition` (docs/recognition.md:
 * precision must not drop below 97%, and beers named on scenes of unknown products must stay 0)
 * before keeping it. The OCR's own numbers (detection, worker threads) stay in ocr/.
 */

/** Lines into products (grouping.ts): what one label's text looks like on the photo. */
export const GROUPING = {
  /** Degrees two lines may differ in angle on one label: higher joins a tilted neighbour's text. */
  angleTolerance: 20,
  /** Line heights between stacked lines of a label: higher joins the bottle above or below. */
  acrossGap: 2.4,
  /** Line heights of white space between pieces of one line: higher joins side-by-side labels. */
  alongGap: 0.6,
  /** Line heights across under which two pieces are one text line (and one row when read). */
  sameLine: 0.6,
  /** Largest ratio of text heights on one label: higher lets price tags and fine print join. */
  sizeRatio: 3.5,
  /**
   * Fine print far smaller than a group's largest line, within this many of its line heights,
   * may show that group's brewery: higher credits a neighbouring label's brewery.
   */
  finePrintGap: 1,
  /**
   * On a photo of a few labels, a smaller line across the same stretch as a label that named
   * nothing, within this many of its tallest line's heights, may still be its brewery line (a
   * bottle's brewery far above its name, three of the name's heights: "Terrapin" / "Beer
   * Company" over "India Style Brown Ale"): higher lends one bottle's brewery to the next.
   */
  mateGap: 3.5,
  /** Share of the narrower of the two that must lie across the same stretch of the photo. */
  mateOverlap: 0.5,
  /**
   * On a photo of a few labels, two groups that named nothing and hold pieces of one text line
   * this many line heights apart or less are read as one label (interpret.ts readSplitLabel):
   * higher reads one bottle's line on into the next bottle's.
   */
  splitLineGap: 2,
  /** Largest ratio of the two pieces' text heights: one line is set in one size. */
  splitLineSize: 1.3,
} as const;

/** Catalogue candidates (catalogue-index.ts): which beers are scored at all, for speed. */
export const CANDIDATES = {
  /** Beers a word may name and still propose candidates: higher scores "ale" and "ipa" (slow). */
  maxBeersPerWord: 250,
  /** Shortest catalogue word looked for inside run-together text: lower floods the trigram index. */
  trigramWordLength: 5,
  /** Share of a word's trigrams that must be read to propose it: lower scores more beers. */
  trigramShare: 0.5,
  /** Fewest trigram hits that propose a word, however short. */
  trigramMinHits: 2,
  /**
   * Fewest trigram hits that propose a word a word read is within its slips of (wordSimilarity):
   * lower scores more beers.
   */
  slipMinHits: 3,
} as const;

/** Reading a window of lines (reading.ts). */
export const READING = {
  /** Shortest word tried as run-together catalogue words: lower splits real words apart. */
  splitWordLength: 6,
  /** Most pieces a run-together word may split into: higher lets jumbles of letters split. */
  maxPieces: 4,
  /** Longest catalogue word looked for as a piece (for speed). */
  longestPiece: 20,
  /** Pieces shorter than this ("st", "de") are short... */
  shortPiece: 3,
  /** ...and a split may hold at most this many of them. */
  maxShortPieces: 1,
} as const;

/** Word fragments on labels wrapped round a bottle ("falke…", "…enhof"): catalogue-index.ts. */
export const FRAGMENTS = {
  /** Shortest catalogue word whose fragments count: shorter words' ends are shared by many. */
  wordLength: 6,
  /** Most beers a word may name for its fragments to count: only rare words tell a beer. */
  maxBeers: 3,
  /** Shortest fragment read: shorter starts and ends say nothing. */
  fragmentLength: 4,
  /** Similarity of a word whose every letter was read in fragments; less for each missing letter. */
  similarity: 0.9,
  /**
   * A name word cut off where its line ends ("ird" of Third, first on the line "ird Stone Brown";
   * "Augustiner Ede"), its next or previous name word read whole beside it, counts as read from
   * this many letters: lower lets a chance ending ("ale") stand for a word.
   */
  cutLetters: 3,
  /**
   * The same from this many letters, all letters as read, when another word of the name, no style
   * word, was read letter for letter ("Id Rasputin" of Old Rasputin): lower lets a lone letter at
   * the edge stand for a word.
   */
  cutLettersBesideName: 2,
  /**
   * The same from this many letters, all letters as read, at the photo's own frame, which cuts a
   * word clean wherever it falls ("'s Hop Nest Monster" at the photo's left edge).
   */
  cutLettersAtFrame: 1,
  /**
   * Most letters of a word the frame cut that the OCR may run into the next word ("DSEATTLE"):
   * higher parts a word's own first letters from it.
   */
  framePieceLetters: 2,
  /** Pixels from the photo's edge within which a line's box runs into the frame. */
  frameMargin: 3,
  /** Similarity of such a cut word: its letters were read right, the rest was not in view. */
  cutSimilarity: 1,
} as const;

/** Reading a word with OCR slips (text.ts): each slip allowed finds more and confuses more. */
export const SLIPS = {
  /** Words this long may carry one slip ("NEVAOA"); shorter ones must be exact. */
  oneSlipLength: 5,
  /** Words this long may carry two. */
  twoSlipLength: 9,
  /** Letters a read word may run on past a known one, as place adjectives do ("Ayinger"). */
  endingLetters: 3,
  /** Shortest known word that may take such an ending: shorter ones would swallow other words. */
  endingWordLength: 5,
  /** Similarity of a word read with its place-adjective ending. */
  endingSimilarity: 0.9,
  /** Style words this short ("ale", "bock") may carry one misread letter... */
  shortStyleLength: 4,
  /** ...counting this much: enough to be read, less than any surer reading. */
  shortStyleSimilarity: 0.6,
  /** Similarity of a word equal once lookalikes (0/o, rn/m) are folded. */
  lookalikeSimilarity: 0.95,
  /**
   * Name words this short ("Skol") read a letter off under their brewery read in full (matching.ts
   * slipOfShortWord): shorter ones ("OB") are too many words a letter apart...
   */
  shortSlipMin: 3,
  /** ...counting this much: read, but the name only worth asking about. */
  shortSlipSimilarity: 0.6,
} as const;

/** How well a beer explains a window of lines (matching.ts). */
export const MATCHING = {
  /** Confidence a window needs to be kept at all (identified or a best guess). */
  reportThreshold: 0.45,
  /** Consecutive lines one beer may span: higher finds long labels and costs time per group. */
  maxWindowLines: 4,
  /** Most lines a group may hold to be read whole when no shorter run names a beer (back labels). */
  maxLabelLines: 20,
  /**
   * A back label's title meets a line further down only over lines smaller than this share of
   * the label's largest: fine print may be passed over, the label's largest text may not (a
   * back label photographed close has fine print nearly the title's size).
   */
  backLabelSkipSize: 0.95,
  /** Words from which a line that large is a sentence ("…not drink if pregnant. Enjoy…"), and may. */
  backLabelSentenceWords: 5,
  /** Similarity from which a name or brewery word counts as read: lower accepts worse readings. */
  wordRead: 0.5,
  /**
   * Other words (not the beer's, not numbers) on a line that make it a sentence, where a name of
   * style words ("Wheat Beer") is not the label's name ("…barley and wheat. Store cool…").
   */
  sentenceWords: 3,
  /** Brewery score of a beer whose brewery has no telling words: counts as read at wordRead. */
  breweryUnknown: 0.5,
  /** Words a name needs under its read brewery before it may lose one to OCR. */
  longNameWords: 4,
  /** Non-style name words a beer needs to be believed with no brewery read ("Hocus Pocus"). */
  distinctiveWords: 2,
  /** Summed rarity (idf) those words need: lower names invented products after real ones. */
  nameAloneEvidence: 13,
  /**
   * A one-word name stands alone ("MOONRISE", "KOLVA") only this long: lower lets a short word
   * of an unknown product name a beer (at 5, no bench scene named a wrong beer)...
   */
  loneWordLength: 5,
  /** ...naming at most this many beers... */
  loneWordMaxBeers: 2,
  /** ...and read this surely, in the window's largest text. */
  loneWordSimilarity: 0.9,
  /**
   * A whole name of one own word and style words ("Abbot Ale") stands alone too, when its own
   * word names at most this many beers: higher lets "Summer Ale" of a brewery the catalogue
   * lacks be named as the catalogue's one beer of that name (bench, at 30: another brewery's
   * "Bavarian Dark" named for a label's "Bavarian Dark Wheat Beer").
   */
  wholeNameWordMaxBeers: 5,
  /**
   * A brand: a word of at least loneWordLength letters in this many names or more, all of one
   * brewery's beers ("Saranac" of F.X. Matt, "Schlafly" of the Saint Louis Brewery). Read as
   * itself, it names the brewery the label leaves out; fewer beers than this share a word by
   * chance ("Mirror", "Union": two beers each).
   */
  brandMinBeers: 3,
  /**
   * A line at least this share of the tallest line's height is in the label's largest type (OCR
   * boxes of one type size differ by 10–15%): lower lets a subtitle count as the name's size.
   */
  largestTextShare: 0.85,
  /**
   * The share for a name read whole, in order, as it is written: its own word may be set a little
   * smaller than its style word ("Lodestone" over a larger "LAGER"), still far above fine print.
   * At 0.8, shelf labels with "Old Krogh" over a larger "Oatmeal Stout" (0.78) named nothing;
   * at 0.75, "Marina" over a larger "Light Lager" (0.71). As much smaller as a style word may be
   * than its brand (wholeNameStyleShare).
   */
  wholeNameTextShare: 0.7,
  /**
   * The share for a style word of a whole name of one own word ("Lager" under "TIGER"): labels
   * set it smaller than the brand, and the boxes of tilted display lettering come out taller
   * than its letters (one photo: 860 and 648 px for words drawn alike). Lower takes a style word
   * in fine print for part of the name.
   */
  wholeNameStyleShare: 0.7,
  /**
   * Words of a whole name, read letter for letter as its label's only large line, that name it
   * with no brewery read: lower names "Harvest Moon" or "Summer Ale" on any brewery's bottle.
   */
  wholeLineWords: 3,
  /** A one-word name this long, too short to stand alone, may be a best guess (never identified)... */
  guessWordLength: 4,
  /**
   * Other words of a name read whole that make a short word read a letter off (its brewery read
   * in full) that word, not only worth asking about: "Black Htok Porter", not "TUGA" alone.
   */
  slipWithWords: 2,
  /** ...or a longer one of which this share of letters was read... */
  guessCoverage: 0.7,
  /** ...when at most this many beers use the word (a whole word must be read as surely as a lone name). */
  guessWordMaxBeers: 1,
  /**
   * Such a word this long may be read with a slip ("VAIBARK" asks about Maibark), and a
   * two-word name that lost one word must keep one this long ("Goperandi" of Modus Hoperandi):
   * lower asks about short words a slip from many others.
   */
  slipGuessLength: 7,
  /** ...read at least this close: one slip in seven letters. */
  slipGuessSimilarity: 0.87,
  /**
   * Most breweries a word of the brewery may be in for a style word to tell that brewery's beers
   * apart: two, as one brewery may be listed twice under two spellings; "Creek" of any "… Creek
   * Brewing" line would pick Brewery Creek's stout.
   */
  styleTellingBreweries: 2,
  /** A brewery read only in part counts as read when a word read is in at most this many breweries' names. */
  partBreweryMaxBreweries: 3,
  /** Share of a brewery word's reading that counts when it is read in nearby fine print (grouping.ts finePrintNear). */
  finePrintBrewery: 0.9,
  /** Shortest brewery word that, read whole in a full name, vouches for the brewery ("Efes"). */
  carriedWordLength: 4,
  /** Brewery credit of a distinctive name read without its brewery (an unknown brewery gets breweryUnknown). */
  distinctiveBrewery: 0.7,
  /** Brewery credit of a brand of the brewery read ("Saranac"): all but the brewery's name itself. */
  brandBrewery: 0.9,
  /** Words this short ("D", "XX") say little: their rarity is capped... */
  shortWordLength: 2,
  /** ...at this, so a rare initial cannot carry a match alone. */
  shortWordMaxWeight: 2,
  /** Shorter catalogue words are found inside a run-together word only at its start or end. */
  inWordLength: 5,
  /** Shortest word found at the start or end of a run-together word ("ipa" in "punkipa"). */
  affixLength: 3,
  /** Similarity of a short word found at the start or end of a longer one. */
  affixSimilarity: 0.9,
  /** Similarity of a longer word found exactly inside a run-together one, less per slip. */
  inWordSimilarity: 0.97,
  /** Share of a stretch of letters another word may already hold before it is taken. */
  clashOverlap: 0.5,
  /** Letters (at least) or share of a word left over that still count as its ending. */
  endingShare: 0.15,
  /** Letters before a word found inside a longer one that may be a stray mark, not a word. */
  strayLetters: 1,
  /** What a word inside a longer, unexplained word is worth ("water" in "tidewater"). */
  unexplainedFactor: 0.3,
  /** Weight of the name's words in the score: the beer's own words matter most. */
  nameWeight: 0.55,
  /** Weight of the brewery's words in the score. */
  breweryWeight: 0.3,
  /** Weight of how much of the read text the beer explains: favours fuller names. */
  explainedWeight: 0.15,
  /** Scores this close to the best are a tie: the result is then less sure. */
  tieMargin: 0.02,
  /** Confidence kept when two beers fit equally well. */
  tieFactor: 0.85,
  /** Share of confidence that follows how surely the OCR read the text (the rest is the score). */
  readingWeight: 0.6,
  /** Runners-up kept for "not this beer?". */
  alternatives: 3,
  /**
   * Confidence from which a beer is identified: lower shows more wrong beers as found. On the
   * bench's 528 scenes (docs/recognition.md, twenty-first follow-up) the 16 matches between 0.82
   * and 0.85 were all right; below 0.81, generic names ("Pale Ale") of a brewery read are wrong,
   * one of them on a scene of unknown products.
   */
  identifiedThreshold: 0.82,
  /**
   * A line stating a strength set smaller than this share of the label's largest text is its
   * style line, naming no beer whose name is only style words: higher leaves a board's "Porter
   * 5.6%" entries to no beer.
   */
  styleLineSize: 0.8,
  /** Confidence from which a beer is offered as a best guess ("Is this …?"). */
  guessThreshold: 0.45,
  /** Candidates a best guess offers to pick from. */
  guessCandidates: 3,
} as const;

/** A label's line naming its brewery (brewer-line.ts): another brewery's beer is no catalogue beer. */
export const BREWER_LINES = {
  /** Words of a brewery's name looked for beside "Brewing", "Brauerei", "by" and the like. */
  nameWords: 3,
  /** Letters a word needs to tell a brewery ("Oxbow"); "Fen", "Co" tell nothing. */
  tellingLetters: 4,
  /** Letters a brewery's word needs to be read inside a longer word run in with others. */
  insideLetters: 6,
} as const;

/** What is left after matching (interpret.ts): honest "not recognised" products. */
export const LEFTOVERS = {
  /** Real words (LEFTOVERS.wordLetters letters or more) text needs to be shown as a product. */
  labelWords: 2,
  /** Letters that make a real word rather than OCR dust or a fragment. */
  wordLetters: 4,
  /** Half the letters of a word that counts as two run together ("MoonlightGoat"). */
  runTogether: 6,
  /** Share of the narrower entry's width two entries share to be one label's columns. */
  sameLabelOverlap: 0.5,
  /** Share of a leftover inside a found beer's box that makes it that beer's small print. */
  insideShare: 0.6,
  /** Mean OCR confidence the text needs: lower shows more noise as "not recognised". */
  labelConfidence: 0.7,
} as const;

/** The vision model (recognizer.ts, vision.ts). */
export const VISION = {
  /** Match confidence from which a beer the model named is taken as that catalogue beer. */
  catalogueMatch: 0.55,
  /** In `auto` mode, a local result with no beer this sure is worth asking the model. */
  sureConfidence: 0.75,
  /** Confidence given to a beer the model named that the catalogue lacks (added unverified). */
  addedBeerConfidence: 0.6,
  /** Longest side of the photo sent to the model: higher reads small labels, costs tokens. */
  maxSide: 1280,
  /** JPEG quality of the photo sent. */
  jpegQuality: 85,
} as const;

/** The last resort for a label no word named (letter-guess.ts): its letters, as best guesses. */
export const LETTERS = {
  /** Groups whose tallest text is this share of the photo's tallest are labels of the photo. */
  labelText: 0.5,
  /** Most such labels for letters to be read at all: higher guesses on shelves and boards. */
  maxLabels: 3,
  /** Trigrams in more beers than this propose none ("ale", "bre"): lower is faster, finds fewer. */
  maxBeersPerTrigram: 400,
  /** Beers scored in full, those sharing the most rare trigrams with the label. */
  shortlist: 60,
  /** Share of the name's telling words' letters that must be read. */
  minTelling: 0.5,
  /**
   * Rarity of a name's telling letters (style names' letters left out): lower lets short
   * common names ("Alt", "Copper") be guessed from letters that many labels carry.
   */
  minTellingWeight: 8,
  /**
   * Score from which a beer is offered, its brewery read counted (`breweryBonus`): lower offers
   * more guesses, more of them wrong.
   */
  minScore: 0.4,
  /**
   * A beer scoring less, down to this, is offered when its letters are `ownLabel` of the label's
   * large text and `poorLetters` letters were read: a label read poorly ("Cropked Dor" for
   * Crooked Door, 0.21, the next beer 0.06), not another maker's label sharing a word with it
   * ("VELVETEMBER" over "SALTMARSHBEERWORKS": Velvet ESB, 0.33, its letters 0.38 of the
   * label's), nor a short word that shares letters with many names by chance ("PRIDE": Pride of
   * Pilsen, 0.31). Lower offers coin tosses.
   */
  poorScore: 0.2,
  ownLabel: 0.4,
  poorLetters: 8,
  /**
   * Added for all of the beer's brewery read (its fine print too), a little more than `margin`,
   * so a brewery read in full tells apart two breweries' beers of one name.
   */
  breweryBonus: 0.16,
  /**
   * Share of a beer's brewery letters read (fine print too), weighed by rarity, from which a name
   * of style words' letters is told among that brewery's beers: its brewery read in full, give
   * or take a slip. On the ten seeds' photo-real scenes (docs/recognition.md, forty-second
   * follow-up) 2 more right best guesses, none wrong; at 0.6 one more, but "PAPER QUARREL", all
   * of Red Quarrel Brewing's letters but "Red", stood for that brewery.
   */
  breweryRead: 0.8,
  /** Lead over the next beer of other words or brewery: lower offers guesses that are coin tosses. */
  margin: 0.15,
} as const;

/**
 * A common name read whole, its brewery told by its letters (brewery-letters.ts). On the ten
 * seeds' scenes (docs/recognition.md, thirty-fourth follow-up) the beers so named were all right
 * and the unknown products' labels ("Pale Ale" under "Tinker Moor Ales") stayed unnamed by
 * `explained`: another brewery's letters read ("ales") explain little of what the label says.
 */
export const BREWERY_LETTERS = {
  /**
   * Breweries that must sell a name read for it to need its brewery's letters; a name of style
   * words only ("Rye IPA") needs them however few sell it. One brewery for every name named a
   * twin listing's other brewery ("Pier 96 Lager" under "Port Washington").
   */
  minBreweries: 2,
  /** Share of the brewery's telling letter runs read, weighed by rarity: a best guess from here. */
  brewery: 0.4,
  /** The same share from which the beer is identified. */
  sureBrewery: 0.5,
  /** Share of the other letter runs read that the brewery's name holds. */
  explained: 0.5,
  /** Lead over the next brewery selling the name (brewery share × explained). */
  margin: 0.1,
} as const;
