// Letters NFKD leaves whole; without these "Brauerei Weißenohe" and "Weissenohe" would differ.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

// Combining accents of Latin, Greek and Cyrillic (and their extensions). Other marks stay: the
// voicing marks of kana (ド = ト + ゙) or Indic vowel signs are part of the letter, and NFC puts
// them back together.
const ACCENT_RANGES = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
];
const isAccent = (mark: string) => {
  const code = mark.codePointAt(0)!;
  return ACCENT_RANGES.some(([from, to]) => code >= from! && code <= to!);
};

/** One part of a key: accent-free, lower-case, punctuation and runs of spaces as one space. */
export function normaliseBeerText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, (mark) => (isAccent(mark) ? '' : mark))
    .normalize('NFC')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/['’‘`´]/g, '') // "Bell's" and "Bells" are one brewery, not "bell s"
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Words that say what kind of company a brewery is, not which one: "Russian River Brewing
 * Company" and "RUSSIAN RIVER BREWING" are one brewery, and so are "Tempo" and "Tempo Beer
 * Industries".
 */
const CORPORATE = new Set(
  (
    'the brewing brewery breweries brewers brewhouse brew co company corp corporation inc ' +
    'ltd llc limited plc gmbh ag sa spa srl bv nv beer industries brauerei brasserie ' +
    'birrificio cerveceria cervejaria browar bryggeri brouwerij pivovar and'
  ).split(' '),
);

/** A brewery's name without its corporate words (all of them, if nothing else is left). */
export function breweryCore(brewery: string): string {
  const words = normaliseBeerText(brewery).split(' ');
  // "#2" names a brewpub's second site, not another brewery.
  const core = words.filter((w) => !CORPORATE.has(w) && !/^\d{1,2}$/.test(w));
  return (core.length ? core : words).join(' ');
}

/**
 * The catalogue's identity for a beer: "brewery|name", ignoring case, accents, spacing,
 * punctuation and the brewery's corporate words. Imports upsert on it and the recogniser
 * matches on it, so both must agree.
 */
export function beerMatchKey(brewery: string, name: string): string {
  return `${breweryCore(brewery)}|${normaliseBeerText(name)}`;
}

/**
 * Initials ("S.A." of "S.A. Damm") and particles ("van" of "Brouwerij van Hoegaarden"): brewery
 * names are written with and without them.
 */
const INITIAL = /^[a-z0-9]$/;
const PARTICLES = new Set('van de der den het du des la le les di del von zu'.split(' '));
/** Words breweries write short or long: "Williams Bros." and "Williams Brothers". */
const SHORT: Record<string, string> = { bros: 'brothers', st: 'saint', mt: 'mount' };

/**
 * The words that name a brewery: initials and particles left out (unless that is all of it),
 * short forms written out.
 */
export function breweryTwinWords(core: string): string[] {
  const words = core.split(' ').map((w) => SHORT[w] ?? w);
  const named = words.filter((w) => !INITIAL.test(w) && !PARTICLES.has(w));
  return named.length ? named : words;
}

/**
 * What two listings of one beer share when their match keys differ only in how the name was
 * written: "Mirror Pond Pale Ale" and "Mirrorpond Pale Ale", "Kellerweis" and "Sierra Nevada
 * Kellerweis" by Sierra Nevada, "Estrella Damm" by "Damm" and by "S.A. Damm". The brewery's
 * initials and particles, the brewery's words a name starts with and the spaces of the name
 * are left out. Imports fold such twins into one beer (`areTwinListings`, catalogue-upsert.ts).
 */
export function beerTwinKey(matchKey: string): string {
  return listingOf(matchKey).twin;
}

/**
 * A brewery's words as a name may start with them: as written, a place made a German adjective
 * ("Weltenburger" of Weltenburg, "Weihenstephaner" of Weihenstephan) and the first part of a
 * brauerei compound ("Kloster" of Klosterbrauerei). "Weltenburger Kloster Asam Bock" and the
 * Open Beer Database's "Asam-Bock" by Klosterbrauerei Weltenburg are one beer.
 */
function namingWords(words: string[]): Set<string> {
  const named = new Set(words);
  for (const w of words) {
    named.add(`${w}er`);
    const part = /^(\p{L}{3,})brauerei$/u.exec(w)?.[1];
    if (part) named.add(part);
  }
  return named;
}

/**
 * A name without the brewery's words it starts with ("Jever Pilsener" by Friesisches Brauhaus
 * zu Jever, "Sierra Nevada Kellerweis"), never all of it, spaces left out.
 */
function nameWithout(name: string, brewery: Set<string>): string {
  const words = name.split(' ');
  let from = 0;
  while (from < words.length - 1 && brewery.has(words[from]!)) from++;
  return words.slice(from).join('');
}

/**
 * A match key taken apart once, to be compared with many others (`areTwinListings`).
 * `lettersLost`: the listing as an export that drops letters outside ASCII writes it, when it
 * has any (`listingOfBeer`).
 */
export type Listing = {
  key: string;
  twin: string;
  core: string;
  words: string[];
  name: string;
  lettersLost?: Listing;
};

export function listingOf(key: string): Listing {
  const [core = '', name = ''] = key.split('|');
  const words = breweryTwinWords(core);
  const twin = `${words.join(' ')}|${nameWithout(name, namingWords([...core.split(' '), ...words]))}`;
  return { key, twin, core, words, name };
}

const LETTER_OUTSIDE_ASCII = /(?![A-Za-z])\p{L}/gu;

/**
 * A beer's listing from its brewery and name as written. A damaged export drops every letter
 * outside ASCII (the Open Beer Database lists "Plzeňský Prazdroj" as "Plzesk Prazdroj" and
 * "Tucher Bräu" as "Tucher Bru"): the letters are gone, not made plain, so no key can see the
 * twin, and the listing carries that form too.
 */
export function listingOfBeer(brewery: string, name: string): Listing {
  const listing = listingOf(beerMatchKey(brewery, name));
  const [b, n] = [brewery.normalize('NFC'), name.normalize('NFC')];
  const [lostB, lostN] = [b.replace(LETTER_OUTSIDE_ASCII, ''), n.replace(LETTER_OUTSIDE_ASCII, '')];
  // A name of no letters but those ("麒麟") loses all of them: nothing is left to compare.
  if ((lostB === b && lostN === n) || !normaliseBeerText(lostB) || !normaliseBeerText(lostN))
    return listing;
  return { ...listing, lettersLost: listingOf(beerMatchKey(lostB, lostN)) };
}

/**
 * Whether two listings are one beer: the same twin key, or one brewery named more fully than
 * the other ("Samuel Smith Old Brewery" and "… (Tadcaster)", "Guinness" and "Arthur Guinness &
 * Son") with the same name once the breweries' words it starts with are left out. A brewery of
 * one word inside a longer one ("Creek" in "Mill Creek") may be another brewery: then the name
 * must carry that word ("Guinness Foreign Extra Stout"), as a brand does, and not the longer
 * brewery's other words, as that brewery's own brand would. Either may be written
 * with its letters outside ASCII lost ("Tucher Bru" / "Tucher Bräu", `listingOfBeer`).
 */
export function areTwinListings(a: Listing, b: Listing): boolean {
  return (
    areTwinsAsWritten(a, b) ||
    (a.lettersLost !== undefined && areTwinsAsWritten(a.lettersLost, b)) ||
    (b.lettersLost !== undefined && areTwinsAsWritten(a, b.lettersLost))
  );
}

function areTwinsAsWritten(a: Listing, b: Listing): boolean {
  if (a.twin === b.twin) return true;
  const [short, long] = a.words.length <= b.words.length ? [a.words, b.words] : [b.words, a.words];
  if (!short.every((w) => long.includes(w))) return false;
  const brewery = namingWords([...a.core.split(' '), ...b.core.split(' '), ...a.words, ...b.words]);
  if (nameWithout(a.name, brewery) !== nameWithout(b.name, brewery)) return false;
  // A name that also carries the longer brewery's own words ("Cooper's Cave Pale Ale" by Cooper's
  // Cave Ale Company) is that brewery's brand, not the one-word brewery's ("Coopers Pale Ale").
  const own = long.filter((w) => !short.includes(w));
  const carries = (name: string) => {
    const words = name.split(' ');
    return short.every((w) => words.includes(w)) && !own.some((w) => words.includes(w));
  };
  return short.length >= 2 || carries(a.name) || carries(b.name);
}
