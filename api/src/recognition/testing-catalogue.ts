import type { CatalogueBeer } from './catalogue-index';

/** Made-up beers from [brewery, name, style, aliases ("a|b")] rows, with ids `m0`, `m1`… */
export const madeBeers = (rows: string[][]): CatalogueBeer[] =>
  rows.map(([brewery, name, style, aliases], i) => ({
    id: `m${i}`,
    brewery: brewery!,
    name: name!,
    style: style!,
    aliases: aliases?.split('|'),
  }));

/**
 * Breweries' everyday beers ("Pale Ale", "IPA"…), ids `f0`, `f1`…: as in a real catalogue,
 * common words are in many names and rare ones in few, so word and letter rarity are realistic.
 */
export const fillerBeers = (count: number): CatalogueBeer[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `f${i}`,
    brewery: `Filler${i} Brewing`,
    name: ['Pale Ale', 'IPA', 'Lager', 'Stout', 'Amber Ale', 'Blonde', 'Tripel'][i % 7]!,
    style: ['American Pale Ale', 'IPA', 'Lager', 'Stout', 'Amber Ale', 'Blonde Ale', 'Tripel'][
      i % 7
    ]!,
  }));
