import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { interpret } from './interpret';
import { fillerBeers, madeBeers } from './testing-catalogue';
import { line } from './testing-lines';

// Made-up beers among many everyday ones: a name no other beer has, and one brewery's name of
// style words only.
const index = new CatalogueIndex([
  ...madeBeers([
    ['Tollgarth Brauerei', 'Dunkel Weisse', 'Dunkelweizen'],
    ['Wrenhaven Brewing', 'Saltpan Porter', 'Porter'],
    ['Elm Oak Brewing', 'Harrowsett Amber', 'Amber Ale'],
    ['Quill Brewing', 'Marshlight Gold', 'Golden Ale'],
    // "Corvenna" is a brand: every beer of that word is Hallowby's.
    ...['Stout', 'Pale Ale', 'Red Ale'].map((w) => ['Hallowby Brewing', `Corvenna ${w}`, w]),
  ]),
  ...fillerBeers(400),
]);
const identified = (r: ReturnType<typeof interpret>) => r.beers.map((b) => b.name);
const guessed = (r: ReturnType<typeof interpret>) => r.guesses.map((b) => b.name);
// A bottle's label: the name large, one line of smaller print under it.
const label = (name: string, under: string) =>
  interpret(index, [
    line(name, 100, 100, { height: 90 }),
    line(under, 100, 200, { height: 40, confidence: 0.9 }),
  ]);

describe("a label naming its brewer: another brewery's beer of the same name", () => {
  it('names the beer when the label names no brewery, or its own', () => {
    expect(identified(label('Saltpan Porter', 'Naturtrüb · 5.2% vol'))).toEqual(['Saltpan Porter']);
    expect(identified(label('Saltpan Porter', 'WRENHAVEN BREWING'))).toEqual(['Saltpan Porter']);
    expect(identified(label('DUNKEL WEISSE', 'Brauerei Tollgarth'))).toEqual(['Dunkel Weisse']);
  });

  it('only asks about the beer when the label names another brewery as its maker', () => {
    for (const maker of ['BRACKWATER BRAUHAUS', 'brewed and bottled by Kesteven Hill Brewi']) {
      const result = label('Saltpan Porter', maker);
      expect(identified(result)).toEqual([]);
      expect(guessed(result)).toEqual(['Saltpan Porter']);
    }
  });

  it('names the beer brewed by another brewery for its own', () => {
    const result = label('Saltpan Porter', 'brewed by Kesteven Hill for Wrenhaven Brewing');
    expect(identified(result)).toEqual(['Saltpan Porter']);
  });

  it("takes a brewery's name misread or run together as the beer's own", () => {
    expect(identified(label('Saltpan Porter', 'WRENHAVN BREWING'))).toEqual(['Saltpan Porter']);
    expect(identified(label('Saltpan Porter', 'bottled by WrenhavenBrewing'))).toEqual([
      'Saltpan Porter',
    ]);
  });

  it('does not take a short brewery word inside a misread word for the brewery read', () => {
    // "Quillool": "Quill cool" of the small print misread; the label says who brewed it.
    const result = interpret(index, [
      line('MARSHLIGHT GOLD', 100, 100, { height: 90 }),
      line('Store Quillool and dark', 100, 200, { height: 30, confidence: 0.9 }),
      line('bottled by Brackwater Brewing', 100, 240, { height: 30, confidence: 0.9 }),
    ]);
    expect(identified(result)).toEqual([]);
    expect(guessed(result)).toEqual(['Marshlight Gold']);
  });

  it("takes a brewery's short words run together as its own", () => {
    const result = label('HARROWSETT AMBER', 'ELMOAK BREWING COMPANY');
    expect(identified(result)).toEqual(['Harrowsett Amber']);
  });

  it("takes a brand of the beer's brewery in its name for the brewery", () => {
    // A shelf's neighbouring label may lend its brewery line to this one's small print.
    expect(identified(label('CORVENNA STOUT', 'Brackwater Brauhaus'))).toEqual(['Corvenna Stout']);
  });

  it('finds no brewery in a sentence about brewing', () => {
    for (const print of ['Our brewers have made this beer the slow way', 'Brewed with water'])
      expect(identified(label('Saltpan Porter', print))).toEqual(['Saltpan Porter']);
  });
});
