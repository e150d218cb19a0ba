import { beerMatchKey, normaliseBeerText } from '@common/domain/beer-key';
import { genericName, hasTellingWord } from './photo-real-label';
import type { Rng } from './prng';
import type { Product } from './types';

export type CatalogueBeer = {
  key: string;
  name: string;
  brewery: string;
  style: string | null;
  provenance?: string;
};

// Invented products: word parts unlikely to form a real brewery, then checked against the catalogue.
const PLACE = [
  'Copperfield',
  'Hollow Pine',
  'Granite Bay',
  'Quillback',
  'Marrow Creek',
  'Tinker Moor',
  'Saltmarsh',
  'Ravelston',
  'Oxbow Fen',
  'Lanternhill',
  'Brackenridge Vale',
  'Skerry Point',
];
const BREWERY_SUFFIX = ['Brewing Co.', 'Brewery', 'Ales', 'Beer Works', 'Brauhaus', 'Fermentory'];
const ADJECTIVE = [
  'Velvet',
  'Crooked',
  'Midnight',
  'Static',
  'Feral',
  'Paper',
  'Sunken',
  'Quiet',
  'Copper',
  'Hazy',
  'Wandering',
  'Thistle',
];
const NOUN = [
  'Heron',
  'Orchard',
  'Lantern',
  'Compass',
  'Kettle',
  'Signal',
  'Harbour',
  'Meridian',
  'Foxglove',
  'Ember',
  'Tidewater',
  'Quarry',
];
const INVENTED_STYLE = ['IPA', 'Pale Ale', 'Stout', 'Pils', 'Saison', 'Porter', 'Sour', 'Lager'];
const STYLE_TEXT = [
  'India Pale Ale',
  'Imperial Stout',
  'Pilsner',
  'Farmhouse Ale',
  'Porter',
  'Gose',
  'Helles Lager',
  'Amber Ale',
  'Hefeweizen',
  'Double IPA',
];

// Labels a person can read: Latin script, short enough to print on a bottle, and not the dump's
// mis-decoded UTF-8 ("ImpÃ©riale"), which no real label carries.
const drawable = (b: CatalogueBeer) =>
  /^[\x20-\x7E\u00C0-\u017F]+$/.test(b.name + b.brewery) &&
  !/[ÃÂ]/.test(b.name + b.brewery) &&
  b.name.length >= 2 &&
  b.name.length <= 32 &&
  b.brewery.length <= 40;

export type ProductSource = {
  catalogue: (rng: Rng) => Product;
  invented: (rng: Rng) => Product;
  /**
   * Another brewery's beer under a catalogue beer's name ("Red Horse" by an invented brewery,
   * as several makers sell a "Red Horse" or a "Pale Ale"): the brewery is in no catalogue.
   */
  namesake: (rng: Rng) => Product;
  /** Whether an invented product could be mistaken for a catalogue beer (self-check). */
  collides: (p: Pick<Product, 'brewery' | 'name'>) => boolean;
  /** Whether a brewery is a catalogue brewery (self-check of namesakes). */
  knownBrewery: (brewery: string) => boolean;
};

