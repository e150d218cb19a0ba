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

/**
 * How much the user likes a beer's style, from their own ratings: the exact style first, then its
 * family. Null when they have rated nothing like it.
 */
export function tasteFor(
  beer: { id: string; style: string | null },
  own: { beerId: string; style: string | null; rating: number }[],
): { score: number | null; reason: string } {
  const mine = own.find((r) => r.beerId === beer.id);
  if (mine) return { score: mine.rating, reason: `You rated this beer ${fmt(mine.rating)}` };
  const style = (beer.style ?? '').trim().toLowerCase();
  if (style) {
    const exact = own.filter((r) => (r.style ?? '').trim().toLowerCase() === style);
    if (exact.length) {
      const avg = mean(exact.map((r) => r.rating));
      return {
        score: avg,
        reason: `You rate ${beer.style} ${fmt(avg)} on average${times(exact.length)}`,
      };
    }
    const families = styleFamiliesOf(beer.style);
    const kin = own.filter((r) => styleFamiliesOf(r.style).some((f) => families.includes(f)));
    if (kin.length) {
      const avg = mean(kin.map((r) => r.rating));
      return {
        score: avg,
        reason: `You rate similar styles ${fmt(avg)} on average${times(kin.length)}`,
      };
    }
  }
  return { score: null, reason: 'You have not rated this style yet' };
}

const mean = (xs: number[]) => Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10;
const fmt = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}★`;
const times = (n: number) => ` (${n} rating${n === 1 ? '' : 's'})`;
