// decisions.md 11 (style recommendations) and "Best for you on this shelf".
import { styleFamiliesOf, type StyleFamily } from './collection';

/** Styles a person who likes one family tends to enjoy too. */
const NEIGHBOURS: Record<StyleFamily, StyleFamily[]> = {
  ipas: ['pale-ales'],
  'pale-ales': ['ipas', 'amber'],
  stouts: ['porters'],
  porters: ['stouts', 'brown-ales'],
  'brown-ales': ['porters', 'amber'],
  lagers: ['pilsners', 'bocks'],
  pilsners: ['lagers'],
  wheat: ['belgians', 'saisons'],
  sours: ['saisons'],
  saisons: ['belgians', 'sours'],
  belgians: ['saisons', 'wheat'],
  amber: ['brown-ales', 'pale-ales'],
  barleywines: ['stouts', 'belgians'],
  bocks: ['lagers'],
};

/** The families of a style and their neighbours; a style in no family matches only itself. */
export function relatedFamilies(style: string): { same: StyleFamily[]; near: StyleFamily[] } {
  const same = styleFamiliesOf(style);
  const near = [...new Set(same.flatMap((f) => NEIGHBOURS[f]))].filter((f) => !same.includes(f));
  return { same, near };
}

export type StyleTaste = { average: number; count: number };

/** What is known of a person's taste: their ratings, saved beers and the styles they named. */
export type TasteSignals = {
  ratings: { beerId: string; style: string | null; rating: number }[];
  saved: { beerId: string; style: string | null }[];
  liked: StyleFamily[];
  disliked: StyleFamily[];
};

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const countWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
const plural = (style: string, n: number) => (n === 1 || /s$/i.test(style) ? style : `${style}s`);
const sameStyle = (a: string | null, b: string | null) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * How much the user should like a beer, on the 1–5 scale of a rating, and why in words: their
 * own rating of it, then of its exact style ("You rated two American IPAs 5★"), then of its
 * family, then the styles they said they like or dislike, then what they saved. Null when
 * nothing is known.
 */
export function tasteFor(
  beer: { id: string; style: string | null },
  taste: TasteSignals,
): { score: number | null; reason: string } {
  const own = taste.ratings;
  const mine = own.find((r) => r.beerId === beer.id);
  if (mine) return { score: mine.rating, reason: `You rated this beer ${fmt(mine.rating)}` };
  const exact = own.filter((r) => sameStyle(r.style, beer.style));
  if (exact.length) {
    const avg = mean(exact.map((r) => r.rating));
    const all = exact.every((r) => r.rating === exact[0]!.rating);
    const what = `${countWord(exact.length)} ${plural(beer.style!.trim(), exact.length)}`;
    return {
      score: avg,
      reason: all ? `You rated ${what} ${fmt(avg)}` : `You rated ${what} ${fmt(avg)} on average`,
    };
  }
  const families = styleFamiliesOf(beer.style);
  const label = families.length ? FAMILY_LABELS[families[0]!] : null;
  const kin = own.filter((r) => styleFamiliesOf(r.style).some((f) => families.includes(f)));
  if (kin.length && label) {
    const avg = mean(kin.map((r) => r.rating));
    return {
      score: avg,
      reason: `You rated ${countWord(kin.length)} ${kin.length === 1 ? singular(label) : label} ${fmt(avg)}${kin.length > 1 ? ' on average' : ''}`,
    };
  }
  const liked = families.find((f) => taste.liked.includes(f));
  if (liked) return { score: 4, reason: `You like ${FAMILY_LABELS[liked]}` };
  const disliked = families.find((f) => taste.disliked.includes(f));
  if (disliked)
    return { score: 1.5, reason: `You said ${FAMILY_LABELS[disliked]} are not for you` };
  const kept = taste.saved.filter((b) =>
    styleFamiliesOf(b.style).some((f) => families.includes(f)),
  );
  if (kept.length && label) {
    return {
      score: 3.5,
      reason: `You saved ${countWord(kept.length)} ${kept.length === 1 ? singular(label) : label} to your collection`,
    };
  }
  return { score: null, reason: 'Nothing you have rated or named is like this yet' };
}

/** Family names in a sentence ("You like Belgian ales"). */
const FAMILY_LABELS: Record<StyleFamily, string> = {
  ipas: 'IPAs',
  'pale-ales': 'pale ales',
  stouts: 'stouts',
  porters: 'porters',
  'brown-ales': 'brown ales',
  lagers: 'lagers',
  pilsners: 'pilsners',
  wheat: 'wheat beers',
  sours: 'sours',
  saisons: 'saisons',
  belgians: 'Belgian ales',
  amber: 'amber and red ales',
  barleywines: 'barleywines',
  bocks: 'bocks',
};
const singular = (label: string) =>
  label === 'amber and red ales' ? 'amber or red ale' : label.replace(/s$/, '');

const mean = (xs: number[]) => Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10;
const fmt = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}★`;
