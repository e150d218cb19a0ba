import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { interpret } from './interpret';
import { guessByLetters } from './letter-guess';
import { fillerBeers, madeBeers } from './testing-catalogue';
import { line } from './testing-lines';

// Made-up beers and labels: none of this text is on any benchmark scene.
const made = madeBeers([
  ['Marlpit Brewery', 'Double Heron', 'Belgian Dubbel'],
  ['Sallowby Brewing', 'Heron Stout', 'Stout'],
  ['Hatchmoor Brewing', 'Windlass 6', 'Pale Ale'],
  ['Oxley Ales', 'Windrush Bitter', 'Bitter'],
  // One name, two breweries: its letters alone cannot say whose.
  ['Hatchmoor Brewing', 'Brindlecott', 'Porter'],
  ['Oxley Ales', 'Brindlecott', 'Porter'],
  ['Quennell Brewing', 'Farm House Ale', 'Saison'],
  ['Pellow Brewing', 'Big Ismere Porter', 'Porter'],
  ['Harl Brewing', 'Quorrel ESB', 'ESB'],
  ['Tanfield Brewing', 'Gorsebeck Wheat Ale', 'Wheat Ale'],
  ['Tanfield Brewing', 'Gorsebeck Amber', 'Amber Ale'],
  ['Thrushgill Brewery', 'Cold Kindled Porter', 'Porter'],
  ['Thrushgill Brewery', 'Ember Moss', 'Bitter'],
  // A brewery of a few beers whose names are mostly style words' letters.
  ['Brasserie Vauchelle', 'Saison Imperiale', 'Saison'],
  ['Brasserie Vauchelle', 'Vauchelle Tripel', 'Tripel'],
  ['Brasserie Vauchelle', 'Nuit Close', 'Stout'],
  ['Ruddock Brewing', 'Imperial Stout', 'Imperial Stout'],
  // A brewery that is its beer's name too, in letters style names share.
  ['Stouter Brewery', 'Stouter', 'Stout'],
  ...['Stour', 'Lune', 'Wear', 'Tees'].map((river) => [
    `${river} Valley Brewing`,
    `${river} Lantern`,
    'Bitter',
  ]),
]);
const index = new CatalogueIndex([...made, ...fillerBeers(300)]);
const guessed = (r: ReturnType<typeof interpret>) => r.guesses.map((b) => b.name);

