import type { CatalogueIndex } from './catalogue-index';
import { finePrintNear, groupLines, joinGroups, labelMates, onOneTextLine } from './grouping';
import {
  addLabelBox,
  isStrengthOrVolume,
  leftoverEntry,
  looksLikeLabel,
  mergeLabels,
  mostlyInside,
  unionBox,
  withoutFinePrint,
  type Leftover,
} from './leftovers';
import { nameByBreweryLetters } from './brewery-letters';
import { markFrameCuts, type Frame } from './frame';
import { guessByLetters } from './letter-guess';
import { isSure, matchGroup, saysOnlyBrewery, type WindowMatch } from './matching';
import type { Box, OcrLine } from './ocr/types';
import { isGeneric, tokenize } from './text';
import { LEFTOVERS, LETTERS, MATCHING } from './tuning';
import type { RecognizedBeer, Recognition, UnrecognisedText } from './types';

export { unionBox };

type Found = { match: WindowMatch; boxes: Box[]; alternatives: Set<string>; sure: boolean };

/**
 * A photo of one bottle or can: all the matches come from one label (one group of lines) and
 * too few to be a list. Such a photo names at most one beer.
 */
function oneLabel(matchedGroups: WindowMatch[][]): boolean {
  if (matchedGroups.length !== 1) return false;
  return new Set(matchedGroups[0]!.map((m) => m.beer.id)).size <= 2;
}

function present(
  { match, boxes, alternatives }: Found,
  taken: Set<string>,
  candidates: number,
): RecognizedBeer {
  return {
    beerId: match.beer.id,
    name: match.beer.name,
    brewery: match.beer.brewery,
    style: match.beer.style,
    confidence: Math.round(match.confidence * 1000) / 1000,
    boxes,
    alternatives: [...alternatives].filter((id) => !taken.has(id)).slice(0, candidates),
    text: match.text,
  };
}

const tallest = (lines: OcrLine[]) => Math.max(...lines.map((l) => l.lineHeight));
/** A run of letters long enough to be a word rather than OCR dust or a fragment. */
const hasWord = new RegExp(`\\p{L}{${LEFTOVERS.wordLetters}}`, 'u');

/**
 * Words any label may carry and no beer is named by: "CRAFT BREWED", "EST. 1873", "Brewed with
 * care", or such a line cut at the bottle's edge ("AFT BREWED"). A group of only these is no
 * label of its own. Prices and strengths alone are not such words: a board's count as a list.
 */
function saysOnlyBoilerplate(lines: OcrLine[]): boolean {
  const words = lines.flatMap(wordsOf);
  return words.length > 0 && words.every((t) => isGeneric(t) || t.length < LEFTOVERS.wordLetters);
}
const wordsOf = (l: OcrLine) => tokenize(withoutFinePrint(l.text));
/** Letters, and no word left once its fine print is taken out ("SINCE 1921", "SMALL BATCH"). */
const isAllFinePrint = (l: OcrLine) => /\p{L}/u.test(l.text) && !wordsOf(l).length;

/**
 * On a photo of a few bottles (few groups of large text), a label no word named may still show
 * its beer in letters cut, slipped and run together: offered only as a best guess, with its
 * runners-up as the other candidates (letter-guess.ts). Shelves and boards, many labels of
 * one size, are left to the words.
 */
