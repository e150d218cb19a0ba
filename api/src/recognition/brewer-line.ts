import type { CatalogueIndex, IndexedBeer } from './catalogue-index';
import type { OcrLine } from './ocr/types';
import { editDistance, foldLookalikes, isGeneric, isNoise, tokenize, wordSimilarity } from './text';
import { BREWER_LINES as B } from './tuning';

/** Words a brewery's name ends with ("Oxbow Fen Brewing", "… BRAUHAUS"), also cut short ("Brewi"). */
const ENDS_NAME = /^(brewi|brewer(?!s$)|brewh|brewp|brauh)/;
/** Words a brewery's name starts with ("Brauerei Aying", "Brasserie Dupont"), and "bottled by". */
const STARTS_NAME =
  /^(by|.*brauerei|brasserie|brouwerij|birrificio|cerveceria|cervejaria|browar|bryggeri|pivovar)$/;

/**
 * The telling words of each brewery a line names: up to `B.nameWords` words before a word that
 * ends a brewery's name, or after one that starts it. "Our brewers have made this beer" and
 * "Brewed with water" name none.
 */
function breweriesNamed(index: CatalogueIndex, text: string): string[][] {
  const words = tokenize(text);
  const telling = (w: string) =>
    w.length >= B.tellingLetters &&
    !isGeneric(w) &&
    !isNoise(w) &&
    !index.isStyleWord(w) &&
    !ENDS_NAME.test(w) &&
    !STARTS_NAME.test(w);
  const named: string[][] = [];
  words.forEach((w, i) => {
    const around =
      w.length > B.tellingLetters && ENDS_NAME.test(w)
        ? words.slice(Math.max(0, i - B.nameWords), i)
        : STARTS_NAME.test(w)
          ? words.slice(i + 1, i + 1 + B.nameWords)
          : [];
    const told = around.filter(telling);
    if (told.length) named.push(told);
  });
  return named;
}

/** A word read of the beer's brewery or name: alike, or one inside the other ("oxbowfen"). */
const ofBeer = (beer: IndexedBeer, w: string) =>
  [...beer.breweryTokens, beer.breweryTokens.join(''), ...beer.nameTokens].some(
    (t) =>
      wordSimilarity(w, t) > 0 ||
      (t.length >= B.tellingLetters && (w.includes(t) || t.includes(w))),
  );

/**
 * One of the beer's brewery words read as a word of its own, at most a letter off ("QUARREL"),
 * or a brand of its brewery in its name ("Saranac" of F.X. Matt), which stands for it.
 */
const breweryWordRead = (index: CatalogueIndex, beer: IndexedBeer, lines: OcrLine[]) => {
  const telling = [
    ...beer.breweryTokens.filter((t) => t.length >= B.tellingLetters),
    // "SEADOG" of Sea Dog Brewing: its short words run together.
    beer.breweryTokens.join(''),
    ...beer.nameTokens.filter((t) => index.isBrandOf(t, beer)),
  ];
  return lines.some((l) =>
    tokenize(l.text).some((w) =>
      telling.some(
        (t) =>
          editDistance(foldLookalikes(w), foldLookalikes(t), 1) <= 1 ||
          // A long word run in with others ("…BRAUEREIWEIHENSTEPHANWEIHENSTEPHANER…"); a short
          // one inside a word ("Stoneool") may be any word misread.
          (t.length >= B.insideLetters && w.includes(t)),
      ),
    ),
  );
};

/**
 * The label states who made it ("Brewed and bottled by Oxbow Fen Brewing", "OXBOW FEN
 * BRAUHAUS"), and it is another brewery than the beer's: its "Pale Ale" is not Stone's, nor its
 * "Dunkles Weissbier" the one brewery's the catalogue lists. True when some line of the label
 * names a brewery none of whose words are the beer's, no line names the beer's own, and no word
 * of the beer's brewery or brand was read anywhere on it ("QUARREL" of Red Quarrel Brewing).
 * "Stoneool" ("Store cool" misread) in a sentence is no "Stone".
 */
export function namesAnotherBrewer(
  index: CatalogueIndex,
  beer: IndexedBeer,
  lines: OcrLine[],
): boolean {
  if (!beer.breweryTokens.length) return false;
  const named = lines.flatMap((l) => breweriesNamed(index, l.text));
  if (!named.length || named.some((words) => words.some((w) => ofBeer(beer, w)))) return false;
  return !breweryWordRead(index, beer, lines);
}
