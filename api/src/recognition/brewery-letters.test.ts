import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { interpret } from './interpret';
import { fillerBeers, madeBeers } from './testing-catalogue';
import { line } from './testing-lines';

// Three breweries' "Amber Ale" among many everyday beers: the name alone names none of them.
const index = new CatalogueIndex([
  ...madeBeers([
    ['Mossgiel Bay Brewing', 'Amber Ale', 'Amber Ale'],
    ['Harrowgate Ales', 'Amber Ale', 'Amber Ale'],
    ['Quernstone Brewery', 'Amber Ale', 'Amber Ale'],
    ['Mossgiel Bay Brewing', 'Kelpie Stout', 'Stout'],
    ['Quayside Works', 'Rye IPA', 'IPA'],
    ['Quayside Works', 'Harbour Light', 'Rye Beer'],
  ]),
  ...fillerBeers(400),
]);
// A can's label: the name large, the brewery under it smaller, read as the OCR reads it.
const label = (brewery: string) =>
  interpret(index, [line('AMBERALE', 100, 200, { height: 60 }), line(brewery, 110, 280)]);
const named = (r: ReturnType<typeof interpret>) => r.beers.map((b) => `${b.brewery}: ${b.name}`);

describe('a common name told by the letters of its brewery', () => {
  it('names the beer whose brewery most of the letters read under it are', () => {
    // The brewery line cut at both ends where the can turns away.
    const result = label('ossgielBa');
    expect(named(result)).toEqual(['Mossgiel Bay Brewing: Amber Ale']);
    expect(result.guesses).toEqual([]);
  });

  it("names nothing from letters that are mostly another maker's", () => {
    // "Harrow" is Harrowgate's, "Vale Fermentory" no part of it: another maker's Amber Ale.
    const result = label('Harrow Vale Fermentory');
    expect(result.beers).toEqual([]);
  });

  it("only asks about the beer when under half its brewery's letters were read", () => {
    const result = label('Mossgl');
    expect(result.beers).toEqual([]);
    expect(result.guesses!.map((g) => `${g.brewery}: ${g.name}`)).toEqual([
      'Mossgiel Bay Brewing: Amber Ale',
    ]);
  });

  it('names a beer of style words only that one brewery sells by its letters too', () => {
    // The brewery's words on lines of their own, the first misread and cut at the edge.
    const result = interpret(index, [
      line('RYE IPA', 100, 200, { height: 60 }),
      line('OUAYSID', 110, 280),
      line('WORKS', 110, 330),
    ]);
    expect(named(result)).toEqual(['Quayside Works: Rye IPA']);
  });
});
