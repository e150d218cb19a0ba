import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { interpret } from './interpret';
import { addLabelBox, isStrengthOrVolume, withoutFinePrint } from './leftovers';
import { line } from './testing-lines';

// Made-up beers; the catalogue's styles teach the matcher which words are style words.
const index = new CatalogueIndex(
  Array.from({ length: 300 }, (_, i) => ({
    id: `f${i}`,
    brewery: `Filler${i} Brewing`,
    name: ['Pale Ale', 'IPA', 'Lager', 'Stout', 'Porter'][i % 5]!,
    style: ['American Pale Ale', 'IPA', 'Lager', 'Imperial Stout', 'Porter'][i % 5]!,
  })),
);
const unrecognised = (lines: ReturnType<typeof line>[]) =>
  interpret(index, lines).unrecognised.map((u) => u.text);

describe('not recognised', () => {
  it('drops prices, strengths, volumes and dates from a line', () => {
    expect(withoutFinePrint('Gullwing Rye $4.99 2/$10 6.5% ABV 330ml 12 fl oz 03/11/2027')).toBe(
      'Gullwing Rye',
    );
    expect(withoutFinePrint('4,50 € • 500 ml • 5,2% vol')).toBe('');
  });

  it('knows a strength read with its percent sign lost, "ABV" run into the number', () => {
    for (const text of ['Hefeweize.5.7ABV', '9.6ABV', '4.8% abv', 'Abv 5'])
      expect(isStrengthOrVolume(text)).toBe(true);
    for (const text of ['Gullwing Rye', 'FABVILLE PORTER', 'Kabva'])
      expect(isStrengthOrVolume(text)).toBe(false);
  });

  it("lists no label's style line, however it writes the style", () => {
    expect(withoutFinePrint('American-Style Pale Ale·9.2% ABV')).toBe('American-Style Pale Ale');
    expect(unrecognised([line('American-Style Pale Ale · 9.2% ABV', 100, 100)])).toEqual([]);
    // A name beside it is still listed.
    expect(unrecognised([line('Gullwing American-Style Pale Ale', 100, 100)])).toEqual([
      'Gullwing American-Style Pale Ale',
    ]);
  });

  it('takes "BB" (best before) only as a word of its own, not the end of a name', () => {
    expect(withoutFinePrint('Gribb Porter BB 05/2027')).toBe('Gribb Porter');
  });

  it('drops what labels say of any beer', () => {
    expect(withoutFinePrint('Small batch since 1874')).toBe('');
    expect(withoutFinePrint('Established 1874')).toBe('');
    expect(withoutFinePrint('Made with pride')).toBe('Made');
    expect(withoutFinePrint('Smallbatch Harvest Red')).toBe('Harvest Red');
    expect(
      unrecognised([
        line('Small batch', 100, 100),
        line('Established 1874', 100, 300),
        line('Made with love', 100, 500),
      ]),
    ).toEqual([]);
  });

  it('never lists a line of only prices, strengths, volumes or dates', () => {
    expect(
      unrecognised([
        line('$5.49', 100, 100),
        line('7.2% ABV', 900, 100),
        line('473 ML', 100, 600),
        line('BEST BEFORE 12.08.2027', 900, 600),
      ]),
    ).toEqual([]);
  });

  it('never lists style words alone or fragments under four letters', () => {
    expect(
      unrecognised([
        line('IMPERIAL STOUT', 100, 100),
        line('Pale Ale', 900, 100),
        line('ko', 100, 600),
        line('brn ste', 900, 600),
      ]),
    ).toEqual([]);
  });

  it('lists a long run-together label, which is several words', () => {
    expect(unrecognised([line('GullwingSmokedRye', 100, 100)])).toEqual(['GullwingSmokedRye']);
  });

  it('lists an unknown beer once, its lines together and its fine print gone', () => {
    const texts = unrecognised([
      // The brand is too large beside the rest to be grouped with it by size alone.
      line('GULLWING', 100, 100, { height: 160 }),
      line('Smoked Rye Porter', 110, 280, { height: 40 }),
      line('6.8% ABV  330 ml', 110, 330, { height: 14 }),
      line('$4.99', 1200, 900, { height: 30 }),
    ]);
    expect(texts).toEqual(['GULLWING Smoked Rye Porter']);
  });
});

describe("a found beer's boxes", () => {
  it('widens the box of a label whose other line is read apart, and keeps the next bottle apart', () => {
    // A brewery line over its name line on one label: one box round both.
    const boxes: [number, number, number, number][] = [[100, 100, 200, 40]];
    addLabelBox(boxes, [110, 150, 160, 30]);
    expect(boxes).toEqual([[100, 100, 200, 80]]);
    // The same beer on the bottle beside it: a box of its own.
    addLabelBox(boxes, [600, 100, 200, 40]);
    expect(boxes).toEqual([
      [100, 100, 200, 80],
      [600, 100, 200, 40],
    ]);
  });
});