function guessesByLetters(
  index: CatalogueIndex,
  groups: { group: OcrLine[]; finePrint: OcrLine[]; matches: WindowMatch[] }[],
  offered: RecognizedBeer[],
): { guess: RecognizedBeer; group: OcrLine[] }[] {
  // Letters of a word turned away with its bottle ("CE", large and near) are no label's text,
  // nor is what any label says ("CRAFT BREWED"): they neither set the photo's size of label text
  // nor count as a label. A board's prices and strengths, no letters at all, still count: many
  // of them make a list, no photo of bottles.
  const notALabel = (g: { group: OcrLine[] }) =>
    (g.group.some((l) => /\p{L}/u.test(l.text)) && !g.group.some((l) => hasWord.test(l.text))) ||
    saysOnlyBoilerplate(g.group);
  const largest = Math.max(0, ...groups.filter((g) => !notALabel(g)).map((g) => tallest(g.group)));
  const large = (g: { group: OcrLine[] }) =>
    !notALabel(g) && tallest(g.group) >= LETTERS.labelText * largest;
  // Each beer named is a label; so is each other group of large text.
  const labels = groups.reduce((n, g) => n + Math.max(g.matches.length, large(g) ? 1 : 0), 0);
  if (labels > LETTERS.maxLabels) return [];
  const taken = new Set(offered.map((b) => b.beerId));
  const out: { guess: RecognizedBeer; group: OcrLine[] }[] = [];
  for (const { group, finePrint } of groups.filter((g) => g.matches.length === 0 && large(g))) {
    // A style and strength line ("Farmhouse Ale · 6.1% ABV") names no beer of its own, nor
    // does a line that is all fine print, its words too ("SINCE 1921", "SMALL BATCH"): its
    // letters, no beer's, would count against the beer the label's other lines read. Numbers
    // alone may be a name's ("#10 2008").
    const lines = group.filter((l) => !isStrengthOrVolume(l.text) && !isAllFinePrint(l));
    if (!lines.length) continue;
    const [best, ...rest] = guessByLetters(index, lines, finePrint);
    if (!best || taken.has(best.beer.id)) continue;
    taken.add(best.beer.id);
    const read = lines.reduce((sum, l) => sum + l.confidence, 0) / lines.length;
    const guess: RecognizedBeer = {
      beerId: best.beer.id,
      name: best.beer.name,
      brewery: best.beer.brewery,
      style: best.beer.style,
      confidence: Math.round(best.score * read * 1000) / 1000,
      boxes: [unionBox(group.map((l) => l.box))],
      alternatives: [...new Set(rest.map((g) => g.beer.id))]
        .filter((id) => !taken.has(id))
        .slice(0, MATCHING.guessCandidates - 1),
      text: lines.map((l) => l.text).join(' '),
    };
    out.push({ guess, group });
  }
  return out;
}

type MatchedGroup = ReturnType<typeof matchGroup> & { group: OcrLine[]; finePrint: OcrLine[] };

/**
 * A group that may be a label of its own: it holds a word that is not in a strength or volume
 * line ("440ml", "Scotch Ale · 9.7% ABV") and says more than what any label says.
 */
const mayBeLabel = (g: MatchedGroup) =>
  g.group.some((l) => hasWord.test(l.text) && !isStrengthOrVolume(l.text)) &&
  !saysOnlyBoilerplate(g.group);

/**
 * Lines of other groups that may be small print of this label's bottle though grouping left
 * them apart (grouping.ts `labelMates`): taken only from groups that named nothing.
 */
function matesOf(group: OcrLine[], finePrint: OcrLine[], groups: MatchedGroup[]): OcrLine[] {
  const others = groups.filter((o) => !o.matches.length).flatMap((o) => o.group);
  return labelMates(group, others).filter((l) => !finePrint.includes(l));
}

/**
 * On a photo of a few labels, a label whose lines named nothing, or only a beer worth asking
 * about, is read again with the smaller lines of its bottle that grouping left apart:
 * "Brauerei Schwelm" far above "Hefe-Weizen". They count as its fine print does, for the
 * brewery alone. A label that named a best guess keeps the new reading only when it names its
 * beer surely. A label that still named nothing is read once more with those lines and its fine
 * print as lines of its own: a name that carries its brewery's word shows that word once, on the
 * brewery's line ("HARPOON BREWERY" small over a huge "IPA": Harpoon IPA). That reading stands
 * when it names its beer surely with the brewery read in full, or names none surely and asks
 * about one from the label's own lines ("APHLEALE" over "LD HAT BREWERY": Old Hat's Apple Ale?).
 * The lines so lent go into `lent`: they are no product of their own.
 */