describe('a bottle whose words were not read whole: a best guess from its letters', () => {
  it('offers the beer whose letters the label shows, cut at the edge, never as identified', () => {
    // "Dou" of Double turned away with the bottle; "Heron" alone is two beers' word.
    const result = interpret(index, [
      line('EST. 1902', 300, 100, { height: 30 }),
      line('ble Heron', 200, 200, { height: 110 }),
      line('Belgian Dubbel · 7.2% ABV', 250, 380, { height: 30 }),
    ]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Double Heron']);
    expect(result.guesses[0]!.confidence).toBeLessThan(0.85);
    // Its label's text is the guess's, not also "not recognised".
    expect(result.unrecognised).toEqual([]);
  });

  it('reads a label farther off than the letters of a bottle turned away near the camera', () => {
    // "Wa" is all that shows of the nearest bottle: its size is no label text's.
    const result = interpret(index, [
      line('Wa', 900, 40, { height: 200 }),
      line('ble Heron', 200, 600, { height: 60 }),
    ]);
    expect(guessed(result)).toEqual(['Double Heron']);
  });

  it('reads a name cut at the edge, its number run in and misread', () => {
    const result = interpret(index, [line('INDLAS5', 200, 300, { height: 160 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Windlass 6']);
  });

  it('offers a name read with slips from a third of its letters, and nothing from fewer', () => {
    // Two slips and a cut: a third of its letters, and no other beer's.
    const result = interpret(index, [line('Gorsebok Wheot', 200, 300, { height: 140 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Gorsebeck Wheat Ale']);
    // Fewer still say nothing: "Heron" is two beers' word, and "Dobl" no beer's.
    expect(interpret(index, [line('Dobl Heron', 200, 300, { height: 140 })]).guesses).toEqual([]);
  });

  it('offers nothing from a short word that is only part of a name', () => {
    // "PRIDE" on a bottle the catalogue lacks: all its letters are of one name, but few.
    const local = new CatalogueIndex([
      ...madeBeers([['Hebble Brewing', 'Pride of Pilsner', 'Pilsner']]),
      ...fillerBeers(300),
    ]);
    expect(interpret(local, [line('PRIDE', 200, 300, { height: 140 })]).guesses).toEqual([]);
  });

  it('offers the runners-up as the other candidates', () => {
    const result = interpret(index, [line('rsebeck Whea', 200, 300, { height: 140 })]);
    expect(guessed(result)).toEqual(['Gorsebeck Wheat Ale']);
    const names = result.guesses[0]!.alternatives.map((id) => made.find((b) => b.id === id)?.name);
    expect(names).toContain('Gorsebeck Amber');
    expect(names).not.toContain('Gorsebeck Wheat Ale');
  });

  it('offers nothing when two breweries sell the name read', () => {
    expect(guessByLetters(index, [line('BRINDLECOTT', 200, 300, { height: 140 })])).toEqual([]);
    // With the brewery's letters read too, one of the two is ahead.
    const [best] = guessByLetters(index, [
      line('BRINDLECOTT', 200, 300, { height: 140 }),
      line('Oxley Ale', 200, 460, { height: 90 }),
    ]);
    expect(best?.beer.brewery).toBe('Oxley Ales');
  });

  it('offers a name read in poor pieces when they are most of what its label says', () => {
    const label = ['COLI', 'KINDLEDTU', 'PO'].map((text, n) =>
      line(text, 200, 100 + 200 * n, { height: 150 }),
    );
    expect(guessByLetters(index, label)[0]?.beer.name).toBe('Cold Kindled Porter');
    // Beside another large word it does not explain, the pieces may be another maker's label.
    const beside = [...label, line('SALTWICK', 200, 700, { height: 150 })];
    expect(guessByLetters(index, beside)).toEqual([]);
    // Read as poorly, its brewery in the fine print still makes the pieces its.
    const [best] = guessByLetters(index, label, [
      line('THRUSHGILL BREWERY', 200, 700, { height: 30 }),
    ]);
    expect(best?.beer.name).toBe('Cold Kindled Porter');
  });

  it('leaves out a line of only a year and what any label says', () => {
    // "SINCE 1887" set as large as the pieces: its letters are no beer's, and would outweigh them.
    const label = [
      line('SINCE 1887', 200, 100, { height: 150 }),
      ...['COLI', 'KINDLEDTU'].map((text, n) => line(text, 200, 300 + 200 * n, { height: 150 })),
    ];
    expect(guessed(interpret(index, label))).toEqual(['Cold Kindled Porter']);
  });

  it('ranks two breweries of one name by the brewery in the fine print', () => {
    const [best] = guessByLetters(
      index,
      [line('BRINDLECOTT', 200, 300, { height: 140 })],
      [line('Oxley Ales', 260, 460, { height: 28 })],
    );
    expect(best?.beer.brewery).toBe('Oxley Ales');
  });

  it('reads a capital I misread as J', () => {
    const [best] = guessByLetters(index, [line('BIG JSMERE PORTER', 200, 300, { height: 120 })]);
    expect(best?.beer.name).toBe('Big Ismere Porter');
    // Every letter of it counts as read, so the guess is as sure as the reading.
    expect(best?.score).toBeGreaterThan(0.9);
  });

  it('weighs a large line the beer does not explain against it, and fine print hardly', () => {
    const name = line('UORREL ES', 200, 300, { height: 120 });
    const [alone] = guessByLetters(index, [name]);
    expect(alone?.beer.name).toBe('Quorrel ESB');
    // Another maker's name, large under it: another beer, not this one read badly.
    expect(
      guessByLetters(index, [name, line('SALTWICK BEERWORKS', 200, 440, { height: 80 })]),
    ).toEqual([]);
    // The same words in small print (ingredients, advice) do not count against it.
    const [withSmallPrint] = guessByLetters(index, [
      name,
      line('SALTWICK BEERWORKS', 200, 440, { height: 15 }),
    ]);
    expect(withSmallPrint?.beer.name).toBe('Quorrel ESB');
  });

  it('offers nothing for a style and strength line alone', () => {
    const result = interpret(index, [
      line('Unknown Mill', 200, 100, { height: 60 }),
      line('Farmhouse Ale · 6.1% ABV', 200, 400, { height: 50 }),
    ]);
    expect(result.guesses).toEqual([]);
  });

  it('leaves a board to the words, its prices larger than its entries', () => {
    const entries = ['ble Heron', 'rsebeck Whea', 'Windrush Bit'];
    const board = entries.flatMap((text, i) => [
      line(`${i + 1}. ${text}`, 100, 300 + i * 200, { height: 40 }),
      line(`${5 + i}.5% $${6 + i}`, 1500, 280 + i * 200, { height: 80 }),
    ]);
    expect(interpret(index, board).guesses).toEqual([]);
  });

  it('leaves the labels of a shelf to the words', () => {
    // Each of these alone is a photo of one bottle; four of one size side by side are a shelf,
    // where letters would guess at every unknown bottle.
    const labels = ['ble Heron', 'rsebeck Whea', 'ble Heron', 'rsebeck Whea'];
    const shelf = labels.map((text, i) => line(text, 100 + i * 700, 300, { height: 60 }));
    expect(guessed(interpret(index, [shelf[0]!]))).toEqual(['Double Heron']);
    expect(interpret(index, shelf).guesses).toEqual([]);
  });

  it('does not count what any label says as a label of its own', () => {
    // Three bottles read in letters, and a fourth bottle's "CRAFT BREWED", cut at the edge and
    // set large: what any label says makes no label of its own.
    const bottles = [
      line('ble Heron', 100, 300, { height: 60 }),
      line('rsebeck Whea', 800, 300, { height: 60 }),
      line('indrush Bit', 1500, 300, { height: 60 }),
    ];
    const fourth = (text: string) => line(text, 2200, 300, { height: 90 });
    const guesses = guessed(interpret(index, [...bottles, fourth('AFT BREWED')])).sort();
    expect(guesses).toEqual(['Double Heron', 'Gorsebeck Wheat Ale', 'Windrush Bitter']);
    // A fourth label's large name does count: four bottles are a shelf's row, left to the words
    // ("indrush Bit" is Windrush Bitter's words cut at the edge).
    expect(guessed(interpret(index, [...bottles, fourth('Kestwick')]))).toEqual([
      'Windrush Bitter',
    ]);
  });

  it("tells a beer of mostly style words' letters among its brewery's few by the brewery read", () => {
    // "Saiso" and "…periale" are letters many style names share; "BRASSERIE VAUCHELLE", read
    // in full on the label, leaves Vauchelle's three beers to tell apart.
    const label = [
      line('BRASSERIE VAUCHELLE', 260, 200, { height: 40 }),
      line('Saiso', 240, 300, { height: 150 }),
      line('Jumuperiale', 200, 480, { height: 150 }),
    ];
    expect(guessed(interpret(index, label))).toEqual(['Saison Imperiale']);
    // Without its brewery the same letters name nothing.
    expect(guessed(interpret(index, label.slice(1)))).toEqual([]);
  });

  it("does not take a beer's name for its brewery read as well", () => {
    // Every letter of Stouter runs through "STOUT ERA LAGER", another maker's label: its name and
    // its brewery are the same letters, read once.
    expect(guessed(interpret(index, [line('STOUT ERA LAGER', 200, 300, { height: 120 })]))).toEqual(
      [],
    );
  });
});
