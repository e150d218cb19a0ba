import { beerMatchKey, normaliseBeerText } from '@common/domain/beer-key';
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
  /** Whether an invented product could be mistaken for a catalogue beer (self-check). */
  collides: (p: Pick<Product, 'brewery' | 'name'>) => boolean;
};

export function createProductSource(beers: CatalogueBeer[]): ProductSource {
  const usable = beers.filter(drawable);
  const starter = usable.filter((b) => b.provenance === 'starter');
  const dump = usable.filter((b) => !starter.includes(b));
  const keys = new Set(beers.map((b) => b.key));
  const names = new Set(beers.map((b) => normaliseBeerText(b.name)));
  const breweries = new Set(beers.map((b) => normaliseBeerText(b.brewery)));
  const nameCounts = new Map<string, number>();
  for (const b of beers) {
    const n = normaliseBeerText(b.name);
    nameCounts.set(n, (nameCounts.get(n) ?? 0) + 1);
  }
  const collides = (p: Pick<Product, 'brewery' | 'name'>) =>
    keys.has(beerMatchKey(p.brewery, p.name)) ||
    names.has(normaliseBeerText(p.name)) ||
    breweries.has(normaliseBeerText(p.brewery));

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
      uniqueName: nameCounts.get(normaliseBeerText(beer.name)) === 1,
    };
  };

  const invented = (rng: Rng): Product => {
    for (;;) {
      const brewery = `${rng.pick(PLACE)} ${rng.pick(BREWERY_SUFFIX)}`;
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
  return { catalogue, invented, collides };
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