function readWithLabelMates(index: CatalogueIndex, groups: MatchedGroup[], lent: Set<OcrLine>) {
  if (groups.filter(mayBeLabel).length > LETTERS.maxLabels + 1) return;
  const unsure = (x: MatchedGroup) => !x.matches.some(isSure);
  // A style and strength line ("American-Style Pale Ale · 9.2% ABV") is no label of its own: read
  // with the brewery line over it, it would ask about that brewery's Pale Ale under its Gold Rush.
  const styleLinesOnly = (x: MatchedGroup) => x.group.every((l) => isStrengthOrVolume(l.text));
  for (const g of groups.filter((x) => unsure(x) && !styleLinesOnly(x))) {
    const mates = matesOf(g.group, g.finePrint, groups);
    if (mates.length) {
      const again = matchGroup(index, g.group, [...g.finePrint, ...mates]);
      if (g.matches.length ? again.matches.some(isSure) : again.matches.length) {
        Object.assign(g, again);
        mates.forEach((l) => lent.add(l));
        continue;
      }
    }
    if (!g.matches.length) readSmallLinesAsOwn(index, g, mates, lent);
  }
}

/**
 * A label that named nothing, read with its fine print and label mates as lines of its own.
 * With neither, its own lines alone were read already and named nothing.
 */
function readSmallLinesAsOwn(
  index: CatalogueIndex,
  g: MatchedGroup,
  mates: OcrLine[],
  lent: Set<OcrLine>,
) {
  const small = [...g.finePrint, ...mates];
  if (!small.length) return;
  const group = joinGroups(g.group, small);
  const joined = matchGroup(index, group, []);
  // A beer asked about is named from the label's own lines, not from a style and strength line
  // ("Pilsner · 6.5% ABV" under Rochefort's brewery is no Rochefort 6).
  const asked = (m: WindowMatch) =>
    m.lines.some((l) => g.group.includes(l)) && !m.lines.some((l) => isStrengthOrVolume(l.text));
  const sure = joined.matches.filter(isSure);
  if (sure.length ? !sure.some((m) => m.breweryRead) : !joined.matches.some(asked)) return;
  Object.assign(g, joined, { group, finePrint: [] });
  small.forEach((l) => lent.add(l));
}

/**
 * On a photo of a few labels, two groups that each name only a best guess, and the same one,
 * are one label that grouping split ("Wee" beside "Heavy", apart across the bottle's curve):
 * read as one, with their bottle's small print, they may name their beer surely. Nothing
 * changes unless they then do; the small print so read goes into `lent`. So are two groups that
 * named nothing and hold pieces of one text line (grouping.ts `onOneTextLine`: "Atomic Raygu"
 * and "mperial R"); read as one, whatever they name stands, a best guess too.
 */
function readSplitLabel(index: CatalogueIndex, groups: MatchedGroup[], lent: Set<OcrLine>) {
  if (groups.filter((g) => g.matches.length).length > LETTERS.maxLabels + 1) return;
  const guess = (g: MatchedGroup) =>
    g.matches.length === 1 && !isSure(g.matches[0]!) ? g.matches[0]!.beer.id : undefined;
  const namedNothing = (g: MatchedGroup) => g.group.length > 0 && !g.matches.length;
  groups.forEach((a, i) =>
    groups.forEach((b, j) => {
      if (i === j) return;
      const id = guess(a);
      // Pieces of one line are tried once a pair: joined, the two are one group either way.
      const oneLine =
        i < j && namedNothing(a) && namedNothing(b) && onOneTextLine(a.group, b.group);
      if (!oneLine && (!id || id !== guess(b))) return;
      const group = joinGroups(a.group, b.group);
      const finePrint = [...new Set([...a.finePrint, ...b.finePrint])];
      const mates = matesOf(group, finePrint, groups);
      const again = matchGroup(index, group, [...finePrint, ...mates]);
      const named = oneLine
        ? again.matches.length > 0
        : again.matches.some((m) => isSure(m) && m.beer.id === id);
      if (!named) return;
      Object.assign(a, again, { group, finePrint });
      Object.assign(b, { matches: [], unused: [], group: [] });
      mates.forEach((l) => lent.add(l));
    }),
  );
}

/**
 * Fine print of a label that named a beer, reading that beer's brewery ("Sierra Nevada Brewing
 * Co." in small type over a large "Pale Ale"), is that label's brewery line: it goes into `lent`,
 * no unknown product of its own.
 */
