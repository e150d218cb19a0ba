import { describe, expect, it } from 'vitest';
import { CatalogueIndex, type CatalogueBeer } from './catalogue-index';
import { groupLines } from './grouping';
import { interpret } from './interpret';
import { line } from './testing-lines';

const named: CatalogueBeer[] = [
  ['Sierra Nevada Brewing Co.', 'Pale Ale', 'American Pale Ale'],
  ['Sierra Nevada Brewing Co.', 'Torpedo Extra IPA', 'American IPA'],
  ['Guinness', 'Guinness Draught', 'Irish Dry Stout'],
  ['Guinness', 'Guinness Extra Stout', 'Irish Dry Stout'],
  ['BrewDog', 'Punk IPA', 'American IPA'],
  ['BrewDog', 'Hazy Jane', 'New England IPA'],
  ['Founders Brewing Co.', 'All Day IPA', 'Session IPA'],
  ['Magic Hat Brewing Company', 'Hocus Pocus', 'Wheat Ale'],
  ['Weihenstephan', 'Hefeweissbier', 'Hefeweizen'],
  ['Brauerei Aying', 'Celebrator Doppelbock', 'Doppelbock'],
  ['Brasserie d’Achouffe', 'La Chouffe', 'Belgian Strong Golden Ale'],
].map(([brewery, name, style], i) => ({
  id: `b${i}`,
  brewery: brewery!,
  name: name!,
  style: style!,
}));
// Many breweries with the same generic names, as in a real 6,000-beer catalogue.
const filler: CatalogueBeer[] = Array.from({ length: 400 }, (_, i) => ({
  id: `f${i}`,
  brewery: `Filler${i} Brewing`,
  name: ['Pale Ale', 'IPA', 'Lager', 'Stout', 'Amber Ale'][i % 5]!,
  style: null,
}));
const index = new CatalogueIndex([...named, ...filler]);
const names = (r: ReturnType<typeof interpret>) => r.beers.map((b) => b.name).sort();

describe('grouping', () => {
  it('keeps a label together and the next bottle apart', () => {
    const groups = groupLines([
      line('SIERRA NEVADA', 60, 170),
      line('Pale Ale', 120, 225),
      line('GUINNESS', 700, 170),
      line('Draught', 720, 225),
    ]);
    expect(groups.map((g) => g.map((l) => l.text))).toEqual([
      ['SIERRA NEVADA', 'Pale Ale'],
      ['GUINNESS', 'Draught'],
    ]);
  });

  it('groups the vertical lines of one tap handle, not its neighbour', () => {
    const groups = groupLines([
      line('BREWDOG', 100, 900, { angle: -90 }),
      line('PUNK IPA', 150, 900, { angle: -90 }),
      line('MAGIC HAT', 400, 900, { angle: -90 }),
      line('HOCUS POCUS', 450, 900, { angle: -90 }),
    ]);
    expect(groups).toHaveLength(2);
  });
});

describe('matching a shelf', () => {
  it('names each beer by brewery and name, once, with every box', () => {
    const result = interpret(index, [
      line('SIERRA NEVADA', 60, 170),
      line('Pale Ale', 120, 225),
      line('GUINNESS', 700, 170),
      line('DRAUGHT', 720, 225),
      line('SIERRA NEVADA', 1300, 170),
      line('Pale Ale', 1360, 225),
    ]);
    expect(names(result)).toEqual(['Guinness Draught', 'Pale Ale']);
    const sierra = result.beers.find((b) => b.name === 'Pale Ale')!;
    expect(sierra.brewery).toBe('Sierra Nevada Brewing Co.');
    expect(sierra.boxes).toHaveLength(2);
    expect(sierra.confidence).toBeGreaterThan(0.7);
    expect(sierra.confidence).toBeLessThanOrEqual(1);
  });

  it('reads through OCR slips and accents', () => {
    const result = interpret(index, [
      line('SIERRA NEVAOA', 60, 170),
      line('Pa1e Ale', 120, 225),
      line('ACHOUFFE', 800, 170),
      line('LA CHOUFFE', 800, 225),
    ]);
    expect(names(result)).toEqual(['La Chouffe', 'Pale Ale']);
  });

  it('does not guess a generic name without its brewery', () => {
    const result = interpret(index, [line('Pale Ale', 120, 225)]);
    expect(result.beers).toEqual([]);
  });

  it('tells sibling beers of one brewery apart', () => {
    const result = interpret(index, [line('GUINNESS', 60, 170), line('EXTRA STOUT', 60, 225)]);
    expect(names(result)).toEqual(['Guinness Extra Stout']);
  });

  it('reports an unknown product as not recognised, with its text and box', () => {
    const result = interpret(index, [
      line('MOONLIGHT GOAT', 60, 170),
      line('Hazelnut Porter', 60, 225),
    ]);
    expect(result.beers).toEqual([]);
    expect(result.unrecognised).toEqual([
      { text: 'MOONLIGHT GOAT Hazelnut Porter', box: expect.any(Array) },
    ]);
  });

  it('does not list the brewery line of a beer it found as an unknown product', () => {
    // Small print above a large name, too small to be grouped with it: the label's brewery.
    const result = interpret(index, [
      line('SMALL BATCH', 120, 62, { height: 30 }),
      line('Sierra Nevada Brewing Co.', 120, 100, { height: 30 }),
      line('Pale Ale', 100, 140, { height: 110 }),
    ]);
    expect(names(result)).toEqual(['Pale Ale']);
    expect(result.unrecognised).toEqual([]);
  });
});

describe('tap handles and boards', () => {
  it('reads vertical tap handles', () => {
    const result = interpret(index, [
      line('BREWDOG', 100, 900, { angle: -90 }),
      line('PUNK IPA', 150, 900, { angle: -90 }),
      line('MAGIC HAT', 400, 900, { angle: -90 }),
      line('HOCUS POCUS', 450, 900, { angle: -90 }),
    ]);
    expect(names(result)).toEqual(['Hocus Pocus', 'Punk IPA']);
  });

  it('reads every line of a chalkboard list and leaves the unknown one honest', () => {
    const result = interpret(index, [
      line('1. Founders All Day IPA 4.7% $6', 50, 100, { height: 30 }),
      line('2. Weihenstephaner Hefeweissbier 5.4% $7', 50, 150, { height: 30 }),
      line('3. Ayinger Celebrator Doppelbock 6.7% $8', 50, 200, { height: 30 }),
      line('4. Local Hero Rusty Nail Red 5.0% $6', 50, 250, { height: 30 }),
    ]);
    expect(names(result)).toEqual(['All Day IPA', 'Celebrator Doppelbock', 'Hefeweissbier']);
    expect(result.unrecognised.map((u) => u.text)).toEqual(['Local Hero Rusty Nail Red']);
  });
});

describe('run-together words', () => {
  it('takes apart words the OCR model joined', () => {
    const result = interpret(index, [
      line('SIERRANEVADA', 60, 170),
      line('Pale Ale', 120, 225),
      line('BREWDOG', 900, 170),
      line('PunkIPA', 900, 225),
    ]);
    expect(names(result)).toEqual(['Pale Ale', 'Punk IPA']);
  });
});
