import { trigrams, type CatalogueIndex, type IndexedBeer } from './catalogue-index';
import { isStrengthOrVolume } from './leftovers';
import type { WindowMatch } from './matching';
import type { OcrLine } from './ocr/types';
import { readingOf } from './reading';
import { foldLookalikes, tokenize } from './text';
import { BREWERY_LETTERS as B, MATCHING as T } from './tuning';

const lettersOf = (text: string) => foldLookalikes(tokenize(text).join(''));

/** A brewery's telling words' three-letter runs, and their rarity summed. */
type Runs = { runs: string[]; total: number };

/**
 * Each brewery's telling runs, each weighed by how rare it is among breweries: "restaurant" or
 * "brau" is in many breweries' names and tells little, "mmoth" in few. Built once per index.
 */
const byIndex = new WeakMap<
  CatalogueIndex,
  { weight: (t: string) => number; of: Map<string, Runs> }
>();
function breweryRuns(index: CatalogueIndex) {
  let built = byIndex.get(index);
  if (built) return built;
  // One brewery key, one set of telling words: the runs of any of its beers are its runs.
  const sets = new Map<string, Set<string>>();
  for (const beer of index.beers)
    if (!sets.has(beer.breweryKey))
      sets.set(beer.breweryKey, trigrams(foldLookalikes(beer.breweryTokens.join(''))));
  const count = new Map<string, number>();
  for (const runs of sets.values()) for (const t of runs) count.set(t, (count.get(t) ?? 0) + 1);
  const weight = (t: string) => Math.log((sets.size + 1) / (count.get(t) ?? 1));
  const of = new Map<string, Runs>();
  for (const [key, runs] of sets)
    of.set(key, { runs: [...runs], total: [...runs].reduce((sum, t) => sum + weight(t), 0) });
  built = { weight, of };
  byIndex.set(index, built);
  return built;
}

type Scored = { beer: IndexedBeer; brewery: number; explained: number; score: number };

/**
 * A name of common words read whole on a line of its own ("Amber Ale", "PORTER") is many
 * breweries' beer and names none without its brewery, and a brewery read in pieces and run
 * together ("terStreet Breer", "Mammohg") is no brewery word by word. Its letters may still be
 * one brewery's, of those that sell that name, and no other's: most of that brewery's telling
 * letters read, weighed by how rare they are among breweries, and most of the other letters
 * read found in that brewery's name. Scored as the word matcher scores a beer; identified
 * only when half the brewery's telling letters were read.
 */
export function nameByBreweryLetters(
  index: CatalogueIndex,
  group: OcrLine[],
  finePrint: OcrLine[],
): WindowMatch | undefined {
  const breweries = breweryRuns(index);
  // The name on a line of its own, or on two lines one under the other ("India" / "PaleAle").
  const windows = [...group.map((l) => [l]), ...group.slice(1).map((l, i) => [group[i]!, l])];
  for (const name of windows) {
    const words = readingOf(index, name).words;
    const named = index.namedElsewhere(words, '');
    // A name of style words only ("Rye IPA") needs its brewery however few sell it.
    const common = words.every((w) => index.isStyleWord(w));
    if (!named.length || (!common && new Set(named.map((b) => b.breweryKey)).size < B.minBreweries))
      continue;
    const rest = [...group, ...finePrint].filter(
      (l) => !name.includes(l) && !isStrengthOrVolume(l.text),
    );
    const read = new Set<string>();
    for (const l of rest) trigrams(lettersOf(l.text), read);
    if (read.size === 0) continue;
    const scored: Scored[] = named
      .map((beer) => {
        const { runs, total } = breweries.of.get(beer.breweryKey)!;
        const whole = trigrams(lettersOf(beer.brewery));
        const got = runs.reduce((sum, t) => sum + (read.has(t) ? breweries.weight(t) : 0), 0);
        const brewery = total ? got / total : 0;
        const explained = [...read].filter((t) => whole.has(t)).length / read.size;
        return { beer, brewery, explained, score: brewery * explained };
      })
      .sort((a, b) => b.score - a.score);
    const [best] = scored;
    // The same brewery's listings of one name are one beer to its letters.
    const next = scored.find((s) => s.beer.breweryKey !== best?.beer.breweryKey);
    if (
      !best ||
      best.brewery < B.brewery ||
      best.explained < B.explained ||
      (next && best.score - next.score < B.margin)
    )
      continue;
    const score =
      T.nameWeight + T.breweryWeight * best.brewery + T.explainedWeight * best.explained;
    return {
      beer: best.beer,
      score,
      confidence: score,
      lines: [...name, ...group.filter((l) => rest.includes(l))],
      text: [...name, ...rest].map((l) => l.text).join(' '),
      alternatives: scored.slice(1, 1 + T.alternatives).map((s) => s.beer),
      // Under half its brewery's telling letters ("&Restaurant" of Firehouse Brewery &
      // Restaurant, a word many breweries share) the beer is only worth asking about.
      partial: best.brewery < B.sureBrewery,
      tied: false,
      breweryRead: false,
    };
  }
  return undefined;
}