function lendBreweryLines(groups: MatchedGroup[], lent: Set<OcrLine>) {
  for (const { matches, finePrint } of groups)
    for (const l of finePrint) {
      const words = tokenize(l.text);
      if (matches.some((m) => m.beer.breweryTokens.some((t) => words.includes(t)))) lent.add(l);
    }
}

/**
 * A label's brewery line and style line, read as the fine print of a beer named surely, are no
 * beer of their own: "Mahou San Miguel" over "Pale Lager · 5.5% ABV" under a large "Mahou
 * Clásica" does not also ask about San Miguel Brewery's Pale Pilsen, and "Molson Coors" over
 * "Light Lager · 5.5% ABV" under a large "Miller" / "Lite" does not name Coors Light, though its
 * words are all there: nothing but the brewery line and the style line says them. Run after
 * `lendBreweryLines`: a line it lent reads that beer's brewery.
 */
function dropBeersOfFinePrint(groups: MatchedGroup[], lent: Set<OcrLine>) {
  const named = groups.filter((g) => g.matches.some(isSure));
  for (const g of groups) {
    const kept = g.matches.filter(
      (m) =>
        (isSure(m) && !m.lines.every((l) => lent.has(l) || isStrengthOrVolume(l.text))) ||
        !m.lines.some((l) => lent.has(l)) ||
        !named.some((o) => o !== g && m.lines.every((l) => o.finePrint.includes(l))),
    );
    if (kept.length === g.matches.length) continue;
    g.matches = kept;
    g.unused = g.group.filter((l) => !kept.some((m) => m.lines.includes(l)));
  }
}

/**
 * The words matched a fuller name (Harbor City's "Main Street Brown Ale", its brewery line misread
 * "Harte Ciy ewirg"), and the lines the brewery letters take for another brewery's ("Main
 * Street" of Main Street Brewing's "Brown Ale") spell the rest of that name: read as the name,
 * they tell nothing of a brewery.
 */
function spellsFullerName(words: WindowMatch, letters: WindowMatch): boolean {
  const name = letters.beer.nameTokens;
  const rest = words.beer.nameTokens.filter((t) => !name.includes(t));
  if (!rest.length || !name.every((t) => words.beer.nameTokens.includes(t))) return false;
  const read = new Set(letters.lines.flatMap((l) => tokenize(l.text)));
  return rest.every((t) => read.has(t));
}

/**
 * A beer named only by a label's brewery line ("BIRRAPERONI": Birra Peroni's Peroni; "Lion"),
 * with its style and strength line perhaps ("Dry Lager 7.8% ABV": Lion Brewery's Lion Lager),
 * smaller and just above or below a label naming surely a beer of that brewery ("PERONI NASTRI" /
 * "AZZURRO"; "Hahn SuperDry" by Lion), is that label's fine print, no bottle of its own.
 */
function dropBreweryLineBeers(groups: MatchedGroup[], lent: Set<OcrLine>) {
  for (const g of groups) {
    const [m, ...more] = g.matches;
    if (!m || more.length || !g.group.every((l) => m.lines.includes(l))) continue;
    const ofLabel = groups.some(
      (o) =>
        o !== g &&
        o.matches.some(
          (n) =>
            isSure(n) &&
            m.lines.some((l) => saysOnlyBrewery(l, n.beer)) &&
            m.lines.every((l) => saysOnlyBrewery(l, n.beer) || isStrengthOrVolume(l.text)),
        ) &&
        labelMates(o.group, m.lines).length === m.lines.length,
    );
    if (!ofLabel) continue;
    m.lines.forEach((l) => lent.add(l));
    Object.assign(g, { matches: [], unused: [], group: [] });
  }
}

const byPlace = (a: RecognizedBeer, b: RecognizedBeer) =>
  a.boxes[0]![1] - b.boxes[0]![1] || a.boxes[0]![0] - b.boxes[0]![0];

/**
 * Turns OCR lines into catalogue beers, each once with all its boxes: identified when sure,
 * otherwise a best guess with its candidates; and honest leftovers ("not recognised").
 */