export function createProductSource(beers: CatalogueBeer[]): ProductSource {
  const usable = beers.filter(drawable);
  const starter = usable.filter((b) => b.provenance === 'starter');
  const dump = usable.filter((b) => !starter.includes(b));
  const keys = new Set(beers.map((b) => b.key));
  const names = new Set(beers.map((b) => normaliseBeerText(b.name)));
  const breweries = new Set(beers.map((b) => normaliseBeerText(b.brewery)));
  // The words of the brewery of each beer of a name: how many sell it, and who, for namesakes.
  const sellers = new Map<string, string[][]>();
  for (const b of beers) {
    const n = normaliseBeerText(b.name);
    const makers = sellers.get(n) ?? [];
    makers.push(normaliseBeerText(b.brewery).split(' '));
    sellers.set(n, makers);
  }
  // Two makers of one name, not one beer listed twice ("Sapporo Premium Beer" by Sapporo
  // Breweries and by Sapporo Breweries Ltd): their breweries start differently, and the name
  // carries no brewery's word.
  const sharedByMakers = (name: string) => {
    const n = normaliseBeerText(name);
    const makers = sellers.get(n) ?? [];
    return (
      new Set(makers.map((words) => words[0])).size >= 2 &&
      !n.split(' ').some((w) => makers.some((words) => words.includes(w)))
    );
  };
  const knownBrewery = (brewery: string) => breweries.has(normaliseBeerText(brewery));
  const collides = (p: Pick<Product, 'brewery' | 'name'>) =>
    keys.has(beerMatchKey(p.brewery, p.name)) ||
    names.has(normaliseBeerText(p.name)) ||
    knownBrewery(p.brewery);
  const inventedBrewery = (rng: Rng) => `${rng.pick(PLACE)} ${rng.pick(BREWERY_SUFFIX)}`;

  const catalogue = (rng: Rng): Product => {
    // A mix of starter and dump beers; all from the dump while the starter file is absent.
    const pool =
      starter.length > 0 && dump.length > 0 && rng.chance(0.4)
        ? starter
        : dump.length
          ? dump
          : starter;
    const beer = rng.pick(pool);
    const upper = rng.chance(0.3); // labels often shout; the catalogue never does
    return {
      key: beer.key,
      brewery: upper ? beer.brewery.toUpperCase() : beer.brewery,
      name: upper ? beer.name.toUpperCase() : beer.name,
      style: beer.style ?? (rng.chance(0.5) ? rng.pick(STYLE_TEXT) : null),
      abv: Math.round(rng.range(3.8, 11) * 10) / 10,
      uniqueName: sellers.get(normaliseBeerText(beer.name))?.length === 1,
    };
  };

  const invented = (rng: Rng): Product => {
    for (;;) {
      const brewery = inventedBrewery(rng);
      const name = `${rng.pick(ADJECTIVE)} ${rng.pick(NOUN)}${rng.chance(0.4) ? ` ${rng.pick(INVENTED_STYLE)}` : ''}`;
      if (collides({ brewery, name })) continue;
      const upper = rng.chance(0.3);
      return {
        key: null,
        brewery: upper ? brewery.toUpperCase() : brewery,
        name: upper ? name.toUpperCase() : name,
        style: rng.chance(0.6) ? rng.pick(STYLE_TEXT) : null,
        abv: Math.round(rng.range(3.8, 11) * 10) / 10,
      };
    }
  };
  const namesake = (rng: Rng): Product => {
    // Names other makers really sell too: of style words only ("Pale Ale", "Kölsch"), or names
    // of short and style words two catalogue breweries share ("Nut Brown Ale"). "Doom Bar",
    // "Keystone Light" or "805 Blonde Ale" under another brewery is no namesake but a fake, a
    // label no person could tell apart either.
    const namesake = (name: string) =>
      !/\d/.test(name) && (genericName(name) || (sharedByMakers(name) && !hasTellingWord(name)));
    let borrowed = catalogue(rng);
    while (!namesake(borrowed.name)) borrowed = catalogue(rng);
    let brewery = inventedBrewery(rng);
    while (knownBrewery(brewery)) brewery = inventedBrewery(rng);
    const upper = borrowed.name === borrowed.name.toUpperCase();
    // Not `uniqueName`: the label always prints its brewery, the one thing that tells it apart.
    return {
      ...borrowed,
      key: null,
      brewery: upper ? brewery.toUpperCase() : brewery,
      uniqueName: false,
    };
  };
  return { catalogue, invented, namesake, collides, knownBrewery };
}

/** `count` distinct products, about `unknownShare` of them invented. */
export function pickProducts(source: ProductSource, rng: Rng, count: number, unknownShare: number) {
  const out: Product[] = [];
  const seen = new Set<string>();
  while (out.length < count) {
    const p = rng.chance(unknownShare) ? source.invented(rng) : source.catalogue(rng);
    const id = beerMatchKey(p.brewery, p.name);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(p);
  }
  return out;
}