export function interpret(
  index: CatalogueIndex,
  read: OcrLine[],
  frame?: Frame,
): Omit<Recognition, 'recognizer'> {
  const lines = markFrameCuts(read, frame);
  const groups = groupLines(lines).map((group) => {
    const finePrint = finePrintNear(group, lines);
    const matched = matchGroup(index, group, finePrint);
    if (!matched.matches.some(isSure)) {
      const m = nameByBreweryLetters(index, group, finePrint);
      if (
        m &&
        !matched.matches.some((w) => spellsFullerName(w, m)) &&
        (isSure(m) || !matched.matches.length)
      )
        return {
          group,
          finePrint,
          matches: [m],
          unused: group.filter((l) => !m.lines.includes(l)),
        };
    }
    return { group, finePrint, ...matched };
  });
  // Lines read as part of another group's label: no product of their own.
  const lent = new Set<OcrLine>();
  readWithLabelMates(index, groups, lent);
  readSplitLabel(index, groups, lent);
  lendBreweryLines(groups, lent);
  dropBeersOfFinePrint(groups, lent);
  dropBreweryLineBeers(groups, lent);
  const matchedGroups = groups.filter((g) => g.matches.length).map((g) => g.matches);
  // One label: only its best reading stands; the other beers become its candidates.
  if (oneLabel(matchedGroups)) {
    const [best, ...rest] = [...matchedGroups[0]!].sort((a, b) => b.confidence - a.confidence);
    best!.alternatives = [...rest.map((m) => m.beer), ...best!.alternatives];
    groups.find((g) => g.matches.length)!.matches = [best!];
  }
  const found = new Map<string, Found>();
  const leftovers: Leftover[] = [];
  for (const { matches, unused } of groups) {
    for (const m of matches) {
      const box = unionBox(m.lines.map((l) => l.box));
      const seen = found.get(m.beer.id);
      if (seen) {
        addLabelBox(seen.boxes, box);
        if (m.confidence > seen.match.confidence) seen.match = m;
        seen.sure ||= isSure(m);
      } else {
        found.set(m.beer.id, { match: m, boxes: [box], alternatives: new Set(), sure: isSure(m) });
      }
      m.alternatives.forEach((a) => found.get(m.beer.id)!.alternatives.add(a.id));
    }
    // In a list (two or more beers matched), each leftover line is its own unknown product.
    if (matches.length >= 2) {
      for (const l of unused) {
        const entry = leftoverEntry([l]);
        if (entry) leftovers.push(entry);
      }
    }
  }
  const all = [...found.values()];
  const sure = all.filter((f) => f.sure);
  const identifiedIds = new Set(sure.map((f) => f.match.beer.id));
  const beers = sure
    .map((f) => present(f, new Set([...identifiedIds]), MATCHING.alternatives))
    .map((b) => ({ ...b, alternatives: b.alternatives.filter((id) => id !== b.beerId) }))
    .sort(byPlace);
  // A best guess offers itself and up to two more candidates, never a beer already found.
  const guesses = all
    .filter((f) => !f.sure && f.match.confidence >= MATCHING.guessThreshold)
    .filter((f) => !beers.some((b) => b.boxes.some((box) => mostlyInside(f.boxes[0]!, [box]))))
    .map((f) =>
      present(f, new Set([...identifiedIds, f.match.beer.id]), MATCHING.guessCandidates - 1),
    )
    .sort(byPlace);
  const byLetters = guessesByLetters(index, groups, [...beers, ...guesses]);
  guesses.push(...byLetters.map((g) => g.guess));
  guesses.sort(byPlace);
  // A group that matched nothing and was not guessed from its letters is one unknown product,
  // less its lines lent to another group's label ("Small batch" may stay, and says nothing).
  const wholeGroups = groups
    .filter((g) => g.matches.length === 0 && !byLetters.some((l) => l.group === g.group))
    .flatMap((g) => leftoverEntry(g.unused.filter((l) => !lent.has(l))) ?? []);
  // Small print of a found beer's label is not another product.
  const shown = [...beers, ...guesses].flatMap((b) => b.boxes);
  const unrecognised: UnrecognisedText[] = [...leftovers, ...mergeLabels(wholeGroups)]
    .filter((u) => looksLikeLabel(index, u) && !mostlyInside(u.box, shown))
    .map(({ text, box }) => ({ text, box }));
  return { beers, guesses, unrecognised };
}
