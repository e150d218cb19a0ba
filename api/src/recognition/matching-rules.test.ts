import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index';
import { interpret } from './interpret';
import { isSure, matchWindow } from './matching';
import { splitRunTogether } from './reading';
import { fillerBeers, madeBeers } from './testing-catalogue';
import type { OcrLine } from './ocr/types';
import { line } from './testing-lines';

// Made-up beers and labels: none of this text is on any benchmark scene.
const made = madeBeers([
  ['Kettle Point Brewery', 'Marsh Wren', 'Blonde Ale'],
  ['Kettle Point Brewery', 'Marsh Wren Reserve', 'Belgian Tripel'],
  ['Owlbrook Brewing', 'Quarry Stout', 'Stout'],
  ['Tindervale Ales', 'Pale', 'American Pale Ale'],
  ['Brouwerij Valkenmoor', 'Valkenmoor Dubbel', 'Dubbel'],
  ['Nightjar Cellars', 'Starwhistle', 'Saison'],
  ['Granite Ferry Brewing', 'Harbour Lights', 'Pale Ale'],
  ['Granite Ferry Brewing', 'Harbour Lantern', 'Amber Ale'],
  ['Copperdune Brewing', 'Three Fathoms IPA', 'IPA', 'Three Fathoms Ale|3 Fathoms'],
  ['Saint Ives Brewhouse', 'Ember Porter', 'Porter'],
  ['Tallowmere Brewing', '4th Wharf Amber', 'Amber Ale'],
  // "Hells" read right is Harrow's Hells Lager, not "Fells" misread.
  ['Fells Brewing', 'Lager Beer', 'Lager'],
  ['Harrow Town Brewery', 'Harrow Hells Lager', 'Lager'],
  ['Heathfield Brewing', 'Gorsemoor Ale', 'Bitter'],
  ['Brackenhurst House Brewery', 'House Ale', 'Bitter'],
  ['Brackenhurst House Brewery', 'Brackenhurst House Ale', 'Bitter'],
  ['Tarnwick Beer', 'Tarnwick', 'Lager'],
  ['Pellworth Brewery', 'Harvest Brown Ale', 'Brown Ale'],
  ['Moorgate Brewing', 'Harvest Moon', 'Pale Ale'],
  ['Fenlow Brewing', 'Harvest Gold', 'Golden Ale'],
  ['Dunmere Ales', 'Kolva', 'Pilsner'],
  ['Brantholm Brewing', 'Yrsa', 'Lager'],
  ['Corrowick Brauhaus', 'Old Ferrule Dark Beer', 'Dunkel'],
  ['Hollin Brewing', 'Gannet', 'Pale Ale'],
  ['Caldmoor Ales', 'Skerry Head Lumen Tarrock Wit', 'Witbier'],
  ['Quillon Brewing', 'Marrowvale', 'Bitter'],
  ['Tregaron Brewing', 'Hollowmere Ale', 'Bitter'],
  ...['Gold', 'Dark', 'Mild'].map((w) => [`Hollowmore ${w} Brewing`, `Hollowmore ${w}`, 'Bitter']),
  ...['Gold', 'Dark', 'Mild'].map((w) => [`Marrowdale ${w} Brewing`, `Marrowdale ${w}`, 'Bitter']),
  ['Hollin Brewing', 'Gannet Beer', 'Pale Ale'],
  ['Skarholt Bryggeri', 'Halvardsen', 'Stout'],
  ['Quenby Brewing', 'Stoute', 'Stout'],
  ['Wexcombe Brewery', 'Gullstone', 'Lager'],
  ['Wexcombe Brewery', 'Gullstone Winter Reserve', 'Old Ale'],
  ['Anvelt Tollan Brewery', 'Tollan Pilsner', 'Pilsner'],
  ['Orrvik Bryggeri', 'Orrvik Klar', 'Lager'],
  ['Orrvik Brewing Co.', 'Orrvik Klar', 'Lager'],
  ['Ravelston Brewing', 'Driftcutter Stout', 'Stout'],
  // "Row" and "Gate" are words of their own, so "rowgate" splits into them, and is also the
  // end of Harrowgate.
  ['Brouwerij Harrowgate', 'Harrowgate Grand Cru', 'Flanders Red Ale'],
  ['Rowan Brewing', 'Row Boat', 'Bitter'],
  ['Iron Gate Brewing', 'Gate Keeper', 'Porter'],
  ['Kestrel Brewing Co.', 'Kestrel Gold', 'Golden Ale'],
  ['Kestrel Ridge Brewing', 'Kestrel Gold', 'Golden Ale'],
  // One name, listed with "Beer" by the brewery of that name.
  ['Harlow Star Brewing', 'Harlow Star Beer', 'Lager'],
  ['Quenwick Brewery Company', 'Harlow Star', 'Lager'],
  ['Scaleby Brewery', 'Tarka Ale', 'Bitter'],
  ['Thornley Brewing', 'Mosso Ale', 'Bitter'],
  ['Castlerigg Brewery', 'Mosso Ale', 'Bitter'],
  ['Thistlegate Brewery', 'Beer Ferry 1884', 'Porter'],
  ['Thistlegate Brewery', 'Ferry Gold', 'Golden Ale'],
  ['Thistlegate Brewery', 'Thistlegate Lager', 'Lager'],
  // "Summer" is in seven beers' names: a word that common says little about which one.
  ['Garsdale Brewing', 'Summer Ale', 'Golden Ale'],
  ...['Haze', 'Nights', 'Wheat', 'Breeze', 'Solstice', 'Session'].map((w) => [
    `Summerhill ${w} Brewing`,
    `Summer ${w}`,
    'Pale Ale',
  ]),
  // "Corvenna" is a brand: every beer of that word is Wendlebury's. "Ostrava" is not: two
  // breweries use it.
  ...['Brown Ale', 'Pale Ale', 'Stout'].map((w) => ['Wendlebury Brewing', `Corvenna ${w}`, w]),
  ['Pennock Brewing', 'Oak I Remember', 'Porter'],
  // Two beers of "Quillow", one of them with an alias: still two beers, not a brand.
  ['Ferncombe Brewing', 'Quillow Stout', 'Stout', 'Quillow Dark Stout'],
  ['Ferncombe Brewing', 'Quillow Pale Ale', 'Pale Ale'],
  ['Lindqvist Brewing', 'Ostrava Brown Ale', 'Brown Ale'],
  ['Lindqvist Brewing', 'Ostrava Pale Ale', 'Pale Ale'],
  ['Harrowmoor Brewing', 'Ostrava Stout', 'Stout'],
  ['Brynmaw Brewing', 'Fourth Cairn Brown', 'Brown Ale'],
  ['Halsteder Bräu', 'Halsteder Vintmark', 'Helles'],
  ['Halsteder Bräu', 'Halsteder Dunkel', 'Dunkel'],
  // "Trail" is a catalogue word of its own, and the start of Wharfside Trails' last word.
  ['Pennock Brewing', 'Wharfside Trails', 'Pale Ale'],
  ['Copperdune Brewing', 'Trail Mix Porter', 'Porter'],
  ['Pennock Brewing', 'Hazelnut Brown Ale', 'Brown Ale'],
  ['Kettle Point Brewery', 'Nut Brown Ale', 'Brown Ale'],
  ['Harrowmoor Brewing', 'Stormpale Ale', 'Pale Ale'],
  // "Kales" is a letter more than "Ales", a word every other brewery's label may carry.
  ['Kales Ales', 'Pale Ale', 'American Pale Ale'],
  ['Abbaye de Vernelle', 'Vernelle Dubbel', 'Dubbel'],
  ['Marlcombe Brewing', 'Marlcombe Original Ale', 'Bitter'],
  ['Marlcombe Brewing', 'Marlcombe Export Lager', 'Lager'],
  // Two "Dark Lager"s: only the brewery tells which.
  ['Corvaine Quellen Brewery', 'Dark Lager', 'Dunkel'],
  ['Hasselmoor Brewing', 'Dark Lager', 'Dunkel'],
  ['Ostler Brewing', 'Ledger #3 2019', 'Old Ale'],
  ['Ostler Brewing', 'Ledger #5 2019', 'Old Ale'],
  // A name of style words only: the brewery is all that tells it from the filler's "Brown Ale"s.
  ['Tarnholt Brewery', 'Brown Ale', 'Brown Ale'],
  ['Coldharbour Brewing', "St. Wendreda's Porter", 'Porter'],
  ['Selkie Brewing', 'IPA', 'IPA'],
  // "Golden Plover" is one brewery's whole name, and another's "Golden" by "Plover Brewing".
  ['Pellmore Taphouse', 'Golden Plover', 'Golden Ale'],
  ['Plover Brewing', 'Golden', 'Golden Ale'],
  // "Skarnholt Pilsener" is one brewery's whole name; Skarnholt Bryggeri's "Pilsner" is one
  // letter from its second word. "Skarnholt" is in eight beers, three names of two breweries:
  // not a word that stands alone.
  ...['Pilsner', 'Premium', 'Juleol', 'Bokkol', 'Vinterol'].map((name) => [
    'Skarnholt Bryggeri',
    name,
    'Pilsner',
  ]),
  ['Kapland Breweries', 'Skarnholt Pilsener', 'German Pilsener'],
  // "Brewhouse Blonde" is one brewery's whole name, and the end of a label of Saltmarsh's.
  ['Saltmarsh Brewhouse', 'Blonde', 'Blonde Ale'],
  ['Quenby Brewing', 'Brewhouse Blonde', 'Blonde Ale'],
  // One name listed under the brewery whose word it carries and under the group that owns it.
  ['Tolmarsh Brewing', 'Tolmarsh Lite', 'Light Lager'],
  ['Brackwater Holdings', 'Tolmarsh Lite', 'Light Lager'],
  ['Dortholm Brauerei', 'Skarnholt Export', 'Dortmunder'],
  ['Dortholm Brauerei', 'Skarnholt Pils', 'German Pilsener'],
  // One beer listed under two spellings of its brewery, and a shorter name inside its name.
  ['Glenroe Bros. Brewing', 'Tansy Moor Heather Ale', 'Gruit'],
  ['Glenroe Brothers Brewing Co.', 'Tansy Moor Heather Ale', 'Gruit'],
  ['Pellham Brewing', 'Heather Ale', 'Gruit'],
  // "Gull" and "Rock" are in other names too: either says little, both not quite enough.
  ['Selkie Brewing', 'Gull Rock Porter', 'Porter'],
  ...['Rock Pool', 'Black Rock', 'Rock Salt', 'Gull Wing', 'Grey Gull', 'Gull Point'].map(
    (name) => ['Tidesend Brewing', name, 'Bitter'],
  ),
  // "Gravelspur" is one beer's name and another brewery's: three beers in all use the word.
  ['Fenwick Brewing', 'Gravelspur Porter', 'Porter'],
  ...['Skyline Stout', 'Upriver Lager'].map((name) => ['Gravelspur Brewing', name, 'Lager']),
  ['Hallamshire Brewing', 'Curlew Point Curlew Stout', 'Stout'],
  ['Harwell & Son Brewing', 'Harwell Premium Light', 'Light Lager'],
  ['Harwell & Son Brewing', 'Harwell Premium Beer', 'Lager'],
  // A brewery whose names repeat it: its own line reads as most of any of them.
  ['Marl Brook Ale Company', 'Marl Brook Tavern Ale', 'Bitter'],
  ['Marl Brook Ale Company', 'Marl Brook Pale Ale', 'Pale Ale'],
  // "Alwater" misread as "Anwater" would split into "an" + "water", both catalogue words here.
  ['Alwater Block Brewing', 'Wheat', 'Wheat'],
  ['Tidewrack Brewing', 'An Water Of Life', 'Bitter'],
  // "Weizen" is in one Quellbach beer's name, "Dunkel" in two Harnau beers' names.
  ['Brauerei Quellbach', 'Hefe-Weizen', 'South German-Style Hefeweizen'],
  ['Brauerei Quellbach', 'Pils', 'German-Style Pilsener'],
  ['Brauerei Harnau', 'Ur-Dunkel', 'Dunkel'],
  ['Brauerei Harnau', 'Weizen Dunkel', 'Dunkel Weizen'],
  ['Fernhallow Brewpub', 'Stoatley Amber Beer', 'Amber Ale'],
  // "Großmoor", read with its ß as a capital B, would part at it into "Gro" and "Bmoor".
  ['Brauerei Kellwitz', 'Kellwitzer Großmoor', 'Dunkel'],
  // Display type's "E" is read as an ampersand ("ST&LLMOOR").
  ['Brauerei Quarnbeck', 'Stellmoor Pils', 'Pilsner'],
  // A name with the article in it, which labels run into the next word ("AREEDBOAT").
  ['Otterburn Ales', 'Heron In A Reed Boat', 'Saison'],
  // The OCR has no "ł": it reads the "Biała" of this name as "Biata".
  ['Browar Zielny Jar', 'Biała Mewa', 'Witbier'],
  // "Creek" ends many breweries' names: Creek Brewing's is any "… Creek Brewing" line.
  ['Creek Brewing', 'Gorsey Stout', 'Stout'],
  ['Creek Brewing', 'Gorsey Pale', 'Pale Ale'],
  // "Pale", a word of many names, weighs little beside "Creek".
  ['Pale Creek Brewing', 'Stout', 'Stout'],
  ...['Alder', 'Birch', 'Cedar', 'Elm', 'Hazel', 'Larch', 'Maple', 'Oak', 'Pine', 'Rowan'].map(
    (w) => [`${w} Creek Brewing`, `${w} Creek Porter`, 'Porter'],
  ),
  // "Wexley" is in no other name; "Corvant" and a letter off it are in two more.
  ['Orlenvale Brewing', 'Corvant Wexley Ale', 'Amber Ale'],
  ['Dunlowe Brewing', 'Corvant Double IPA', 'Double IPA'],
  ['Saltmarsh Brewing', 'Corvan Stout', 'Stout'],
  // "Brennetholm" read only as its end, "netholm".
  ['Arkenfold Brewing', 'Brennetholm Double IPA', 'Double IPA'],
  // One brewery under two spellings, every beer of "Morvinus" its; "Quenlock" is the name of
  // beers of two breweries, one's one-word name inside the other's.
  ['H. Kessler & Sohn', 'Morvinus', 'Weizenbock'],
  ['Private Brauerei H. Kessler & Sohn GmbH', 'Morvinus Eisbock', 'Eisbock'],
  ['Private Brauerei H. Kessler & Sohn GmbH', 'Morvinus Doppelbock', 'Doppelbock'],
  ['Tolland Brewing', 'Quenlock', 'Porter'],
  ['Upper Tolland Brewing', 'Quenlock Pale', 'Pale Ale'],
  ['Upper Tolland Brewing', 'Quenlock Gold', 'Golden Ale'],
  // Four beers: too common a word for a piece of it ("Tavish") to count as a fragment.
  ...['Irish Red Ale', 'Porter', 'Stout', 'Pale Ale'].map((name) => [
    'McTavish Brew House',
    name,
    name,
  ]),
]);
const index = new CatalogueIndex([...made, ...fillerBeers(400)]);
// Words weigh by how rare they are: in a catalogue of the bench's size, the last resort of
// letters (letter-guess.ts) leaves more in doubt, and what the matcher itself offers shows.
const large = new CatalogueIndex([...made, ...fillerBeers(6000)]);
/** Ales of these names, each by a brewery of its own ("Brewery A", "Brewery B"… from `first`). */
const oneEach = (names: string[], first = 'A') =>
  names.map((name, n) => [`Brewery ${String.fromCharCode(first.charCodeAt(0) + n)}`, name, 'Ale']);
/** A catalogue of these made-up beers among `fillers` everyday ones. */
const catalogueOf = (rows: string[][], fillers = 400) =>
  new CatalogueIndex([...madeBeers(rows), ...fillerBeers(fillers)]);
/** A label's brand over its larger style words, as its only lines. */
const brandOverStyle = (
  local: CatalogueIndex,
  brand: string,
  height: number,
  style: string,
  styleHeight: number,
) =>
  interpret(local, [
    line(brand, 100, 100, { height }),
    line(style, 60, 100 + height + 20, { height: styleHeight }),
  ]);
const identified = (r: ReturnType<typeof interpret>) => r.beers.map((b) => b.name).sort();
const guessed = (r: ReturnType<typeof interpret>) => r.guesses.map((b) => b.name).sort();

describe('matching uses all the evidence on one label', () => {
  it('tolerates extra words around a name', () => {
    const result = interpret(index, [
      line('KETTLE POINT', 100, 100, { height: 30 }),
      line('Marsh Wren Golden', 100, 150, { height: 60 }),
      line('Hoppy Session Blonde', 100, 230, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Marsh Wren']);
    expect(result.guesses).toEqual([]);
  });

  it('splits brewery and name run together against the catalogue words', () => {
    const result = interpret(index, [line('owlbrookquarrystout', 100, 100, { height: 50 })]);
    expect(identified(result)).toEqual(['Quarry Stout']);
  });

  it('takes a name apart from the strength and price run into it', () => {
    const result = interpret(index, [
      line('OWLBROOK', 100, 100),
      line('QuarryStout6.2%$4.99', 100, 150),
    ]);
    expect(identified(result)).toEqual(['Quarry Stout']);
  });

  it('splits a run-together word into catalogue words before its capitals', () => {
    // At its capitals "McTavishBrew" is "Mc Tavish Brew", and no brewery is called Tavish.
    const result = interpret(index, [
      line('McTavishBrew House', 100, 100, { height: 40 }),
      line('IRISH RED ALE', 100, 150, { height: 40 }),
    ]);
    expect(result.beers.map((b) => `${b.name} · ${b.brewery}`)).toEqual([
      'Irish Red Ale · McTavish Brew House',
    ]);
  });

  it('reads a catalogue word with one slip, not as a scrap of a word and another word', () => {
    const result = interpret(index, [
      line('Wheat', 100, 100, { height: 25 }),
      line('AnwaterBlock', 100, 135, { height: 20 }),
      line('Brewing', 100, 165, { height: 17 }),
    ]);
    expect(result.beers.map((b) => `${b.name} · ${b.brewery}`)).toEqual([
      'Wheat · Alwater Block Brewing',
    ]);
  });

  it('reads a small "l" run in before a capitalised word as the word "I"', () => {
    const result = interpret(index, [
      line('Pennock Brewing', 100, 100),
      line('OaklRemember', 100, 150, { height: 50 }),
    ]);
    expect(identified(result)).toEqual(['Oak I Remember']);
  });

  it('reads a "ß" taken for a capital B as "ss"', () => {
    const result = interpret(index, [line('Kellwitzer', 100, 100), line('GroBmoor', 100, 150)]);
    expect(identified(result)).toEqual(['Kellwitzer Großmoor']);
  });

  it('reads an "E" taken for an ampersand as "e"', () => {
    const result = interpret(index, [
      line('Brauerei Quarnbeck', 100, 100, { height: 30 }),
      line('ST&LLMOOR PILS', 100, 150),
    ]);
    expect(identified(result)).toEqual(['Stellmoor Pils']);
  });

  it('reads an apostrophe taken for an "l" before a last "s" as the apostrophe', () => {
    // A letter off the name, an unsure read would stay a best guess; read as the catalogue
    // writes it, the line vouches for its letters.
    const read = (text: string) =>
      identified(interpret(index, [line(text, 100, 100, { height: 80, confidence: 0.7 })]));
    expect(read('St Wendredals Porter')).toEqual(["St. Wendreda's Porter"]);
    expect(read('St Wendreda1s Porter')).toEqual(["St. Wendreda's Porter"]);
    // A catalogue word read as it is written is that word, though an apostrophe would make
    // another one ("Bells", not "Bel's").
    const local = catalogueOf(
      [
        ['Harrowgill Brewing', 'Harrowgill Bells', 'Bitter'],
        ['Skelby Brewing', "Bel's Mild", 'Mild'],
      ],
      1500,
    );
    const bells = interpret(local, [
      line('Harrowgill Bells', 100, 100, { height: 80, confidence: 0.6 }),
    ]);
    expect(identified(bells)).toEqual(['Harrowgill Bells']);
  });

  it('splits the article "a" off a run-together word', () => {
    const result = interpret(index, [
      line('OTTERBURN ALES', 100, 100, { height: 30 }),
      line('HERON IN AREEDBOAT', 100, 150),
    ]);
    expect(identified(result)).toEqual(['Heron In A Reed Boat']);
  });

  it('reads a Polish "ł" taken for a "t" as the catalogue writes it', () => {
    // No brewery on the label: read with a slip, the name would be a best guess at most.
    const result = interpret(index, [line('Biata Mewa', 100, 100)]);
    expect(identified(result)).toEqual(['Biała Mewa']);
  });

  it('splits a run-together word with one of its words misread', () => {
    // Small print: the brewery's words run together, Corvaine's "i" lost.
    const named = (text: string) =>
      identified(
        interpret(index, [line(text, 100, 100, { height: 30 }), line('DARK LAGER', 100, 140)]),
      );
    expect(named('CORVANEQUELLENBREWERY')).toEqual(['Dark Lager']);
    // Two slips make no split, and neither do slipped words of two beers: "Corvane" and
    // "Gannet" are not one beer's. Its letters still say whose Dark Lager it is
    // (brewery-letters.ts): no other brewery's name holds them.
    expect(splitRunTogether('corvanequelenbrewery', index)).toBeUndefined();
    expect(named('CORVANEQUELENBREWERY')).toEqual(['Dark Lager']);
    expect(splitRunTogether('corvanequellenbrewery', index)).toEqual([
      'corvane',
      'quellen',
      'brewery',
    ]);
    expect(splitRunTogether('corvanegannet', index)).toBeUndefined();
    // Nor does a slip in a word many labels carry: "portr" tells no beer.
    expect(splitRunTogether('quellenportr', index)).toBeUndefined();
  });

  it('splits a run-together word into commoner words when two splits are as short', () => {
    // "SALTMARSHALES" splits into three catalogue words two ways: salt marsh ales, or salt mars
    // hales (Hales Ales, a brewery of many beers). "Ales", a word any label may carry, is the
    // likelier reading than the rarer pieces.
    const local = catalogueOf(
      [
        ['Tarn Brewhouse', 'Marsh Mild', 'Mild'],
        ['Hales Ales', 'Mars Pale', 'Pale Ale'],
        ['Hales Ales', 'Hales Special', 'Bitter'],
        ['Hales Ales', 'Hales Stout', 'Stout'],
        ['Salt Brewing', 'Salt Gose', 'Gose'],
        ['Tidewrack Brewing', 'Twelve Ales', 'Bitter'],
      ],
      50,
    );
    expect(splitRunTogether('saltmarshales', local)).toEqual(['salt', 'marsh', 'ales']);
  });

  it('splits a run-together word with a short catalogue word in it', () => {
    const result = interpret(index, [line('SAINTIVESEMBER', 100, 100), line('PORTER', 100, 150)]);
    expect(identified(result)).toEqual(['Ember Porter']);
  });

  it('takes a catalogue word read whole as itself, not as a slip of a brewery word', () => {
    const result = interpret(index, [
      line('Harrow', 100, 100),
      line('Hells Lager', 100, 150),
      line('Harrow Towm Brewery', 100, 200, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Harrow Hells Lager']);
  });

  it('splits a run-together word that starts with a number into catalogue words', () => {
    // Not "4" + "thwharf": the catalogue knows "4th".
    const result = interpret(index, [
      line('4THWHARF', 100, 100, { height: 50 }),
      line('AMBER', 100, 160, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['4th Wharf Amber']);
  });

  it('pieces a rare word together from fragments on several lines of one label', () => {
    const result = interpret(index, [
      line('VALKEN', 100, 100, { height: 50 }),
      line('ENMOOR', 100, 160, { height: 50 }),
      line('DUBBEL', 100, 220, { height: 50 }),
    ]);
    expect(identified(result)).toEqual(['Valkenmoor Dubbel']);
  });

  it('offers a single fragment only as a best guess', () => {
    const result = interpret(index, [
      line('VALKEN', 100, 100, { height: 50 }),
      line('DUBBEL', 100, 160, { height: 50 }),
    ]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Valkenmoor Dubbel']);
  });

  it("does not read a shorter name in the start of a longer name's word cut off at the edge", () => {
    // "CORVOSS" is Corvossa cut where the label turns away, not Corvo with an ending ("Ayinger"
    // of Aying): the letters after "corvo" start a catalogue word, so they are no ending.
    const local = catalogueOf(
      [
        ['Harlstead Brewing', 'Corvo', 'Lager'],
        ['Brouwerij Tamsel', 'Corvossa', 'Tripel'],
      ],
      1500,
    );
    const label = (name: string) =>
      interpret(local, [
        line(name, 100, 100, { height: 200 }),
        line('Tripel 8% ABV', 100, 320, { height: 40 }),
      ]);
    expect(identified(label('CORVOSS'))).toEqual([]);
    expect(guessed(label('CORVOSS'))).toEqual(['Corvossa']);
    // An ending that starts no catalogue word still is one.
    expect(identified(label('CORVOER'))).toEqual(['Corvo']);
  });

  it('weighs the large text more than the small print', () => {
    // The fine print names a sibling; the big name is the beer in hand.
    const result = interpret(index, [
      line('GRANITE FERRY', 100, 100, { height: 40 }),
      line('HARBOUR LIGHTS', 100, 150, { height: 90 }),
      line('brewed beside harbour lantern quay since ever', 100, 260, { height: 14 }),
    ]);
    expect(identified(result)).toEqual(['Harbour Lights']);
  });

  it('lets a distinctive name stand without its brewery', () => {
    const result = interpret(index, [
      line('STARWHISTLE', 100, 100, { height: 120 }),
      line('farmhouse saison', 100, 240, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Starwhistle']);
  });

  it('does not let a common word stand alone', () => {
    const result = interpret(index, [line('PALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
  });

  it('forgives one misread letter in a short style word', () => {
    const result = interpret(index, [
      line('HEATHFIELD', 100, 100),
      line('Gorsemoor Hle', 100, 150),
    ]);
    expect(identified(result)).toEqual(['Gorsemoor Ale']);
  });

  it('forgives one lost letter in a short style word of a name of style words', () => {
    const local = catalogueOf([['Pellrigg Brewery', 'Dark Mild', 'Mild']]);
    const result = interpret(local, [
      line('Dark Mid', 100, 100, { height: 120 }),
      line('PELLRIGG BREWERY', 100, 240, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Dark Mild']);
  });

  it('names the fuller name when the label reads all of it', () => {
    const result = interpret(index, [
      line('BRACKENHURST HOUSE BREWERY', 100, 100),
      line('BRACKENHURST HOUSE ALE', 100, 150),
    ]);
    expect(identified(result)).toEqual(['Brackenhurst House Ale']);
  });

  it('knows a beer by its aliases', () => {
    const result = interpret(index, [line('COPPERDUNE', 100, 100), line('3 Fathoms', 100, 150)]);
    expect(identified(result)).toEqual(['Three Fathoms IPA']);
    const other = interpret(index, [
      line('Copperdune', 900, 100),
      line('Three Fathoms Ale', 900, 150),
    ]);
    expect(identified(other)).toEqual(['Three Fathoms IPA']);
  });

  it('does not find a word in the middle of another word', () => {
    // "tarnwick" sits inside "ostarnwicku" with letters before it: another word, not this beer.
    const result = interpret(index, [
      line('BOTTLED BY OSTARNWICKU', 100, 100, { height: 40 }),
      line('BRAUHAUS', 100, 150, { height: 40 }),
    ]);
    expect(result.beers).toEqual([]);
    expect(result.guesses).toEqual([]);
  });

  it('reads a back label whole when its brewery is far below the name', () => {
    const result = interpret(index, [
      line('HARVEST BROWN ALE', 100, 100, { height: 60 }),
      line('Malted barley, water, hops and yeast', 100, 170, { height: 30 }),
      line('Serve cool in a tall glass', 100, 210, { height: 30 }),
      line('Keep away from sunlight', 100, 250, { height: 30 }),
      line('Best before end of label date', 100, 290, { height: 30 }),
      line('Brewed and bottled by Pellworth Brewery', 100, 330, { height: 30 }),
    ]);
    expect([...identified(result), ...guessed(result)]).toEqual(['Harvest Brown Ale']);
  });

  it('reads a back label whole when a short run of its lines names another beer only unsurely', () => {
    // "Summer" is in many names: only the brewery at the foot of the label says which.
    const result = interpret(index, [
      line('SUMMER ALE', 100, 100, { height: 60 }),
      line('Malted barley, water, hops and yeast', 100, 170, { height: 30 }),
      line('Serve cool in a tall glass', 100, 210, { height: 30 }),
      line('YRSA', 100, 250, { height: 30 }),
      line('Best before end of label date', 100, 290, { height: 30 }),
      line('Brewed and bottled by Garsdale Brewing', 100, 330, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Summer Ale']);
  });

  it("reads a back label's small print at the reading that keeps its words apart", () => {
    // The brewery line lost its spaces on the first reading, too many words run together to split;
    // read again, they are apart. The leftover lines are the same label's, no product of their own.
    const breweryLine = {
      ...line('Brewedandbottledbygarsdalebrewingltd', 100, 330, { height: 30 }),
      variants: [{ text: 'Brewed and bottled by garsdale brewing ltd', confidence: 0.9 }],
    };
    const label = (last: OcrLine) =>
      interpret(index, [
        line('SUMMER ALE', 100, 100, { height: 60 }),
        line('Malted barley, water, hops and yeast', 100, 170, { height: 30 }),
        line('Serve cool in a tall glass', 100, 210, { height: 30 }),
        line('Keep away from sunlight', 100, 250, { height: 30 }),
        line('Best before end of label date', 100, 290, { height: 30 }),
        last,
      ]);
    expect(identified(label({ ...breweryLine, variants: undefined }))).toEqual([]);
    const result = label(breweryLine);
    expect(identified(result)).toEqual(['Summer Ale']);
    expect(result.unrecognised).toEqual([]);
  });

  it('splits words run together at their capitals, even when one is misread', () => {
    // "Fenlw" is no catalogue word, so only the capital B says where the brewery ends.
    const result = interpret(index, [
      line('FenlwBrewing', 100, 100, { height: 40 }),
      line('Harvest Gold', 100, 150, { height: 60 }),
    ]);
    expect(identified(result)).toEqual(['Harvest Gold']);
  });

  it('reads a back label title with its brewery line, without the fine print between', () => {
    const result = interpret(index, [
      line('HARVEST BROWN ALE', 100, 100, { height: 50 }),
      line('Malted barley, water, hops and yeast', 100, 160, { height: 40 }),
      line('Serve cool in a tall glass', 100, 210, { height: 40 }),
      line('Keep away from sunlight and heat', 100, 260, { height: 40 }),
      line('Best before end of label date', 100, 310, { height: 40 }),
      line('Pellworth Brewery, Tollgate Yard', 100, 360, { height: 40 }),
      line('Recycle this bottle after drinking', 100, 410, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(['Harvest Brown Ale']);
  });

  it('does not count "brewed and bottled by" against the beer', () => {
    const result = interpret(index, [
      // Read a little unsurely, so the words that dilute the match decide it.
      line('HARVEST BROWN ALE', 100, 100, { height: 50, confidence: 0.85 }),
      line('brewed and bottled by Pellworth', 100, 160, { height: 45, confidence: 0.85 }),
    ]);
    expect(identified(result)).toEqual(['Harvest Brown Ale']);
  });

  it("takes a label's brewery from fine print too small to be grouped with its name", () => {
    const result = interpret(index, [
      line('HARVEST MOON', 100, 100, { height: 200 }),
      line('Moorgate Brewing', 400, 330, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(['Harvest Moon']);
  });

  it('names a beer of style words alone from its brewery in the fine print under it', () => {
    // The label's large text is all the name, and the name is all style words: nothing read is
    // left unexplained, so the brewery below decides it.
    const result = interpret(index, [
      line('BROWN ALE', 100, 100, { height: 200 }),
      line('Tarnholt Brewery', 400, 330, { height: 40 }),
    ]);
    expect(result.beers.map((b) => `${b.name} · ${b.brewery}`)).toEqual([
      'Brown Ale · Tarnholt Brewery',
    ]);
  });

  it('looks for the beers of a brewery in the fine print under a name of common words', () => {
    // "Lager" is far too common a word to propose beers by itself: as in a real catalogue, over
    // 250 beers have it in their name.
    const lagers = new CatalogueIndex(
      ['Thornbury', ...Array.from({ length: 300 }, (_, i) => `Lagerhouse ${i}`)].map((b, i) => ({
        id: `l${i}`,
        brewery: `${b} Brewing`,
        name: 'Lager',
        style: 'Lager',
      })),
    );
    const result = interpret(lagers, [
      line('LAGER', 100, 100, { height: 200 }),
      line('Thornbury Brewing', 400, 330, { height: 40 }),
    ]);
    expect(result.beers.map((b) => `${b.name} · ${b.brewery}`)).toEqual([
      'Lager · Thornbury Brewing',
    ]);
  });

  it('does not take a brewery from small print far from the name', () => {
    const result = interpret(index, [
      line('HARVEST MOON', 100, 100, { height: 200 }),
      line('Moorgate Brewing', 400, 1000, { height: 40 }),
    ]);
    expect(result.beers).toEqual([]);
  });

  it('knows the brewery from its own word carried in a name read in full', () => {
    // Half the brewery's words are on the label, inside the name: as good as a distinctive name.
    const result = interpret(index, [line('TOLLAN PILSNER', 100, 100, { height: 80 })]);
    expect(identified(result)).toEqual(['Tollan Pilsner']);
  });

  it('names a rare name alone beside a one- or two-letter word ("St.")', () => {
    const result = interpret(index, [
      line("St. Wendreda's Porter", 100, 100, { height: 90 }),
      line('Porter 5.9% ABV', 100, 220, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(["St. Wendreda's Porter"]);
  });

  it('names a rare name alone though a brewery of that word makes other beers', () => {
    const result = interpret(index, [
      line('GRAVELSPUR', 100, 100, { height: 90 }),
      line('PORTER', 100, 220, { height: 70 }),
    ]);
    expect(result.beers.map((b) => `${b.name} · ${b.brewery}`)).toEqual([
      'Gravelspur Porter · Fenwick Brewing',
    ]);
  });

  it('names the fuller name over one inside it with its "Beer" left off', () => {
    // "Light" is a style word, so "Harwell Premium [Beer]" fits the text too, but explains less.
    const result = interpret(index, [
      line('Harwell', 100, 100, { height: 100 }),
      line('Premium Light', 100, 230, { height: 100 }),
      line('Son Brewing', 100, 360, { height: 90 }),
    ]);
    expect(identified(result)).toEqual(['Harwell Premium Light']);
  });

  it("does not name a beer from its brewery's line alone when the name lost its own word", () => {
    // The second line is all brewery: "Marl Brook [Pale] Ale" is only a guess from it. Another
    // bottle beside it, so the photo is not of one bottle (which names one beer anyway).
    const result = interpret(index, [
      line('Marl Brook Tavern Ale', 100, 100, { height: 30 }),
      line('Marl Brook Ale Company', 100, 140, { height: 22 }),
      line('KOLVA', 900, 100, { height: 120 }),
    ]);
    expect(identified(result)).toEqual(['Kolva', 'Marl Brook Tavern Ale']);
  });

  it('counts a word the name repeats each time it is read', () => {
    // "Tidewrack" in small print is not the beer's: the name must explain the rest in full.
    const result = interpret(index, [
      line('CURLEW POINT CURLEW STOUT', 100, 100, { height: 80 }),
      line('Tidewrack', 100, 200, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Curlew Point Curlew Stout']);
  });

  it('names a rare five-letter name alone in the largest text', () => {
    const result = interpret(index, [
      line('KOLVA', 100, 100, { height: 120 }),
      line('pilsner 5% 330ml', 100, 240, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Kolva']);
  });

  it('offers a four-letter one-word name alone on the label only as a best guess', () => {
    const result = interpret(index, [
      line('YRSA', 100, 100, { height: 120 }),
      line('lager 5% 330ml', 100, 240, { height: 30 }),
    ]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Yrsa']);
  });

  it('offers most of a long one-word name only as a best guess', () => {
    const result = interpret(index, [line('HALVARD', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Halvardsen']);
  });

  it('does not take another catalogue word, read exactly, as a slip of a name', () => {
    // "MARROWDALE" is a word of three other beers: it is not "Marrowvale" misread.
    const result = interpret(index, [line('MARROWDALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(result.guesses).toEqual([]);
  });

  it('does not take another catalogue word, read exactly, as a slip of a whole name', () => {
    const result = interpret(index, [line('HOLLOWMORE ALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(result.guesses).toEqual([]);
  });

  it('does not guess a rare name a letter away from a common word', () => {
    const result = interpret(index, [line('STOUT', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(result.guesses).toEqual([]);
  });

  it('names the fuller beer when its name runs on to the next line', () => {
    // The OCR reads the second line less surely, so the shorter window alone scores higher.
    const result = interpret(index, [
      line('WEXCOMBE BREWERY', 100, 100),
      line('GULLSTONE', 100, 150),
      line('WINTER RESERVE', 100, 200, { confidence: 0.8 }),
    ]);
    expect(identified(result)).toEqual(['Gullstone Winter Reserve']);
  });

  it('names at most one beer on a photo of one bottle', () => {
    const result = interpret(index, [
      line('KETTLE POINT', 100, 100, { height: 40 }),
      line('MARSH WREN', 100, 150, { height: 80 }),
      line('RESERVE', 100, 240, { height: 40 }),
    ]);
    expect([...identified(result), ...guessed(result)]).toHaveLength(1);
    expect(identified(result)).toEqual(['Marsh Wren Reserve']);
  });

  it('names a beer the catalogue lists twice under the same brewery words', () => {
    // "Bryggeri" and "Brewing Co." are corporate words: both entries are Orrvik's Orrvik Klar.
    const result = interpret(index, [
      line('Orrvik', 100, 100, { height: 40 }),
      line('ORRVIK KLAR', 100, 150, { height: 100 }),
    ]);
    expect(identified(result)).toEqual(['Orrvik Klar']);
    expect(result.beers[0]!.beerId).toBe(made.find((b) => b.name === 'Orrvik Klar')!.id);
  });

  it("takes a name a little shorter than the tallest line as the label's largest text", () => {
    const result = interpret(index, [
      line('Driftcutter', 100, 100, { height: 36 }),
      line('Stout', 100, 150, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(['Driftcutter Stout']);
  });

  it('does not hold a style word read with a slip against the name', () => {
    // The label's edge turns away and cuts the style word short: "STOU" is still the stout.
    const result = interpret(index, [line('DRIFTCUTTER STOU', 100, 100, { height: 60 })]);
    expect(identified(result)).toEqual(['Driftcutter Stout']);
  });

  it('holds only the letters of a style word read inside a longer word apart', () => {
    // The name, its style word and one letter too many, run together: the stray letter is all
    // the text the beer leaves unexplained.
    const result = interpret(index, [line('DRIFTCUTTERSTOUTT', 100, 100, { height: 60 })]);
    expect(identified(result)).toEqual(['Driftcutter Stout']);
  });

  it('keeps a lone capital at the end of a misread word in the word', () => {
    // "LighfS": one slip, and the last letter read as a capital, which is no word of its own.
    const result = interpret(index, [
      line('GRANITE FERRY', 100, 100, { height: 30 }),
      line('Harbour LighfS', 100, 150, { height: 60 }),
    ]);
    expect(identified(result)).toEqual(['Harbour Lights']);
  });

  it('keeps a misread word whole where a small letter at its end would part it at its capitals', () => {
    // "NARSh": at its capitals "NAR" and "Sh", neither near any word; whole, Marsh misread.
    const result = interpret(index, [
      line('NARSh WREN', 100, 100, { height: 80 }),
      line('KETTLE POINT BREWERY', 100, 200, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Marsh Wren']);
  });

  it('keeps the end of a rare word whole though it spells two catalogue words', () => {
    // "rowgate" is "row" + "gate", and the end of Harrowgate turned away at the label's edge:
    // first on its line, right before the name's next word, it is that word cut off.
    const result = interpret(index, [line('rowgate Grand Cru', 100, 100, { height: 60 })]);
    expect(identified(result)).toEqual(['Harrowgate Grand Cru']);
  });

  it('does not hold "Beer", left off the label, against a name', () => {
    const result = interpret(index, [
      line('OLD FERRULE DARK', 100, 100, { height: 80 }),
      line('brewed by Corrowick Brauhaus', 100, 200, { height: 40, confidence: 0.85 }),
    ]);
    expect(identified(result)).toEqual(['Old Ferrule Dark Beer']);
  });

  it('does not hold "Brauhaus", which says only "brewery", missing from the label against it', () => {
    const result = interpret(index, [
      line('OLD FERRULE DARK', 100, 100, { height: 80 }),
      line('brewed and bottled by Corrowick', 100, 200, { height: 40, confidence: 0.85 }),
    ]);
    expect(identified(result)).toEqual(['Old Ferrule Dark Beer']);
  });

  it('asks about a shorter name that lost a word, when its brewery and a telling word were read', () => {
    // "Ferry" drawn in script and not read: the brewery and "1884" still point at one beer.
    const lines = (brewery: string) => [
      line(brewery, 100, 100, { height: 40 }),
      line('Beer', 100, 150, { height: 60 }),
      line('1884', 100, 220, { height: 120 }),
    ];
    const read = interpret(index, lines('ThistlegateBrewery'));
    expect(read.beers).toEqual([]);
    expect(guessed(read)).toEqual(['Beer Ferry 1884']);
    // Without its brewery the same words are too little to ask about.
    expect(guessed(interpret(index, lines('Since the old days')))).toEqual([]);
  });

  it('does not ask about a name that lost a word when only style words of it were read', () => {
    const result = interpret(index, [
      line('Thistlegate Brewery', 100, 100, { height: 40 }),
      line('GOLDEN ALE', 100, 150, { height: 80 }),
    ]);
    expect([...identified(result), ...guessed(result)]).toEqual([]);
  });

  it("asks about a name that lost a word when a style word of it is in no other of its brewery's names", () => {
    // "Hefe" cut to "fe" at the label's edge: of Quellbach's beers only one says "Weizen".
    const lines = (brewery: string, name: string) => [
      line(brewery, 100, 100, { height: 40 }),
      line(name, 100, 150, { height: 90 }),
    ];
    const read = interpret(index, lines('Brauerei Quellbach', 'fe-Weizen'));
    expect(read.beers).toEqual([]);
    expect(guessed(read)).toEqual(['Hefe-Weizen']);
    // The same with the brewery read in full, a letter lost, only in the label's fine print.
    const finePrint = interpret(index, [
      line('fe-Weizen', 100, 100, { height: 90 }),
      line('Brauerei Quelbach', 100, 200, { height: 20 }),
    ]);
    expect(guessed(finePrint)).toEqual(['Hefe-Weizen']);
    // Two of Harnau's names say "Dunkel": the word tells neither apart, so none is named; with
    // Harnau read in full, the letters "r-D" make Ur-Dunkel the one to ask about
    // (letter-guess.ts).
    const both = interpret(index, lines('Brauerei Harnau', 'r-Dunkel'));
    expect(identified(both)).toEqual([]);
    expect(guessed(both)).toEqual(['Ur-Dunkel']);
    // "Creek", in eleven breweries' names, may be another one's: "Stout" then tells nothing.
    const creek = interpret(index, lines('Marrowfield Creek Brewing', 'ey Stout'));
    expect([...identified(creek), ...guessed(creek)]).toEqual([]);
  });

  it("takes a brewery read only by a word many breweries' names share as not read", () => {
    // "Creek" alone, run into the name: any of twelve breweries' stout, not Pale Creek's.
    const run = interpret(index, [line('CREEKSTOUT', 100, 100, { height: 40 })]);
    expect([...identified(run), ...guessed(run)]).toEqual([]);
    // The brewery read whole names its stout.
    const whole = interpret(index, [line('PALE CREEK STOUT', 100, 100, { height: 40 })]);
    expect(identified(whole)).toEqual(['Stout']);
  });

  it('takes a whole name read without its "Beer" as that name', () => {
    // The label leaves "Beer" off, as labels often do; no brewery is on it.
    const exact = interpret(index, [line('STOATLEY AMBER', 100, 100, { height: 90 })]);
    expect(identified(exact)).toEqual(['Stoatley Amber Beer']);
    // A display letter misread in it: worth asking about, not naming.
    const slip = interpret(index, [line('STOATLFY AMBER', 100, 100, { height: 90 })]);
    expect(identified(slip)).toEqual([]);
    expect(guessed(slip)).toEqual(['Stoatley Amber Beer']);
  });

  it("reads a bottle's brewery line far above its name as that label's", () => {
    // Too far apart to group, too alike in size for fine print: one bottle all the same.
    const name = line('BROWN ALE', 100, 350, { height: 100 });
    const result = interpret(index, [line('Tarnholt Brewery', 100, 100, { height: 40 }), name]);
    expect(identified(result)).toEqual(['Brown Ale']);
    expect(result.beers[0]!.brewery).toBe('Tarnholt Brewery');
    // The brewery line lent to the label is no unknown product of its own.
    expect(result.unrecognised).toEqual([]);
    // The same line over the next bottle along is not this label's.
    const beside = interpret(index, [line('Tarnholt Brewery', 900, 100, { height: 40 }), name]);
    expect([...identified(beside), ...guessed(beside)]).toEqual([]);
    // Its volume, strength and boilerplate lines, groups of their own, are no other labels: the
    // photo is still one of a few labels.
    const more = interpret(index, [
      line('Tarnholt Brewery', 100, 100, { height: 40 }),
      name,
      line('440ml', 100, 700, { height: 30 }),
      line('Brown Ale · 5.2% ABV', 500, 760, { height: 28 }),
      line('12 FL OZ', 1000, 700, { height: 30 }),
      line('CRAFT BREWED', 900, 250, { height: 30 }),
    ]);
    expect(identified(more)).toEqual(['Brown Ale']);
    expect(more.beers[0]!.brewery).toBe('Tarnholt Brewery');
  });

  it("reads a best guess's label again with its brewery line far above", () => {
    // "Quad" alone names Harnwick's only by its word: worth asking about. The brewery line above,
    // cut off at the edge and too far to be fine print, makes it sure.
    const local = catalogueOf(
      [
        ['Harnwick Brewing Company', 'Quad', 'Quadrupel'],
        ['Harnwick Brewing Company', 'Old Lamplight', 'Old Ale'],
      ],
      200,
    );
    const quad = line('Quad', 180, 1020, { height: 446 });
    expect(guessed(interpret(local, [quad]))).toEqual(['Quad']);
    const result = interpret(local, [
      line('SMALL BATCH', 580, 270, { height: 70 }),
      line('Harnwick Brewing Compan', 290, 430, { height: 85 }),
      quad,
    ]);
    expect(identified(result)).toEqual(['Quad']);
    expect(result.guesses).toEqual([]);
  });

  it('asks about a short name read a letter off under its brewery read in full', () => {
    const brasa = (...more: string[][]) =>
      catalogueOf(
        [
          ['Brasa Brewing', 'Tuka', 'Lager'],
          ['Brasa Brewing', 'Brasa Dourada', 'Lager'],
          ['Harnoy Brewing', 'Tuba', 'Lager'],
          ...more,
        ],
        200,
      );
    const label = (local: CatalogueIndex, ...texts: string[]) =>
      interpret(
        local,
        texts.map((text, n) => line(text, 100, 100 + n * 120, { height: n ? 400 : 60 })),
      );
    const result = label(brasa(), 'BRASA', 'TUGA');
    expect(identified(result)).toEqual([]);
    expect(guessed(result)).toEqual(['Tuka']);
    // Without its brewery, four letters a letter off are any of many words.
    expect(guessed(label(brasa(), 'TUGA'))).toEqual([]);
    // A second beer of the brewery a letter off the word read: no telling which.
    expect(guessed(label(brasa(['Brasa Brewing', 'Tupa', 'Lager']), 'BRASA', 'TUGA'))).toEqual([]);
    // Beside two more words of the name read whole, the slip is that word's: named.
    const longer = brasa(['Brasa Brewing', 'Black Tuka Porter', 'Porter']);
    expect(identified(label(longer, 'BRASA', 'BLACK TUGA PORTER'))).toEqual(['Black Tuka Porter']);
    expect(identified(label(longer, 'BRASA', 'TUGA PORTER'))).toEqual([]);
  });

  it('tries each reading of a line the OCR read more than one way', () => {
    // A display capital read as two letters; read again, with more of the label around it, right.
    const misread = line('Rlarrowvale', 100, 100, { height: 80, confidence: 0.83 });
    // Read once, only its letters point at it (letter-guess.ts): a best guess, never identified.
    expect(identified(interpret(index, [misread]))).toEqual([]);
    expect(guessed(interpret(index, [misread]))).toEqual(['Marrowvale']);
    const readTwice = { ...misread, variants: [{ text: 'Marrowvale', confidence: 0.86 }] };
    const result = interpret(index, [readTwice]);
    expect(identified(result)).toEqual(['Marrowvale']);
    // The label's text kept as evidence is the reading that named it.
    expect(result.beers[0]!.text).toBe('Marrowvale');
  });

  it('tries every line read more than one way at its other reading at once', () => {
    // The name's fragment is read apart from a style word, and the brewery read, only on the
    // second reading of each line; neither second reading names the beer alone.
    const name = line('NETHOLMDOUBLE', 100, 100, { height: 110, confidence: 0.9 });
    const brewery = line('BrewedandbottlyRKENFLDREW', 100, 260, { height: 40, confidence: 0.74 });
    const nameAgain = { ...name, variants: [{ text: 'NETHOLM DOUBLE', confidence: 0.9 }] };
    const breweryAgain = {
      ...brewery,
      variants: [{ text: 'Brewed and bottled by ARKENFOLD BREW', confidence: 0.8 }],
    };
    expect(matchWindow(large, [nameAgain, brewery])).toBeUndefined();
    expect(matchWindow(large, [name, breweryAgain])).toBeUndefined();
    const both = matchWindow(large, [nameAgain, breweryAgain]);
    // Only a piece of the name: worth asking about, never named.
    expect(both).toMatchObject({ beer: { name: 'Brennetholm Double IPA' }, partial: true });
    // What the label shows stays as read: its boxes are the lines' own.
    expect(both!.lines).toEqual([nameAgain, breweryAgain]);
  });

  it("names a brand's beer read alone when its brewery is listed under two spellings", () => {
    const result = interpret(index, [line('MORVINUS', 100, 100, { height: 120 })]);
    expect(identified(result)).toEqual(['Morvinus']);
    // One word of a brewery's name inside another's is no sign they are one brewery.
    const other = interpret(index, [line('QUENLOCK', 100, 100, { height: 120 })]);
    expect(identified(other)).toEqual([]);
  });

  it('asks about a long name that lost a word at the edge, with no brewery read', () => {
    // "Skerry" turned away from the camera; the words left are still this beer's alone.
    const result = interpret(index, [line('Head Lumen Tarrock Wit', 100, 100, { height: 80 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Skerry Head Lumen Tarrock Wit']);
  });

  it('names the beer whose whole name was read over its twin with "Beer" added', () => {
    const result = interpret(index, [
      line('GANNET', 100, 100, { height: 80 }),
      line('Hollin Brewing', 100, 200, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(['Gannet']);
    expect(result.guesses).toEqual([]);
  });

  it('does not take a name in clearly smaller type as the largest text', () => {
    const result = interpret(index, [
      line('Driftcutter', 100, 100, { height: 20 }),
      line('STOUT', 100, 130, { height: 40 }),
    ]);
    expect(result.beers).toEqual([]);
  });

  it('names the brewery the next lines show when two breweries sell the same name', () => {
    const result = interpret(index, [
      line('Kestrel Gold', 100, 100, { height: 50 }),
      line('Kestrel Ridge', 100, 160, { height: 44 }),
      line('Brewing', 100, 214, { height: 44 }),
    ]);
    expect(result.beers.map((b) => `${b.name} by ${b.brewery}`)).toEqual([
      'Kestrel Gold by Kestrel Ridge Brewing',
    ]);
  });

  it('names the brewery the lines show when the other lists the name with "Beer"', () => {
    // "HarlowStar" alone is Harlow Star Brewing's Harlow Star Beer, read letter for letter, its
    // brewery the name again; the label's brewery lines say it is Quenwick's.
    const result = interpret(index, [
      line('QuenwickBrewery', 100, 100, { height: 24 }),
      line('Company', 100, 140, { height: 24 }),
      line('HarlowStar', 100, 180, { height: 27 }),
    ]);
    expect(result.beers.map((b) => `${b.name} by ${b.brewery}`)).toEqual([
      'Harlow Star by Quenwick Brewery Company',
    ]);
  });

  it('names a whole name of a rare word and a style word that only one brewery sells', () => {
    const result = interpret(index, [
      line('EST. 1790', 100, 60, { height: 30 }),
      line('TARKA ALE', 100, 100, { height: 120 }),
      line('strong bitter 5.2%', 100, 240, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Tarka Ale']);
  });

  it('names a whole name whose style word is set a little smaller than its own word', () => {
    // "Merrow" is a word of three beers: too many to stand alone, few enough for a whole name.
    const local = catalogueOf([
      ['Kelderby Brewing', 'Merrow Lager', 'Lager'],
      ['Brewery B', 'Black Merrow', 'Stout'],
      ['Brewery C', 'Merrow Point IPA', 'IPA'],
    ]);
    const label = (styleHeight: number) => [
      line('MERROW', 100, 100, { height: 120 }),
      line('Lager', 100, 240, { height: styleHeight }),
    ];
    expect(identified(interpret(local, label(90)))).toEqual(['Merrow Lager']);
    // A style word in print half the name's size may be anything's small print.
    expect(interpret(local, label(60)).beers).toEqual([]);
  });

  it('counts the style word of a name read whole as written towards telling it apart', () => {
    // Two rare words are not enough to name a beer without its brewery; the whole name is.
    const label = (name: string) => [
      line(name, 100, 100, { height: 120 }),
      line('dark & smooth', 100, 240, { height: 30 }),
    ];
    expect(identified(interpret(index, label('GULL ROCK PORTER')))).toEqual(['Gull Rock Porter']);
    expect(interpret(index, label('GULL ROCK')).beers).toEqual([]);
    // Run together, the name was not read as it is written: its words are only pieces of one.
    expect(interpret(index, label('GULLROCK PORTER')).beers).toEqual([]);
  });

  it("leaves a board's line to the entry it ends, not to the entry after it", () => {
    // "IPA" read surer than the lines after it raises their run's confidence without adding to
    // its beer: that run must not take the line from Selkie's IPA.
    const board = [
      line('Owlbrook Brewing', 100, 0, { height: 40 }),
      line('Quarry Stout', 100, 45, { height: 50 }),
      line('Selkie Brewing', 100, 100, { height: 40 }),
      line('IPA', 100, 145, { height: 50, confidence: 1 }),
      line('Kettle Point Brewery', 100, 220, { height: 40 }),
      line('Marsh Wren', 100, 265, { height: 50 }),
    ];
    expect(identified(interpret(index, board))).toEqual(['IPA', 'Marsh Wren', 'Quarry Stout']);
  });

  it("does not name a beer from a line that is another brewery's beer's whole name", () => {
    const result = interpret(index, [line('GOLDEN PLOVER', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    // Both are worth asking about: first the beer whose whole name the line is, then the beer
    // of that brewery's name and the line's other word.
    const golden = index.beers.find((b) => b.name === 'Golden')!;
    expect(result.guesses.map((g) => [g.name, g.alternatives[0]])).toEqual([
      ['Golden Plover', golden.id],
    ]);
  });

  it("does not name a beer from lines that are another brewery's beer's whole name", () => {
    // Read line after line, "Skarnholt" over "Pilsener" is Kapland's Skarnholt Pilsener as much
    // as Skarnholt Bryggeri's Pilsner read with a slip: at most worth asking about.
    const result = interpret(index, [
      line('Skarnholt', 100, 100, { height: 60 }),
      line('Pilsener', 100, 170, { height: 64 }),
    ]);
    expect(result.beers).toEqual([]);
    // The beer of that whole name is asked about first, Skarnholt Bryggeri's Pilsner next.
    const pilsner = index.beers.find(
      (b) => b.name === 'Pilsner' && b.brewery === 'Skarnholt Bryggeri',
    )!;
    const asked = [['Skarnholt Pilsener', pilsner.id]];
    expect(result.guesses.map((g) => [g.name, g.alternatives[0]])).toEqual(asked);
    // The same two lines the other way up, as a back label may set them, and with a line of
    // advice after them: two lines next to each other still read that whole name.
    const backLabel = interpret(index, [
      line('Pilsener', 100, 100, { height: 64 }),
      line('Skarnholt', 100, 170, { height: 60 }),
      line('neck', 100, 240, { height: 58 }),
    ]);
    expect(backLabel.beers).toEqual([]);
    expect(backLabel.guesses.map((g) => [g.name, g.alternatives[0]])).toEqual(asked);
    // Lower on a back label too long to be read whole, beyond any window of the name, its
    // brewery says whose it is.
    const advice = ['best before end: see neck', 'store cool and dark', 'serve at 8-10 C'];
    const bottledBy = interpret(index, [
      line('Pilsener', 100, 100, { height: 64 }),
      line('Skarnholt', 100, 170, { height: 60 }),
      ...Array.from({ length: 21 }, (_, n) =>
        line(advice[n % advice.length]!, 100, 240 + 70 * n, { height: 58 }),
      ),
      line('brewed and bottled by Kapland', 100, 1710, { height: 58 }),
    ]);
    expect(identified(bottledBy)).toEqual(['Skarnholt Pilsener']);
    // Two lines of a label whose brewery was read on a third are that brewery's beer: "Saltmarsh"
    // over "Brewhouse" over "Blonde" is no Brewhouse Blonde of another brewery.
    const shelf = interpret(index, [
      line('Saltmarsh', 100, 100, { height: 40 }),
      line('Brewhouse', 100, 150, { height: 40 }),
      line('Blonde', 100, 200, { height: 50 }),
    ]);
    expect(shelf.beers.map((b) => `${b.name} / ${b.brewery}`)).toEqual([
      'Blonde / Saltmarsh Brewhouse',
    ]);
  });

  it('names the listing of the brewery the fine print shows, not the one the name carries', () => {
    const label = (finePrint: string) =>
      interpret(index, [
        line(finePrint, 100, 80, { height: 16 }),
        line('Tolmarsh Lite', 100, 100, { height: 100 }),
      ]).beers.map((b) => `${b.name} / ${b.brewery}`);
    expect(label('Brackwater Holdings')).toEqual(['Tolmarsh Lite / Brackwater Holdings']);
    // Fine print that names neither brewery leaves the name its own brewery's.
    expect(label('brewed with care')).toEqual(['Tolmarsh Lite / Tolmarsh Brewing']);
  });

  it("asks about another brewery's fuller name read word for word around a shorter name", () => {
    // "TARNHOLLOW ISLAND" / "IMPERIALIPA" spells the fuller name; Tarnhollow IPA's words are only
    // scattered through it, a style word between them. Its brewery's branch ("Quayside") is not
    // on the label, so the fuller name is asked about, the shorter one its other candidate.
    const local = catalogueOf(
      [
        ['Tarnhollow Island Beer Co.', 'Tarnhollow IPA', 'IPA'],
        ['Tarnhollow Island Beer Company - Quayside', 'Tarnhollow Island Imperial IPA', 'IPA'],
      ],
      1500,
    );
    const label = (...texts: string[]) =>
      interpret(
        local,
        texts.map((t, n) => line(t, 100, 100 + 90 * n, { height: n < 2 ? 80 : 30 })),
      );
    const read = label('TARNHOLLOW ISLAND', 'IMPERIALIPA');
    expect(identified(read)).toEqual([]);
    expect(read.guesses.map((g) => g.name)).toEqual(['Tarnhollow Island Imperial IPA']);
    // The shorter name read as it is written, a style line under it, stays named.
    expect(identified(label('TARNHOLLOW ISLAND', 'IPA'))).toEqual(['Tarnhollow IPA']);
    expect(identified(label('TARNHOLLOW ISLAND', 'IPA', 'Imperial IPA 8% ABV'))).toEqual([
      'Tarnhollow IPA',
    ]);
  });

  it('asks about a fuller name read word for word around a name, its style word misread', () => {
    // "Tavernos Aegean Loge": Tavernos (the brewery's word, read in full) leaves "Aegean", a
    // word of its own line, to its brewery's fuller name, whose "Lager" was misread.
    const local = catalogueOf(
      [
        ['Tavernos Brewery', 'Tavernos', 'Lager'],
        ['Tavernos Breweries S.A.', 'Tavernos Aegean Lager', 'Lager'],
      ],
      1500,
    );
    const label = (text: string) => interpret(local, [line(text, 100, 100, { height: 80 })]);
    const read = label('Tavernos Aegean Loge');
    expect(identified(read)).toEqual([]);
    expect(guessed(read)).toEqual(['Tavernos Aegean Lager']);
    // A word of the fuller name that tells it (not a style word) lost: the name read stands.
    expect(identified(label('Tavernos Aegon Lager'))).toEqual(['Tavernos']);
  });

  it('names a fuller name read whole over a name whose brewery is only its own word', () => {
    const local = catalogueOf([
      ['Emberlane Brewing', 'Emberlane Red', 'Red Ale'],
      ['Quarry Hill Brewery', 'Signal 9 Emberlane Red', 'Red Ale'],
    ]);
    const label = (...texts: string[]) =>
      identified(
        interpret(
          local,
          texts.map((t, n) => line(t, 100, 100 + 250 * n, { height: 200 })),
        ),
      );
    expect(label('SIGNAL 9', 'EMBERLANE RED')).toEqual(['Signal 9 Emberlane Red']);
    // Its first letters cut off at the edge of the label.
    expect(label('SIGNAL 9', 'BERLANE RED')).toEqual(['Signal 9 Emberlane Red']);
    // Alone, or under its brewery's line, the name is its brewery's beer.
    expect(label('EMBERLANE RED')).toEqual(['Emberlane Red']);
    expect(label('EMBERLANE BREWING', 'EMBERLANE RED')).toEqual(['Emberlane Red']);
  });

  it('does not name a beer called by its style from the small line that states its strength', () => {
    const local = catalogueOf([
      ['Pellmoor Brewing', 'Porter', 'Porter'],
      ['Pellmoor Brewing', 'Saltgrass Bitter', 'Porter'],
    ]);
    // Lines of these heights, stacked.
    const label = (...lines: [string, number][]) => {
      let y = 100;
      const placed = lines.map(([text, height]) => {
        const l = line(text, 100, y, { height });
        y += height * 1.3;
        return l;
      });
      return identified(interpret(local, placed));
    };
    // The style line under the brewery's is any of its beers' ("Saltgras" cut off at the edge).
    expect(
      label(
        ['Saltgras', 130],
        ['Bitter', 130],
        ['Pellmoor Brewing', 50],
        ['Porter · 5.6% ABV', 30],
      ),
    ).toEqual(['Saltgrass Bitter']);
    expect(label(['Pellmoor Brewing', 50], ['Porter · 5.6% ABV', 30])).toEqual([]);
    // The name in the label's large type, or as large as the rest on a board, is the beer's.
    expect(label(['Pellmoor Brewing', 50], ['Porter', 50])).toEqual(['Porter']);
    expect(label(['Pellmoor Brewing', 50], ['Porter 5.6%', 50])).toEqual(['Porter']);
  });

  it('asks about the fuller name of the brewery read in full, not a name two others sell', () => {
    // "Winterglow Noel" is sold by two breweries that the label does not name; the label names
    // Quellenbois, whose fuller name holds it, its first word read beyond recognition.
    // As many beers as a real catalogue, so that the two words make a name that stands alone.
    const local = catalogueOf(
      [
        ['Brasserie Harnoy', 'Winterglow Noel', 'Belgian Strong Ale'],
        ['Brasserie des Vaux', 'Winterglow Noel', 'Belgian Strong Ale'],
        ['Brasserie de Quellenbois', 'Fennerac Winterglow Noel', 'Belgian Strong Ale'],
      ],
      1500,
    );
    const result = interpret(local, [
      line('Brasserie', 100, 100, { height: 30 }),
      line('de Quellenbois', 100, 140, { height: 30 }),
      line('Fexuc', 100, 180, { height: 30 }),
      line('Winterglow Noel', 100, 220, { height: 30 }),
    ]);
    expect(identified(result)).toEqual([]);
    expect(result.guesses.map((g) => `${g.name} / ${g.brewery}`)).toEqual([
      'Fennerac Winterglow Noel / Brasserie de Quellenbois',
    ]);
  });

  it("reads a brewery word cut off at the fine print's edge", () => {
    // "Hell" is a style word three breweries use as a name: only the brewery above it tells
    // which, its second word cut off where the label turns away.
    const local = catalogueOf(
      [
        ['Vennicher Stiftsbrauerei', 'Hell', 'Helles'],
        ['Vennicher Stiftsbrauerei', 'Dunkel', 'Dunkel'],
        ['Stiftsbrauerei Aldmoos', 'Hell', 'Helles'],
        ['Brauerei Ostwinkel', 'Hell', 'Helles'],
      ],
      200,
    );
    const label = (finePrint: string) =>
      identified(
        interpret(local, [
          line(finePrint, 100, 100, { height: 40 }),
          line('Hell', 100, 200, { height: 300 }),
        ]),
      );
    expect(label('Vennicher Stiftsbral')).toEqual(['Hell']);
    // The first word alone is not enough.
    expect(label('Vennicher')).toEqual([]);
  });

  it("reads a brewery word cut off at its own line's end", () => {
    // "Oude Gueuze" is a name of style words three breweries sell: only the brewery line tells
    // which, its last word cut off where the label turns away, after its number. The brewery has
    // too many beers for the piece to count as a fragment of a rare word.
    const local = catalogueOf(
      [
        ['Brouwerij 4 Wendelaren', 'Oude Gueuze', 'Gueuze'],
        ['Brouwerij 4 Wendelaren', 'Oude Kriek', 'Fruit Lambic'],
        ['Brouwerij 4 Wendelaren', 'Framboos', 'Fruit Lambic'],
        ['Brouwerij 4 Wendelaren', 'Faro', 'Faro'],
        ['Brouwerij Halsteren', 'Oude Gueuze', 'Gueuze'],
        ['Lambiek Vosselaar', 'Oude Gueuze', 'Gueuze'],
      ],
      200,
    );
    const label = (...breweryLines: string[]) =>
      identified(
        interpret(local, [
          line('OUDE GUEUZE', 100, 100, { height: 80 }),
          ...breweryLines.map((text, n) => line(text, 100, 200 + n * 40, { height: 30 })),
        ]),
      );
    expect(label('BROUWERIJ 4 WENDE')).toEqual(['Oude Gueuze']);
    // The piece on a line of its own, after the line that ends with the word before it.
    expect(label('BROUWERIJ 4', 'WENDE')).toEqual(['Oude Gueuze']);
    // Not at the line's end, the piece is no cut word; nor without the word before it.
    expect(label('BROUWERIJ 4 WENDE TORVEN')).toEqual([]);
    expect(label('WENDE')).toEqual([]);
  });

  it("does not read a name inside its brewery's word cut off at the line's end", () => {
    // The brewery's name holds the name of one of its beers: cut off at the label's edge, and
    // read with a slip at the cut, it is still the brewery's line, over the beer's own name.
    const local = catalogueOf(
      [
        ['Halvenkirch Rauchbierbrauerei', 'Halvenkirch Rauchbier', 'Rauchbier'],
        ['Halvenkirch Rauchbierbrauerei', 'Winterbock', 'Bock'],
        ['Halvenkirch Rauchbierbrauerei', 'Kellerbier', 'Kellerbier'],
      ],
      200,
    );
    const label = (breweryLine: string) =>
      identified(
        interpret(local, [
          line(breweryLine, 100, 100, { height: 40 }),
          line('Wintrbock', 100, 160, { height: 60 }),
        ]),
      );
    expect(label('Halvenkirch Rauchbierbrn')).toEqual(['Winterbock']);
    // Read letter for letter, the name stands.
    expect(label('Halvenkirch Rauchbier')).toEqual(['Halvenkirch Rauchbier']);
  });

  it("does not take a beer's alias for another brewery's whole name", () => {
    // Users matched a label reading "Kettle Point Brewery" / "Marsh Wren" to another beer: that
    // alias is how one label read, not a name another brewery sells, and ties nothing.
    const local = catalogueOf(
      [
        ['Kettle Point Brewery', 'Marsh Wren', 'Blonde Ale'],
        ['Owlbrook Brewing', 'Quarry Stout', 'Stout', 'Kettle Point Marsh Wren'],
      ],
      50,
    );
    const result = interpret(local, [
      line('KETTLE POINT', 100, 100, { height: 40 }),
      line('Marsh Wren', 100, 150, { height: 60 }),
    ]);
    expect(identified(result)).toEqual(['Marsh Wren']);
  });

  it('does not read a back label title with a line past a word as large as the title', () => {
    // "EMBER" ... "PORTER" would be Ember Porter, but the label says "LANTERN" between them, as
    // large as its title: that is not the label of Ember Porter.
    const label = (middle: string) => [
      line('EMBER', 100, 100, { height: 90 }),
      line(middle, 100, 200, { height: 90 }),
      line('brewed with care in small batches', 100, 300, { height: 30 }),
      line('keep cool and out of the sun', 100, 340, { height: 30 }),
      line('PORTER', 100, 380, { height: 30 }),
    ];
    expect(identified(interpret(index, label('LANTERN')))).toEqual([]);
    // A jumble of that size (a misread logo) says nothing: it may be passed over.
    expect(identified(interpret(index, label('QXZRVW')))).toEqual(['Ember Porter']);
  });

  it('does not name a shorter name from a line of a fuller one that is only unsure', () => {
    // "Tansy Moor Heather Ale" is read whole over two lines, but listed twice it is only a
    // guess; the "Heather Ale" inside it, read from one of the lines, is no surer.
    const result = interpret(index, [
      line('TANSY MOOR', 100, 100, { height: 60 }),
      line('HEATHERALE', 100, 170, { height: 60 }),
    ]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Tansy Moor Heather Ale']);
  });

  it('offers a whole name that two breweries sell only as a best guess', () => {
    const result = interpret(index, [line('MOSSO ALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Mosso Ale']);
    expect(result.guesses[0]!.alternatives).toHaveLength(1);
  });

  it("lets a brand stand for its brewery when the brewery's own line is misread", () => {
    const label = (brand: string) => [
      line('WNDLBRY BRWNG', 100, 100, { height: 30 }),
      line(brand, 100, 140, { height: 80 }),
      line('BROWN ALE', 100, 230, { height: 40 }),
    ];
    expect(identified(interpret(index, label('CORVENNA')))).toEqual(['Corvenna Brown Ale']);
    // A word two breweries use names neither of them.
    expect(identified(interpret(index, label('OSTRAVA')))).toEqual([]);
  });

  it('counts a beer and its alias once when telling a brand', () => {
    const result = interpret(index, [
      // "STOUT" the largest: "QUILLOW" could stand for its brewery only as a brand.
      line('EST. 1887', 100, 100, { height: 30 }),
      line('QUILLOW', 100, 140, { height: 50 }),
      line('STOUT', 100, 200, { height: 80 }),
    ]);
    expect(result.beers).toEqual([]);
  });

  it('offers a whole name read with a slip in its own word only as a best guess', () => {
    const result = interpret(index, [line('TARCA ALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
    expect(guessed(result)).toEqual(['Tarka Ale']);
  });

  it('does not name a whole name whose own word many beers use', () => {
    const result = interpret(index, [line('SUMMER ALE', 100, 100, { height: 120 })]);
    expect(result.beers).toEqual([]);
  });

  it('trusts a name read letter for letter even when the OCR was unsure of its letters', () => {
    // Display lettering (blackletter, script) is often read right at a low confidence.
    const result = interpret(index, [
      line('STARWHISTLE', 100, 100, { height: 120, confidence: 0.75 }),
    ]);
    expect(identified(result)).toEqual(['Starwhistle']);
  });

  it('takes a capital stuck before a capitalised name as a stray mark', () => {
    // Display lettering's flourish, or the label's edge, read as a letter: "RTarka Ale".
    const result = interpret(index, [
      line('RTarka Ale', 100, 100, { height: 120, confidence: 0.85 }),
    ]);
    expect(identified(result)).toEqual(['Tarka Ale']);
  });

  it('takes the end of a name word first on its line as that word cut off at the edge', () => {
    // The label turns away with the bottle: "Fourth" shows only its last letters.
    const result = interpret(index, [
      line('rth Cairn Brown', 100, 100, { height: 80 }),
      line('BRYNMAW BREWING', 100, 190, { height: 30 }),
    ]);
    expect(identified(result)).toEqual(['Fourth Cairn Brown']);
    // The name set on two lines, the piece on a line of its own: the OCR often parts a line
    // bent round the bottle into two.
    const twoLines = interpret(index, [
      line('rth', 100, 100, { height: 80 }),
      line('Cairn Brown', 100, 190, { height: 80 }),
      line('BRYNMAW BREWING', 100, 280, { height: 30 }),
    ]);
    expect(identified(twoLines)).toEqual(['Fourth Cairn Brown']);
  });

  it('takes the start of a name word last on its line as that word cut off at the edge', () => {
    const result = interpret(index, [line('Halsteder Vint', 100, 100, { height: 80 })]);
    expect(identified(result)).toEqual(['Halsteder Vintmark']);
    // The letter at the cut, half turned away, is often misread.
    const misread = interpret(index, [line('Halsteder Vintn', 100, 100, { height: 80 })]);
    expect(identified(misread)).toEqual(['Halsteder Vintmark']);
    // A piece long enough to be a fragment of the rare word is that word cut off too, not a
    // fragment that leaves the name only partly read.
    const longer = interpret(index, [line('Halsteder Vintma', 100, 100, { height: 80 })]);
    expect(identified(longer)).toEqual(['Halsteder Vintmark']);
    // On a line of its own, right after the line the name's word before it ends.
    const below = interpret(index, [
      line('Halsteder', 100, 100, { height: 80 }),
      line('Vint', 100, 190, { height: 80 }),
    ]);
    expect(identified(below)).toEqual(['Halsteder Vintmark']);
    // A lone letter before it there is a stray mark at the label's edge; a word is not.
    const under = (text: string) =>
      interpret(index, [
        line('Halsteder', 100, 100, { height: 80 }),
        line(text, 100, 190, { height: 80 }),
      ]);
    expect(identified(under('I Vint'))).toEqual(['Halsteder Vintmark']);
    expect(identified(under('Oak Vint'))).toEqual([]);
  });

  it("takes two letters at a line's edge as a name word cut off there", () => {
    // Of "Fourth" only "th" in view, of "Vintmark" only "Vi": the name's other words read whole
    // beside them place them.
    const first = interpret(index, [
      line('th Cairn Brown', 100, 100, { height: 80 }),
      line('BRYNMAW BREWING', 100, 190, { height: 30 }),
    ]);
    expect(identified(first)).toEqual(['Fourth Cairn Brown']);
    const last = (text: string) => interpret(index, [line(text, 100, 100, { height: 80 })]);
    expect(identified(last('Halsteder Vi'))).toEqual(['Halsteder Vintmark']);
    // Three letters, the one at the cut misread, are those two ("JLDWACKY" of Wild Wacky).
    expect(identified(last('Halsteder Vix'))).toEqual(['Halsteder Vintmark']);
    // Two letters that are not the word's, a figure among them, or one letter say nothing.
    expect(identified(last('Halsteder Va'))).toEqual([]);
    expect(identified(last('Halsteder V1'))).toEqual([]);
    expect(identified(last('Halsteder V'))).toEqual([]);
  });

  it('takes a piece that also reads as the whole word with a slip as that word cut off', () => {
    // "ernelle" is one letter short of Vernelle, its first letter turned away: a piece of the
    // word at the line's start, so the name carrying its brewery's word was read in full.
    const named = (text: string) => interpret(index, [line(text, 100, 100, { height: 120 })]);
    expect(identified(named('ERNELLE DUBBEL'))).toEqual(['Vernelle Dubbel']);
    // Not first on its line, it is the word with a slip, not read surely enough to stand for
    // the brewery too.
    expect(identified(named('X ERNELLE DUBBEL'))).toEqual([]);
  });

  it("takes a style word's first letter at the line's end as that word cut off", () => {
    // "Ale" turned away but for its "A", after the rest of the name.
    const named = (text: string) => interpret(index, [line(text, 100, 100, { height: 80 })]);
    expect(identified(named('Marlcombe Original A'))).toEqual(['Marlcombe Original Ale']);
    expect(identified(named('Marlcombe Original Al'))).toEqual(['Marlcombe Original Ale']);
    // A letter the style word does not start with, or a letter out of place, is no such piece:
    // the name lost its "Ale", and is only worth asking about.
    expect(identified(named('Marlcombe Original B'))).toEqual([]);
    expect(guessed(named('Marlcombe Original B'))).toEqual(['Marlcombe Original Ale']);
    expect(identified(named('Marlcombe A Original'))).toEqual([]);
    // A digit is no letter cut off, though it looks like one ("1" like the "L" of "Lager").
    expect(identified(named('Marlcombe Export L'))).toEqual(['Marlcombe Export Lager']);
    expect(identified(named('Marlcombe Export 1'))).toEqual([]);
  });

  it('does not take a cut-off word from a piece too short, out of place or a word itself', () => {
    const named = (text: string) =>
      identified(interpret(index, [line(text, 100, 100), line('BRYNMAW', 100, 150)]));
    // One letter ends many words (two will do beside "Cairn": above).
    expect(named('h Cairn Brown')).toEqual([]);
    // A piece in the middle of a line is no edge of the label.
    expect(named('Old rth Cairn Brown')).toEqual([]);
    // Nor is the end of a word where the name puts no such word: the line's end after "Brown".
    expect(named('Cairn Brown rth')).toEqual([]);
    // A piece that is a style word of its own ("Dark", "Pale") is that word.
    expect(named('Halsteder Dark')).toEqual([]);
    expect(named('PALE ALE')).toEqual([]);
  });

  it("takes another catalogue word in a cut piece's place as the name's word cut off", () => {
    // "Trail" names no beer with "Wharfside": at the line's end, right after it, it is
    // "Trails" turned away with the bottle.
    const named = (text: string) => interpret(index, [line(text, 100, 100, { height: 80 })]);
    expect(identified(named('WHARFSIDE TRAIL'))).toEqual(['Wharfside Trails']);
    // Out of place it is the word "Trail", and the name lost a word.
    expect(identified(named('TRAIL WHARFSIDE'))).toEqual([]);
    // Beside a word a name has with it, it is that name's word: "NUT BROWN" is no cut
    // "Hazelnut Brown", which would tie with Nut Brown Ale.
    const nutBrown = named('NUT BROWN ALE');
    expect(identified(nutBrown)).toEqual(['Nut Brown Ale']);
    expect(guessed(nutBrown)).toEqual([]);
  });

  it('reads a number run into a year as the two', () => {
    // "#3 2019" with the space lost: the batch number is all that tells the two beers apart.
    const result = interpret(index, [
      line('OSTLER BREWING', 100, 100, { height: 40 }),
      line('Ledger #32019', 100, 160, { height: 60 }),
    ]);
    expect(identified(result)).toEqual(['Ledger #3 2019']);
  });

  it('does not take a style or generic word read right for a slip of a telling word', () => {
    // "Ales" on an unknown brewery's label is that word, not "Kales" with its first letter lost.
    const result = interpret(index, [
      line('BRINDLE FOX', 100, 100, { height: 70 }),
      line('PALE ALE', 100, 180, { height: 65 }),
      line('MARROW CREEK ALES', 100, 260, { height: 60 }),
    ]);
    expect(identified(result)).toEqual([]);
    // Read with a slip of its own, "Kales" is still found: "KALFS ALES".
    const slipped = interpret(index, [
      line('PALE ALE', 100, 100, { height: 65 }),
      line('KALFS ALES', 100, 180, { height: 60 }),
    ]);
    expect(identified(slipped)).toEqual(['Pale Ale']);
  });

  it('asks about a name read without its style word and its brewery, read alone and large', () => {
    const result = interpret(index, [
      line('CORVANT WEXLEY', 100, 100, { height: 110 }),
      line('330 ml', 100, 260, { height: 30 }),
    ]);
    expect(identified(result)).toEqual([]);
    expect(guessed(result)).toEqual(['Corvant Wexley Ale']);
    // The matcher itself offers it, not only the last resort of letters. The style word misread
    // beside the name is allowed for: it is the word lost.
    const misread = matchWindow(large, [line('CORVANT WEXLEY HLLE', 100, 100, { height: 110 })]);
    expect(misread).toMatchObject({ beer: { name: 'Corvant Wexley Ale' }, partial: true });
    // A name missing its style word and read with no brewery is never identified.
    expect(misread && isSure(misread)).toBe(false);
    // A back label's sentence that happens to hold the words is no such name.
    const sentence = interpret(index, [
      line('naturally corvant, wexley conditioned', 100, 100, { height: 40 }),
      line('keep refrigerated after opening', 100, 150, { height: 40 }),
    ]);
    expect(sentence.beers).toEqual([]);
    expect(sentence.guesses).toEqual([]);
    const words = [line('naturally corvant, wexley conditioned', 100, 100, { height: 40 })];
    expect(matchWindow(large, words)).toBeUndefined();
  });

  it("asks about a name read without its brewery's word", () => {
    // The brand, drawn as a logo, is not read and the brewery line is left off; the rest of the
    // name is two words only this beer has together. A smaller line beside another bottle's
    // large name is not read by its letters, so the words must do.
    const local = catalogueOf(
      [
        ['Ravnholt Bryggeri', 'Ravnholt Siete Lunares', 'Lager'],
        ['Ravnholt Bryggeri', 'Ravnholt Gold', 'Lager'],
        ['Quinta Brewing', 'Siete Mares', 'Pale Ale'],
        ['Dovecote Brewing', 'Lunares Porter', 'Porter'],
        ['Tarnholt Brewery', 'Tarnholt Kellerbier', 'Kellerbier'],
      ],
      1500,
    );
    const result = interpret(local, [
      line('Ot Siete Lunares', 0, 600, { height: 40 }),
      line('Tarnholt', 800, 620, { height: 100 }),
      line('Kellerbier', 800, 740, { height: 100 }),
    ]);
    expect(identified(result)).toEqual(['Tarnholt Kellerbier']);
    expect(guessed(result)).toEqual(['Ravnholt Siete Lunares']);
    // One of the two words alone could be either of two beers.
    const one = interpret(local, [
      line('Ot Lunares', 0, 600, { height: 40 }),
      line('Tarnholt', 800, 620, { height: 100 }),
      line('Kellerbier', 800, 740, { height: 100 }),
    ]);
    expect(guessed(one)).toEqual([]);
  });

  it('asks about a name no other beer has, read letter for letter as a line of its own', () => {
    // "Horse" is in too many names to stand alone and "Red" is a style word; together, as a whole
    // line, they are one beer's name: on a shelf, where no label is guessed by its letters.
    const local = catalogueOf(
      [
        ['Tallisker Brewery', 'Red Mare', 'Strong Lager'],
        ...oneEach(['Dark Mare', 'Mare Ale', 'Iron Mare', 'Mare Stout', 'Grey Mare', 'Pale Mare']),
        ['Tarnholt Brewery', 'Tarnholt Kellerbier', 'Kellerbier'],
        ['Tarnholt Brewery', 'Tarnholt Rot', 'Irish Red Ale'],
      ],
      1500,
    );
    const shelf = (...name: ReturnType<typeof line>[]) =>
      interpret(local, [
        ...name,
        ...[0, 1, 2, 3, 4, 5, 6].flatMap((n) => [
          line('Tarnholt', 300 + n * 300, 100, { height: 40 }),
          line('Kellerbier', 300 + n * 300, 150, { height: 40 }),
        ]),
      ]);
    expect(guessed(shelf(line('RED MARE', 0, 150, { height: 40 })))).toEqual(['Red Mare']);
    expect(identified(shelf(line('RED MARE', 0, 150, { height: 40 })))).toEqual([
      'Tarnholt Kellerbier',
    ]);
    // Not inside a sentence, nor a one-word name.
    expect(guessed(shelf(line('a red mare of iron', 0, 150, { height: 40 })))).toEqual([]);
  });

  it('finds such a name when the label wraps it onto a second line', () => {
    // "QV" is too short to stand alone, "Pale Ale" is a style: only the whole name tells.
    const local = catalogueOf(
      [
        ['Brackmoor Brewing', 'QV Pale Ale', 'Pale Ale'],
        ['Tarnholt Brewery', 'Tarnholt Kellerbier', 'Kellerbier'],
      ],
      1500,
    );
    const shelf = (...name: string[]) =>
      interpret(local, [
        ...name.map((text, n) => line(text, 0, 150 + n * 50, { height: 40 })),
        ...[0, 1, 2, 3, 4, 5, 6].flatMap((n) => [
          line('Tarnholt', 300 + n * 300, 100, { height: 40 }),
          line('Kellerbier', 300 + n * 300, 150, { height: 40 }),
        ]),
      ]);
    // Three words, the whole of what its two lines say: named, as on one line.
    const named = (r: ReturnType<typeof interpret>) => [...identified(r), ...guessed(r)];
    expect(named(shelf('QV Pale', 'Ale'))).toContain('QV Pale Ale');
    expect(named(shelf('QVPale', 'Ale'))).toContain('QV Pale Ale');
    // Not out of the name's order, nor with another word on either line.
    expect(named(shelf('Ale', 'QV Pale'))).not.toContain('QV Pale Ale');
    expect(named(shelf('QV Pale', 'Ale Reserve'))).not.toContain('QV Pale Ale');
  });

  it("names such a name when its two lines are its label's only large text", () => {
    const local = catalogueOf([['Brackmoor Brewing', 'QV Pale Ale', 'Pale Ale']], 1500);
    const label = (first: OcrLine) =>
      interpret(local, [
        first,
        line('Ale', 40, 300, { height: 200 }),
        line('Pale Ale · 5.2% ABV', 0, 560, { height: 50 }),
      ]);
    expect(identified(label(line('QV Pale', 0, 100, { height: 180 })))).toEqual(['QV Pale Ale']);
    // Read run together, and apart only as a less sure other reading: the reading that tells
    // the whole name counts.
    const runTogether = {
      ...line('QVPale', 0, 100, { height: 180, confidence: 0.99 }),
      variants: [{ text: 'QV-Pale', confidence: 0.97 }],
    };
    expect(identified(label(runTogether))).toEqual(['QV Pale Ale']);
    // Another large line beside them may be more of the name.
    const more = interpret(local, [
      line('QV Pale', 0, 100, { height: 180 }),
      line('Ale', 40, 300, { height: 200 }),
      line('Morrow', 40, 520, { height: 190 }),
    ]);
    expect(identified(more)).toEqual([]);
  });

  it('names a whole name of three words read as the only large line of its label', () => {
    // "Iron" and "Gate" are in many names and "Lager" is a style: too common to stand alone.
    const nouns = ['Mill', 'Horse', 'Bell', 'Bridge', 'Crown', 'Works', 'Duke', 'Anchor', 'Rose'];
    nouns.push('Fist', 'Keeper', 'House', 'Post', 'Lodge', 'Tower', 'Field', 'Way', 'Arch', 'Hill');
    nouns.push('Wood', 'Moor', 'Road', 'Well', 'Yard', 'Cross', 'Lane', 'Pike', 'Wharf', 'Ford');
    const local = catalogueOf(
      [
        ['Hollowfen Brewing', 'Iron Gate Lager', 'Vienna Lager'],
        ...nouns.flatMap((w) => [
          [`Ironworks ${w} Brewing`, `Iron ${w}`, 'Ale'],
          [`Gatehouse ${w} Brewing`, `Gate ${w}`, 'Ale'],
        ]),
      ],
      1500,
    );
    const label = (...lines: ReturnType<typeof line>[]) => interpret(local, lines);
    const name = line('IRON GATE LAGER', 100, 100, { height: 120 });
    const style = line('Vienna Lager · 5.2% ABV', 100, 260, { height: 40 });
    expect(identified(label(name, style))).toEqual(['Iron Gate Lager']);
    // Another line as large may be more of the name, or another beer's: only worth asking about.
    const more = line('SMOKED', 100, 250, { height: 120 });
    expect(identified(label(name, more))).toEqual([]);
    expect(guessed(label(name, more))).toEqual(['Iron Gate Lager']);
  });

  it('takes no best guess from part of the lines that name the same beer surely', () => {
    // "TUNDRA GOLD" alone is worth asking about; with the brewery line above it is sure, and the
    // sure reading is the one shown.
    const local = catalogueOf(
      [
        ["O'Varra's Bar & Grill", 'Tundra Gold', 'Golden Ale'],
        ...oneEach(['Gold Rush', 'Gold Leaf', 'Old Gold', 'Gold Coast', 'Gold Star', 'Pure Gold']),
        ...oneEach(['Tundra Pale', 'Tundra Night', 'Tundra Wit', 'Tundra Red', 'Tundra Ice'], 'G'),
      ],
      1500,
    );
    const result = interpret(local, [
      line("O'ARRA'SBAR&GRTLL", 100, 100, { height: 30, confidence: 0.7 }),
      line('TUNDRA GOLD', 100, 135, { height: 42 }),
    ]);
    expect(identified(result)).toEqual(['Tundra Gold']);
    expect(result.guesses).toEqual([]);
  });

  it("names a beer its brewery lists twice, once with the brewery's word before the name", () => {
    // The same beer: no text can tell the two listings apart, so neither is a rival.
    const local = catalogueOf([
      ['Brackwater Brewing Company', 'Hazy Wheat Beer', 'Wheat Beer'],
      ['Brackwater Brewing Company', 'Brackwater Hazy Wheat', 'Wheat Beer'],
      ['Brackwater Brewing Company', 'Hazy Wheat Ale', 'Wheat Ale'],
      ...oneEach(['Hazy Wheat', 'Hazy Wheat Beer', 'Hazy Pale']),
    ]);
    const result = interpret(local, [
      line('Brackwater Brewing Company', 100, 100, { height: 40 }),
      line('Hazy Wheat Beer', 100, 150, { height: 40 }),
    ]);
    expect(identified(result)).toHaveLength(1);
    expect(identified(result)[0]).toMatch(/Hazy Wheat/);
    expect(result.guesses).toEqual([]);
  });

  it('reads a label shown three times side by side as one label', () => {
    // Each line comes three times in turn: no run of four lines holds the whole label.
    const local = catalogueOf([
      ['Ferncombe BBQ of Ilsley', 'Valley Wheat', 'Wheat Ale'],
      ['Ferncombe Brewery', 'Valley Wheat', 'Wheat Ale'],
      ...oneEach(['Valley Wheat', 'Valley Gold', 'Wheat']),
    ]);
    const facings = ['Ferncombe', 'BBQ of Ilsley', 'Valley', 'Wheat'].flatMap((text, row) =>
      [0, 1, 2].map((n) => line(text, 100 + n * 120, 100 + row * 25, { height: 20 })),
    );
    const result = interpret(local, facings);
    expect(result.beers.map((b) => `${b.name} by ${b.brewery}`)).toEqual([
      'Valley Wheat by Ferncombe BBQ of Ilsley',
    ]);
    expect(result.guesses).toEqual([]);
  });

  it('names a beer whose last word is misread where the label shows it', () => {
    // "Poatet" stands where "Porter" goes: two letters off, too many for a slip, yet no other
    // word of the catalogue.
    const local = catalogueOf([
      ['Wrenfold Brewing Co.', 'Old Tanner Porter', 'Porter'],
      ['Wrenfold Brewing Co.', 'Harbour Pale', 'Pale Ale'],
      ['Harlbury Brewing', 'Fruit Lambics', 'Lambic'],
      ['Harlbury Brewing', 'Old Lambic', 'Lambic'],
      ['Pellow Brewing', 'Kriek', 'Lambics'],
    ]);
    const result = interpret(local, [
      line('Wrenfold Brewing Co.', 100, 100, { height: 30 }),
      line('Old Tanner', 100, 140, { height: 40 }),
      line('Poatet', 100, 190, { height: 40 }),
    ]);
    expect(identified(result)).toEqual(['Old Tanner Porter']);
    // "Pilots" is not "Porter": it starts otherwise.
    const other = interpret(local, [
      line('Wrenfold Brewing Co.', 100, 100, { height: 30 }),
      line('Old Tanner', 100, 140, { height: 40 }),
      line('Pilots', 100, 190, { height: 40 }),
    ]);
    expect(identified(other)).toEqual([]);
    // "Lamhic" is the style Lambic read with a slip, not the name's "Lambics".
    const style = interpret(local, [line('Belgian-Style Fruit Lamhic', 100, 140, { height: 30 })]);
    expect([...identified(style), ...guessed(style)]).toEqual([]);
  });

  it('names a beer read whole whose own word is set a little smaller than its style word', () => {
    const local = catalogueOf([['Tolbrook Brewery', 'Ravensholt Lager', 'Lager']]);
    const name = (height: number) =>
      interpret(local, [
        line('Ravensholt', 100, 100, { height }),
        line('LAGER', 100, 150, { height: 40 }),
      ]);
    expect(identified(name(33))).toEqual(['Ravensholt Lager']);
    expect(identified(name(31))).toEqual(['Ravensholt Lager']);
    // Clearly smaller (0.65), it may be a line of small print over a style.
    expect(identified(name(26))).toEqual([]);
  });

  it('reads a long brewery word misread twice as that word, not as two words it also spells', () => {
    // "Tidebury" splits into the catalogue's "tide" and "bury", and is Titlebury two letters off.
    const local = catalogueOf([
      ['Titlebury Brewing', 'Oktoberfest', 'Märzen'],
      ...['Hallam', 'Corvey', 'Ostwick'].map((b) => [`${b} Brewing`, 'Oktoberfest', 'Märzen']),
      ['Tide Brewing', 'Tide Pale', 'Pale Ale'],
      ['Bury Ales', 'Bury Bitter', 'Bitter'],
      ['Haldane Brewing', 'Wintertime', 'Old Ale'],
      ['Ruskin Brewing', 'Winter Ale', 'Winter Warmer'],
    ]);
    const label = (brewery: string, name: string) =>
      interpret(local, [
        line(name, 100, 100, { height: 21 }),
        line(brewery, 100, 130, { height: 18, confidence: 0.76 }),
      ]);
    expect(label('Tidebury Brewing', 'Oktoberfest').beers.map((b) => b.brewery)).toEqual([
      'Titlebury Brewing',
    ]);
    // A style word among the pieces keeps the split: "WINTERALE" is no slip of "Wintertime".
    expect(identified(label('Ruskin Brewing', 'WINTERALE'))).toEqual(['Winter Ale']);
  });

  it("does not take a brewery's name read as its label's brewery line for the beer of its word", () => {
    // Hallberg-Rusch sells a beer called Rusch: the brewery line over another of its beers, whose
    // name was not read, is not that beer.
    const local = catalogueOf([
      ['Hallberg-Rusch', 'Rusch', 'Lager'],
      ['Hallberg-Rusch', 'Jolly Pumpkin Spice Ale', 'Pumpkin Ale'],
    ]);
    const label = (name: string) =>
      interpret(local, [
        line('HALLBERG-RUSCH', 100, 100, { height: 20 }),
        line(name, 100, 130, { height: 40, confidence: 0.5 }),
      ]);
    expect(identified(label('JLYPMPKN'))).toEqual([]);
    expect(identified(label('RUSCH'))).toEqual(['Rusch']);
  });

  it("names the fuller of two names when the shorter's window only adds their brewery's line", () => {
    // A board entry: the brewery over the number and the name's three words, read as lines of
    // their own; no window of four lines holds all of it.
    const local = catalogueOf([
      ['Hallberg-Rusch', 'Tam Light', 'Light Lager'],
      ['Hallberg-Rusch', 'Tam Light Lime', 'Fruit Beer'],
    ]);
    const result = interpret(local, [
      line('HALLBERG-RUSCH', 380, 1100, { height: 51 }),
      line('3.', 255, 1197, { height: 75 }),
      line('LIME', 780, 1197, { height: 76 }),
      line('TAM', 380, 1200, { height: 70 }),
      line('LIGHT', 560, 1203, { height: 68 }),
    ]);
    expect(identified(result)).toEqual(['Tam Light Lime']);
  });

  it("names a board's plain name apart from the next entry's fuller name that holds it", () => {
    // Four lines to a window: one of them holds "Amber Ale" and all of the next entry, whose
    // name it names as well without the first two lines.
    const local = catalogueOf([
      ['Hallam Brewery Inc.', 'Amber Ale', 'Amber Ale'],
      ['Pellow Valley Brewing', 'Gorse Amber Ale', 'Amber Ale'],
      ['Skarvik Bryggeri', 'Kelda Pils', 'Pilsner'],
      ['Orrin Brewpub', 'Brackwater IPA', 'IPA'],
      ...oneEach(['Amber Ale', 'Amber Ale', 'Gorse Pale']),
    ]);
    const result = interpret(local, [
      line('Skarvik Bryggeri', 157, 334, { height: 47 }),
      line('Kelda Pils', 160, 394, { height: 63 }),
      line('Hallam Brewery Inc.', 153, 497, { height: 54 }),
      line('Amber Ale', 157, 559, { height: 64 }),
      line('Pellow Valley Brewing', 155, 662, { height: 58 }),
      line('GorseAmberAle', 160, 728, { height: 58 }),
      line('Orrin Brewpub', 156, 832, { height: 51 }),
      line('Brackwater IPA', 152, 889, { height: 68 }),
    ]);
    expect(result.beers.map((b) => `${b.name} by ${b.brewery}`).sort()).toEqual([
      'Amber Ale by Hallam Brewery Inc.',
      'Brackwater IPA by Orrin Brewpub',
      'Gorse Amber Ale by Pellow Valley Brewing',
      'Kelda Pils by Skarvik Bryggeri',
    ]);
  });

  it("names the beer whose own line is its name over one borrowing a word of the brewery's line", () => {
    // Both names are read whole, of style words but for "Halvenstein", which the one takes from
    // the brewery line.
    const local = catalogueOf([
      ['Privatbrauerei Halvenstein', 'Halvenstein Weizen', 'Weizen'],
      ['Privatbrauerei Halvenstein', 'Festbier Weizen', 'Festbier'],
      ...oneEach(['Weizen', 'Festbier']),
    ]);
    const label = (name: string) =>
      interpret(local, [
        line('PRIVATBRAUEREI HALVENSTEIN', 100, 100, { height: 30 }),
        line(name, 100, 150, { height: 50 }),
      ]);
    expect(identified(label('FESTBIER WEIZEN'))).toEqual(['Festbier Weizen']);
    expect(identified(label('HALVENSTEIN WEIZEN'))).toEqual(['Halvenstein Weizen']);
  });

  it('reads a word apart from a CJK letter the OCR made of a dash before it', () => {
    const local = catalogueOf([
      ['Hair of the Hound Brewing', 'Ardo', 'Old Ale'],
      ...oneEach(['Ardo Stout', 'Ardo Stout']),
    ]);
    const result = interpret(local, [line('6.Hair of the Hound Brewing 一Ardo', 100, 100)]);
    expect(identified(result)).toEqual(['Ardo']);
  });

  it("does not read a brewery's rare word beside another word in place of its own", () => {
    const local = catalogueOf([
      ['Red Quarrel Brewing', 'Dunkel', 'Dunkel'],
      ['Inkwell Brewing', 'Paper Moon', 'Stout'],
      ['Stonegate Brewing', 'Cask I', 'Bitter'],
    ]);
    const label = (brand: string) =>
      interpret(local, [
        line('LANTERNMOOR BREWERY', 100, 100, { height: 30 }),
        line(brand, 100, 140, { height: 48 }),
        line('DUNKEL', 100, 200, { height: 55 }),
      ]);
    // "Quarrel", a word of few breweries, reads Red Quarrel Brewing though "Red" was not read...
    expect(identified(label('QUARREL'))).toEqual(['Dunkel']);
    // A stray letter beside it is no word in place of "Red".
    expect(identified(label('I QUARREL'))).toEqual(['Dunkel']);
    // ...but "PAPER QUARREL" is another maker's brand: its Dunkel is no beer to ask about.
    const other = label('PAPER QUARREL');
    expect([...other.beers, ...other.guesses]).toEqual([]);
  });

  it("asks about a beer when its brewery's word is cut at the line's end and another brewery's name goes on from it", () => {
    const local = catalogueOf([
      ['Quenby Brewery', 'Marlstone Porter', 'Porter'],
      ['Quenby Smokehouse of Tarrant', 'Marlstone Porter', 'Porter'],
    ]);
    const label = (brewery: string) =>
      interpret(local, [
        line('MARLSTONE PORTER', 100, 100, { height: 120 }),
        line(`bottled by ${brewery}`, 100, 260, { height: 40 }),
      ]);
    expect(identified(label('QUENBY'))).toEqual(['Marlstone Porter']);
    expect(label('QUENBY').beers[0]!.brewery).toBe('Quenby Brewery');
    // "QUENB": the line runs on past the label's edge, where "Smokehouse of Tarrant" may be.
    const cut = label('QUENB');
    expect(cut.beers).toEqual([]);
    expect(guessed(cut)).toEqual(['Marlstone Porter']);
    expect(cut.guesses[0]!.alternatives).toContain(
      local.beers.find((b) => b.brewery.startsWith('Quenby S'))!.id,
    );
  });

  it("leaves a board's style column to the entry on its row, not to the next entry", () => {
    const local = catalogueOf([
      ['Dunstan Brewing', 'Black Tarn Porter', 'Porter'],
      ['Harlow Mill Brewing', 'Kestrel', 'Pale Lager'],
      ['Harlow Mill Brewing', 'Kestrel Porter', 'Porter'],
      ['Oakhollow Brewing', 'Fenland Gold', 'Golden Ale'],
    ]);
    const result = interpret(local, [
      line('5. Dunstan Brewing - Black Tarn Porter', 150, 830, { height: 36 }),
      line('Porter', 1100, 835, { height: 32 }),
      line('6. Harlow Mill Brewing - Kestrel', 150, 920, { height: 60 }),
      line('Pale Lager', 1130, 935, { height: 48 }),
      line('7. Oakhollow Brewing - Fenland Gold', 150, 1030, { height: 60 }),
    ]);
    expect(identified(result)).toEqual(['Black Tarn Porter', 'Fenland Gold', 'Kestrel']);
  });

  it("reads a board's entry past its number, the brewery and name read word by word", () => {
    const local = catalogueOf([
      ['Quellmoor Brewing', 'Red Fox', 'Irish Red Ale'],
      // Without its brewery, "Red Fox" may be either brewery's.
      ['Tannery Brewing', 'Red Fox', 'Irish Red Ale'],
      ['Oldcastle Brewing', 'Copperline Stout', 'Stout'],
      ['Pellbrook Brewing', 'Gannet Gold', 'Golden Ale'],
    ]);
    // No run of four lines holds the first entry's brewery and name with its number among them.
    const result = interpret(local, [
      line('QUELLMOOR', 537, 422, { height: 80 }),
      line('BREWING', 894, 422, { height: 80 }),
      line('1.', 420, 540, { height: 113 }),
      line('RED', 502, 536, { height: 120 }),
      line('FOX', 842, 536, { height: 120 }),
      line('Oldcastle Brewing', 530, 755, { height: 100 }),
      line('2. Copperline Stout', 420, 870, { height: 120 }),
      line('Pellbrook Brewing', 530, 1085, { height: 100 }),
      line('3. Gannet Gold', 420, 1200, { height: 120 }),
    ]);
    expect(identified(result)).toEqual(['Copperline Stout', 'Gannet Gold', 'Red Fox']);
  });

  it('reads a name word written with a capital inside it, run into the next word', () => {
    const local = catalogueOf([
      ['Gullwing Brewing', 'SkyFin IPA', 'IPA'],
      ...oneEach(['Sky Lager', 'Fin Ale', 'Blue Sky']),
    ]);
    const result = interpret(local, [
      line('Gullwing Brewing', 100, 100, { height: 30 }),
      line('SkyFinIPA', 100, 140, { height: 50 }),
    ]);
    expect(identified(result)).toEqual(['SkyFin IPA']);
  });

  it('reads as one label two groups of large type that each ask about the same beer', () => {
    // The name's two words set apart by the bottle's curve, each its own group, each naming the
    // beer only in part.
    const local = catalogueOf([
      ['Tollbridge Brewing', 'Wee Heavy', 'Scotch Ale'],
      ['Tollbridge Brewing', 'Harbour Light', 'Golden Ale'],
      ['Kilnmoor Brewing', 'Wee Bairn', 'Mild'],
      ['Kilnmoor Brewing', 'Heavy Sixty', 'Scottish Ale'],
    ]);
    const result = interpret(local, [
      line('Tollbridge Brewing Company', 150, 300, { height: 141 }),
      line('Heavy', 1168, 1178, { height: 357 }),
      line('Wee', 150, 1307, { height: 396 }),
      // Under the two halves together, not under either alone.
      line('Saltmarsh Ales', 650, 2110, { height: 100 }),
    ]);
    expect(identified(result)).toEqual(['Wee Heavy']);
    // The smaller lines read with the label are no unknown product of their own.
    expect(result.unrecognised).toEqual([]);
  });

  it('keeps the doubt of an unsure read that is a letter off the name', () => {
    const result = interpret(index, [
      line('STARWHISTIE', 100, 100, { height: 120, confidence: 0.75 }),
    ]);
    expect(result.beers).toEqual([]);
  });

  it("names a beer whose last word, a style word, is lost past its line's end", () => {
    const local = catalogueOf(
      [['Brindlecombe Brewing', 'Saltire Regatta Pale Ale', 'Pale Ale']],
      1500,
    );
    const label = (name: string) => interpret(local, [line(name, 100, 100, { height: 100 })]);
    expect(identified(label('Saltire Regatta Pale'))).toEqual(['Saltire Regatta Pale Ale']);
    // The last word read may itself be cut off at the edge.
    expect(identified(label('Saltire Regatta Pal'))).toEqual(['Saltire Regatta Pale Ale']);
    // Another word where the lost one would be: the line's end is not the label's edge.
    expect(identified(label('Saltire Regatta Pale Reserve'))).toEqual([]);
    expect(guessed(label('Saltire Regatta Pale Reserve'))).toEqual(['Saltire Regatta Pale Ale']);
  });

  it('names a whole name read as written when its own word is set smaller than its style words', () => {
    const local = catalogueOf(
      [
        ['Harrowgate Docks Brewing', 'Quayline Light Lager', 'Light Lager'],
        ['Fennick Brewing', 'Quayline Porter', 'Porter'],
      ],
      1500,
    );
    const label = (height: number) => brandOverStyle(local, 'Quayline', height, 'Light Lager', 195);
    // 0.71 of the style words' height: a brand set smaller, far above fine print.
    expect(identified(label(139))).toEqual(['Quayline Light Lager']);
    // At 0.6, it may be a subtitle.
    expect(identified(label(117))).toEqual([]);
  });

  it('asks about a name read with a slip when its own word is set smaller than its style word', () => {
    // "Wintcrmoot" at 0.78 of a larger "LAGER": not the label's largest type, but far above its
    // fine print. A slip is only worth asking about.
    const local = catalogueOf(
      [
        ['Harlan Ridge Brewhouse', 'Wintermoot Lager', 'Lager'],
        ['Corran Brewing', 'Wintermoot', 'Old Ale'],
      ],
      1500,
    );
    const label = (height: number) => brandOverStyle(local, 'Wintcrmoot', height, 'LAGER', 320);
    expect(guessed(label(250))).toEqual(['Wintermoot Lager']);
    expect(identified(label(250))).toEqual([]);
    // Set as small as a subtitle, it may be another line than the name.
    expect(guessed(label(200))).toEqual([]);
  });

  it("does not hold a misread word ending the name's line against the name", () => {
    // The label turns away where the name ends: "Pexy" stands in the place of "Perry", after
    // the name's other words read letter for letter. It weighs nothing either way.
    const local = catalogueOf([['Brindlecombe Brewing', 'Saltire Regatta Perry', 'Perry']], 1500);
    const label = (name: string) => interpret(local, [line(name, 100, 100, { height: 100 })]);
    expect(identified(label('Saltire Regatta Pexy'))).toEqual(['Saltire Regatta Perry']);
    // Not when the line goes on after it, nor when another word before it was misread.
    expect(identified(label('Saltire Regatta Pexy Reserve'))).toEqual([]);
    expect(identified(label('Saltire Regatto Pexy'))).toEqual([]);
  });

  it("does not hold a style word lost past the line's end against the name", () => {
    // A rare style word ("Weizenbock") tells more than "Ale": missing, it cost the name enough
    // to keep it a best guess, though it was never on the photo to read.
    const local = catalogueOf(
      [
        ['Brindlecombe Brewing', 'Saltire Regatta Export Weizenbock', 'Weizenbock'],
        ['Brindlecombe Brewing', 'Saltire Regatta Weizenbock', 'Weizenbock'],
      ],
      1500,
    );
    const label = (name: string) => interpret(local, [line(name, 100, 100, { height: 100 })]);
    expect(identified(label('SALTIRE REGATTA EXPORT'))).toEqual([
      'Saltire Regatta Export Weizenbock',
    ]);
    expect(identified(label('SALTIRE REGATTA EXPORT RESERVE'))).toEqual([]);
  });

  it("names a name of style words under its brewery when only style words were lost past the line's end", () => {
    // "Premium Golden" over "Quenmoor Brewing": the label turned "Ale" away. Its words are all
    // style words, so they might be the start of any of the brewery's names; read letter for
    // letter to the line's end, in the name's order, they are all the label showed.
    const local = catalogueOf(
      [
        ['Quenmoor Brewing', 'Premium Golden Ale', 'Golden Ale'],
        ['Quenmoor Brewing', 'Honey Ale', 'Ale'],
        ['Quenmoor Brewing', 'Marrowby Stout', 'Stout'],
      ],
      1500,
    );
    const label = (name: string) =>
      interpret(local, [
        line(name, 100, 100, { height: 100 }),
        line('Quenmoor Brewing', 100, 230, { height: 40 }),
      ]);
    expect(identified(label('Premium Golden'))).toEqual(['Premium Golden Ale']);
    // Not when the line goes on past them, nor with a word misread.
    expect(identified(label('Premium Golden Reserve'))).toEqual([]);
    expect(guessed(label('Premium Golden Reserve'))).toEqual(['Premium Golden Ale']);
    expect(identified(label('Premium Goldan'))).toEqual([]);
  });

  it("does not take the rest of a fuller name for another brewery's letters", () => {
    // "Lantern Row" / "Brown Ale" is Quayside's Lantern Row Brown Ale, its brewery line misread;
    // it is also Lantern Row Brewing's Brown Ale, a name many breweries sell, told by its
    // brewery's letters. The words read are the fuller name's: asked about, never named.
    const local = catalogueOf(
      [
        ['Quayside Brewing', 'Lantern Row Brown Ale', 'Brown Ale'],
        ['Lantern Row Brewing', 'Brown Ale', 'Brown Ale'],
        ...['Fellgate Ales', 'Mossbank Brewing', 'Corrie Beer Co.'].map((b) => [
          b,
          'Brown Ale',
          'Brown Ale',
        ]),
      ],
      1500,
    );
    const label = interpret(local, [
      line('Lantern Row', 100, 100, { height: 40 }),
      line('Brown Ale', 100, 150, { height: 40 }),
      line('Qaysde Brewng', 100, 200, { height: 40, confidence: 0.7 }),
    ]);
    expect(identified(label)).toEqual([]);
    expect(guessed(label)).toEqual(['Lantern Row Brown Ale']);
  });

  it("asks which brewery's beer a name is when its brewery's word is read only inside it", () => {
    // Two breweries sell a "Hallowell Pale Ale"; one of them is Hallowell Steakhouse. Other
    // names use the word too, so it does not stand alone.
    const local = catalogueOf(
      [
        ['Hallowell Steakhouse and Brewery', 'Hallowell Pale Ale', 'Pale Ale'],
        ['Crooked Fen Brewing', 'Hallowell Pale Ale', 'Pale Ale'],
        ...['Gold', 'Porter', 'Mild'].map((w) => ['Brimstead Brewing', `Hallowell ${w}`, w]),
      ],
      1500,
    );
    const name = [
      line('Hallowell', 100, 100, { height: 60 }),
      line('Pale Ale', 100, 170, { height: 60 }),
    ];
    const asked = interpret(local, name);
    expect(identified(asked)).toEqual([]);
    const breweryOf = (id: string) => local.beers.find((b) => b.id === id)!.brewery;
    // Asked about, with the other brewery's as the next candidate.
    expect(asked.guesses.map((g) => [g.brewery, ...g.alternatives.map(breweryOf)].sort())).toEqual([
      ['Crooked Fen Brewing', 'Hallowell Steakhouse and Brewery'],
    ]);
    // Its brewery's own line tells.
    const told = interpret(local, [line('Hallowell Steakhouse', 100, 40, { height: 30 }), ...name]);
    expect(told.beers.map((b) => b.brewery)).toEqual(['Hallowell Steakhouse and Brewery']);
  });

  it("names one brewery's beer of a shared name when the fine print reads a word only it has", () => {
    // Two breweries sell a "Grey Lantern". The label's fine print, read poorly, still shows
    // "Kettlewhin" whole, a word of one brewery alone, and nothing of the other's.
    const local = catalogueOf(
      [
        ["Marrick's Kettlewhin Pub and Pizzeria", 'Grey Lantern', 'Porter'],
        ['Brambury Brewpub', 'Grey Lantern', 'Porter'],
        ...['Fenwick', 'Carrow', 'Holt', 'Ashby'].map((b) => [`${b} Taproom`, 'Mild', 'Mild']),
      ],
      1500,
    );
    const name = line('Grey Lantern', 100, 100, { height: 80 });
    const fine = (text: string) => line(text, 100, 190, { height: 16, confidence: 0.8 });
    // The name alone fits both: asked about.
    expect(identified(interpret(local, [name]))).toEqual([]);
    expect(guessed(interpret(local, [name]))).toEqual(['Grey Lantern']);
    const told = interpret(local, [name, fine("arick's Kettlewhin")]);
    expect(told.beers.map((b) => b.brewery)).toEqual(["Marrick's Kettlewhin Pub and Pizzeria"]);
    // A word many breweries share tells neither apart.
    expect(identified(interpret(local, [name, fine('Taproom')]))).toEqual([]);
  });

  it('asks about no other beer from the brewery and style lines of a beer named surely', () => {
    // "Pellam Rook" over its brewery line "Pellam Rookwood" and its style line; another
    // brewery sells "Rookwood Pale Pilsen", three of whose four words those two lines show.
    const local = catalogueOf([
      ['Pellam Rookwood', 'Pellam Rook', 'Pale Lager'],
      ['Rookwood Brewery', 'Rookwood Pale Pilsen', 'Pilsner'],
    ]);
    const label = interpret(local, [
      line('Pellam', 100, 100, { height: 110 }),
      line('Rook', 100, 230, { height: 110 }),
      line('Pellam Rookwood', 120, 380, { height: 26 }),
      line('Pale Lager · 5.2% ABV', 120, 420, { height: 26 }),
    ]);
    expect(identified(label)).toEqual(['Pellam Rook']);
    expect(guessed(label)).toEqual([]);
  });

  it('names no other beer of the brewery from the brewery and style lines of a beer named surely', () => {
    // "Quellmoor Brewing" over "Light Lager · 5.5% ABV" is the fine print of "Harrowby" / "Lite";
    // it also spells the brewery's Quellmoor Light, word for word, but says nothing of its own.
    const local = catalogueOf(
      [
        ['Quellmoor Brewing', 'Harrowby Lite', 'Light Lager'],
        ['Quellmoor Brewing', 'Quellmoor Light', 'Light Lager'],
      ],
      1500,
    );
    const finePrint = [
      line('Quellmoor Brewing', 150, 420, { height: 34 }),
      line('Light Lager · 5.5% ABV', 130, 470, { height: 27 }),
    ];
    const label = interpret(local, [
      line('Harrowby', 100, 100, { height: 130 }),
      line('Lite', 160, 270, { height: 125 }),
      ...finePrint,
    ]);
    expect(identified(label)).toEqual(['Harrowby Lite']);
    expect(guessed(label)).toEqual([]);
    // Alone, as on a shelf's edge, the two lines still name it.
    expect(identified(interpret(local, finePrint))).toEqual(['Quellmoor Light']);
  });

  it("names a whole name of its brewery's and style words read as its label's only line", () => {
    const local = catalogueOf([
      ['Tobias Marsh Old Brewery', 'Old Brewery Mild Ale', 'Mild'],
      ['Tobias Marsh Old Brewery', 'Tobias Stout', 'Stout'],
      ['Kettleby Brewing', 'American-Style Brown Ale', 'American-Style Brown Ale'],
      ['Quarry Lane Brewing', 'Brown Ale', 'Brown Ale'],
    ]);
    const label = (text: string) => interpret(local, [line(text, 100, 300, { height: 90 })]);
    // "Old Brewery", two of its brewery's words, then "Mild Ale": no other brewery's name.
    expect(identified(label('Old Brewery Mild Ale'))).toEqual(['Old Brewery Mild Ale']);
    // A name of style words only reads like any label's style line: no beer of its own.
    const style = label('American-Style Brown Ale');
    expect([...identified(style), ...guessed(style)]).toEqual([]);
  });

  describe("a line the photo's own frame cuts", () => {
    const local = catalogueOf(
      [
        ['Tolverne Brewing', "Sedgwick's Night Heron", 'Porter'],
        ['Tolverne Brewing', 'Tolverne Best', 'Bitter'],
        ['Tolverne Brewing', 'Old Gannock Lager', 'Lager'],
        ['Tolverne Brewing', 'Tolverne Kestrel IPA', 'IPA'],
        ['Tolverne Brewing', 'Quorvane', 'Lager'],
        ['Sallow Hill Brewing', 'Sallow Weathervane', 'Bitter'],
        ['Tolverne Brewing', 'Harrowdene Smoked Porter', 'Smoke Beer'],
        ['Wenlow Taproom & Brewery - Quenmore', 'Blonde Amber Light Pale Ale', 'Pale Ale'],
        ['Wenlow Taproom & Brewery - Quenmore', 'Wenlow Stout', 'Stout'],
        ['Marlock Brewing', 'Light Lager', 'Light Lager'],
        ['Marlock Brewing', 'Marlock Blonde', 'Blonde Ale'],
        ['Kelderwick Brewing Company', 'Kelderwick Moon Belgian White', 'Witbier'],
        ['Kelderwick Brewing Company', 'Kelderwick Moon', 'Lager'],
      ],
      6000,
    );
    // A label 600 px wide photographed with its left edge out of the frame.
    const frame = { width: 600, height: 800 };
    const read = (text: string, x: number, confidence = 0.95) =>
      interpret(local, [line(text, x, 300, { height: 70, confidence })], frame);

    it('takes one letter there for the word the frame cut', () => {
      // "s" of Sedgwick's: by itself, a letter at a label's edge could end any word.
      expect(identified(read("'s Night Heron", 0))).toEqual(["Sedgwick's Night Heron"]);
      expect(identified(read("'s Night Heron", 40))).toEqual([]);
    });

    it('trusts a line read letter for letter up to the frame', () => {
      // Read unsurely (mixed case), but every letter in view is the name's.
      expect(identified(read("k's Night Heron", 0, 0.7))).toEqual(["Sedgwick's Night Heron"]);
      expect(identified(read("k's Night Heron", 40, 0.7))).toEqual([]);
    });

    it('parts what the frame left of a word from the next word it was read into', () => {
      // "D": the end of "Old", run into "GANNOCK".
      expect(identified(read('DGANNOCK LAGER', 0))).toEqual(['Old Gannock Lager']);
      expect(identified(read('DGANNOCK LAGER', 40))).toEqual([]);
    });

    it('names a beer under its brewery from what the frame left of its name', () => {
      // "Tolverne Kes", its line running into the photo's right edge: Kestrel cut, IPA lost.
      const text = 'Tolverne Kes';
      const atEdge = frame.width - text.length * 70 * 0.6;
      expect(identified(read(text, atEdge))).toEqual(['Tolverne Kestrel IPA']);
      expect(identified(read(text, atEdge - 40))).toEqual([]);
    });

    it('takes a style word the frame cut short for the start of the name word it begins', () => {
      // "Smoke", a style word of its own inside the label, is where the frame cut "Smoked".
      const text = 'Harrowdene Smoke';
      const atEdge = frame.width - text.length * 70 * 0.6;
      expect(identified(read(text, atEdge))).toEqual(['Harrowdene Smoked Porter']);
      expect(identified(read(text, atEdge - 40))).toEqual([]);
    });

    it('names a name of style words under its brewery when the frame cut both lines', () => {
      // The name lost "Ale" past the frame, the brewery line all of "Dunmore" but "DU".
      const label = (shift: number, confidence = 0.95) => {
        const name = 'BLONDE AMBER LIGHT PALE';
        const brewery = 'WENLOW TAPROOM & BREWERY - QU';
        return interpret(
          local,
          [
            line(name, frame.width - name.length * 24 - shift, 300, { height: 40, confidence }),
            line(brewery, frame.width - brewery.length * 18 - shift, 350, {
              height: 30,
              confidence,
            }),
          ],
          frame,
        );
      };
      expect(identified(label(0))).toEqual(['Blonde Amber Light Pale Ale']);
      // "DU", what the frame left of Dunmore, counts for it: read less surely, the label still
      // names its brewery in full.
      expect(identified(label(0, 0.85))).toEqual(['Blonde Amber Light Pale Ale']);
      // In view, the label shows a name of style words with a word missing: only a guess.
      expect(identified(label(40))).toEqual([]);
    });

    it('does not hold words lost past a word the frame cut against the name under its brewery', () => {
      const label = (name: string) =>
        interpret(
          local,
          [
            line(name, frame.width - name.length * 24, 300, { height: 40 }),
            line('KELDERWICK BREWING COMPANY', 100, 360, { height: 20 }),
          ],
          frame,
        );
      // "Belgia" cut by the frame: the name went on past it.
      expect(identified(label('Kelderwick Moon Belgia'))).toEqual([
        'Kelderwick Moon Belgian White',
      ]);
      // Read whole up to the frame, the shorter name may be all there is.
      expect(identified(label('Kelderwick Moon'))).toEqual(['Kelderwick Moon']);
    });

    it('takes the end of a one-word name for the name when the frame cut it and no other word ends so', () => {
      expect(identified(read('orvane', 0))).toEqual(['Quorvane']);
      expect(identified(read('orvane', 40))).toEqual([]);
      // "vane" may end Quorvane or Weathervane.
      expect(identified(read('vane', 0))).toEqual([]);
    });

    it('does not hold a word lost past the frame against the name', () => {
      expect(identified(read('Night Heron', 0))).toEqual(["Sedgwick's Night Heron"]);
      // In view, the label shows a name with a word missing: no beer of that name.
      const inView = read('Night Heron', 40);
      expect([...identified(inView), ...guessed(inView)]).toEqual([]);
    });
  });

  describe('one text line the OCR read as two, far apart', () => {
    const local = catalogueOf([
      ['Wyndham Ferry Brewing', 'Gallowglass Comet Imperial Stout', 'Stout'],
    ]);
    const h = 60;
    // The second piece starts `gap` line heights after the first ends, on the same baseline.
    const read = (gap: number, secondHeight = h) => {
      const first = 'Gallowglass';
      const x = 100 + first.length * h * 0.6 + gap * h;
      return interpret(local, [
        line(first, 100, 300, { height: h }),
        line('Comet Imperial Stout', x, 300 + h - secondHeight, { height: secondHeight }),
      ]);
    };

    it('reads the two pieces as one label when neither names anything alone', () => {
      expect(identified(read(1.5))).toEqual(['Gallowglass Comet Imperial Stout']);
    });

    it('keeps lines apart that are too far apart or set in another size', () => {
      for (const r of [read(3), read(1.5, 90)])
        expect([...identified(r), ...guessed(r)]).toEqual([]);
    });
  });
});

describe('a long rare word read alone, on a photo of many labels', () => {
  const local = catalogueOf([
    ['Orsholt Brewing', 'Tolbrak', 'Maibock'],
    ['Sparrowby Brewing', 'Nodus Quillerandi', 'IPA'],
    ['Sparrowby Brewing', 'Harrier Quillerandi', 'IPA'],
    ['Wrenfield Ales', 'Modus Gallimaufry', 'Pale Ale'],
  ]);
  // Beside three other labels the OCR read nothing of: too many labels to guess from letters.
  const others = ['Zqxvwt', 'Wvxqzt', 'Tzqwxv'].map((t, n) =>
    line(t, 1200 + n * 1100, 100, { height: 120 }),
  );
  const read = (...texts: string[]) =>
    interpret(local, [
      ...texts.map((t, n) => line(t, 100, 100 + n * 140, { height: 120 })),
      ...others,
    ]);

  it('asks about a one-word name read with one slip when no other beer has the word', () => {
    const r = read('VOLBRAK');
    expect(r.beers).toEqual([]);
    expect(guessed(r)).toEqual(['Tolbrak']);
  });

  it('asks about a two-word name that lost a word when the other is long and no other beer has it', () => {
    // "Modus" in lettering the OCR could not read: the rest is one beer's alone.
    const r = read('tlxdus', 'Gallimaufry');
    expect(r.beers).toEqual([]);
    expect(guessed(r)).toEqual(['Modus Gallimaufry']);
    // "Quillerandi" is in two names: which one lost its word, the label does not say.
    const shared = read('tlxdus', 'Quillerandi');
    expect([...identified(shared), ...guessed(shared)]).toEqual([]);
  });
});

describe("another maker's beer of a name that carries a brewery's word", () => {
  const local = catalogueOf([
    ['Stokerly Brewing', 'Stokerly Red', 'Amber Ale'],
    ['Stokerly Brewing', 'Stokerly Porter', 'Porter'],
    ['Pumphouse #4', 'Stokerly Red', 'Amber Ale'],
    ['Pumphouse #4', 'Ladder Porter', 'Porter'],
  ]);
  const backLabel = (brewer: string) =>
    interpret(
      local,
      [
        'Stokerly Red',
        'Serve cool in a tulip glass',
        'Contains barley and wheat',
        'Best before end: see neck',
        'Recycle this bottle',
        `Brewed and bottled by ${brewer}`,
      ].map((text, n) => line(text, 100, 100 + n * 60, { height: 50 })),
    );

  it('names the beer of the brewery the back label reads, lines below the name', () => {
    expect(backLabel('Pumphouse #4').beers.map((b) => `${b.name} by ${b.brewery}`)).toEqual([
      'Stokerly Red by Pumphouse #4',
    ]);
    expect(backLabel('Stokerly Brewing').beers.map((b) => `${b.name} by ${b.brewery}`)).toEqual([
      'Stokerly Red by Stokerly Brewing',
    ]);
  });
});

describe("a name that carries its brewery's word, shown once on the brewery's line", () => {
  const local = catalogueOf([
    ['Tollmere Brewery', 'Tollmere IPA', 'IPA'],
    ['Tollmere Brewery', 'Tollmere Porter', 'Porter'],
    ['Vannick Stiftsbrauerei', 'Vannick Hell', 'Helles'],
  ]);
  const label = (brewery: string, name: string) =>
    interpret(local, [
      line(brewery, 100, 100, { height: 40 }),
      line(name, 100, 300, { height: 300 }),
    ]);

  it('names the beer from the brewery line over a huge style word', () => {
    expect(identified(label('TOLLMERE BREWERY', 'IPA'))).toEqual(['Tollmere IPA']);
  });

  it('does not name it from part of the brewery', () => {
    const r = label('Vannick', 'Hell');
    expect(identified(r)).toEqual([]);
  });
});

describe('a name word cut where the label turns away, its last letter misread', () => {
  const local = catalogueOf([
    ['Fernholt Brewing', 'Fernholt Cloudberry Ale', 'Fruit Beer'],
    ['Fernholt Brewing', 'Fernholt Apricot Ale', 'Fruit Beer'],
    ['Fernholt Brewing', 'Fernholt Stout', 'Stout'],
    ['Sallowmere Brewing', 'Brambleburst Ale', 'Fruit Beer'],
    ['Sallowmere Brewing', 'Bramblewick Ale', 'Fruit Beer'],
  ]);

  it('names the beer from its brewery word and the cut word, the style word past the edge', () => {
    // "Cloudb…" read as "Cloudp" at the line's end; "Ale" never came round the bottle.
    const r = interpret(local, [line('Fernholt Cloudp', 100, 100, { height: 120 })]);
    expect(identified(r)).toEqual(['Fernholt Cloudberry Ale']);
  });

  it('does not name either of two beers the cut word may start', () => {
    const r = interpret(local, [line('Sallowmere Bramblp', 100, 100, { height: 120 })]);
    expect(identified(r)).toEqual([]);
  });
});

describe('a whole name wrapped onto two lines, its brand smaller than its style words', () => {
  const local = catalogueOf([
    ['Quarrington Brewing', 'Wexley Kölsch-Style Ale', 'German-Style Kölsch'],
    ...['Porter', 'Pale Ale', 'Stout', 'Wheat Beer', 'Festive Ale', 'India Pale Ale'].map((n) => [
      'Quarrington Brewing',
      `Wexley ${n}`,
      n,
    ]),
    ['Sandlow Brewing', 'Wexley Stout', 'Stout'],
    ['Upwell Brewing', 'Wexley Scotch Ale', 'Scotch Ale'],
  ]);
  const label = (brand: number) =>
    interpret(local, [
      line('Wexley', 200, 100, { height: brand }),
      line('Kolsch-Style Ale', 100, 240, { height: 140 }),
    ]);

  it('names the beer whose whole name the two lines read letter for letter', () => {
    // The brand 0.8 of the style line's height: a smaller type of the same name.
    expect(identified(label(112))).toEqual(['Wexley Kölsch-Style Ale']);
  });

  it('does not name it when the brand is much smaller than the rest', () => {
    // At half the height "Wexley" may be a line of small print above a style name.
    expect(identified(label(70))).toEqual([]);
  });
});

describe('a word read a letter off, not a longer word cut', () => {
  // "Wee Gusty" is a style too, so "Gustier" is the one word of its own that names a beer.
  const local = catalogueOf([
    ['Brantley Brewing', 'Wee Gusty', 'Scotch Ale'],
    ['Colworth Ales', 'Wee Gusty', 'Scotch Ale'],
    ['Hobbin Head Brewpub', 'Wee Gustier', 'Scotch Ale'],
    ['Dunmore Ales', 'Dunmore Scotch', 'Wee Gusty'],
  ]);
  const label = (text: string) => interpret(local, [line(text, 100, 100, { height: 120 })]);

  it('does not name the longer name that a slip of the shared one starts', () => {
    // "Gusy" is Gusty with a letter lost; as "Gus…" cut, its last letter misread, it would
    // start only Gustier.
    expect(identified(label('Wee Gusy'))).toEqual([]);
  });

  it('still takes a piece no word is near for the word cut', () => {
    expect(identified(label('Wee Gustix'))).toEqual(['Wee Gustier']);
  });
});

describe('a name cut at the edge under a brewery read in part', () => {
  const local = catalogueOf([
    ['North Vandal Breweries', 'Quenker Lager', 'Lager'],
    ['Heathland Union Square', 'Cornquenker Lager', 'Lager'],
  ]);

  it("names the beer of the brewery read, not another's whose name ends the same", () => {
    // "North" cut off at the label's edge; "uenker" ends both names.
    const r = interpret(local, [
      line('h Vandal Breweries', 100, 100, { height: 60 }),
      line('uenker', 100, 200, { height: 200 }),
      line('Lager', 100, 450, { height: 200 }),
    ]);
    expect([...identified(r), ...guessed(r)][0]).toBe('Quenker Lager');
    expect(identified(r)).not.toContain('Cornquenker Lager');
  });
});

describe("a label's brewery line in a group of its own", () => {
  const local = catalogueOf([
    ['Birra Vessano', 'Vessano', 'Pale Lager'],
    ['Birra Vessano', 'Vessano Cielo Chiaro', 'Pale Lager'],
    ['Lyonne', 'Haverk SuperDry', 'Dry Lager'],
    ['Lyonne Brewery', 'Lyonne Lager', 'Lager'],
  ]);

  it("is not the beer of the brewery's name above a fuller name of that brewery", () => {
    const r = interpret(local, [
      line('BIRRAVESSANO', 530, 120, { height: 70 }),
      line('VESSANO CIELC', 390, 500, { height: 145 }),
      line('CHIARO', 680, 700, { height: 140 }),
    ]);
    expect(identified(r)).toEqual(['Vessano Cielo Chiaro']);
  });

  it('with the style line under it, is not another beer of its words', () => {
    const r = interpret(local, [
      line('Haverk SuperDry', 580, 550, { height: 288 }),
      line('Lyonne', 1030, 1080, { height: 65 }),
      line('Dry Lager 7.8% ABV', 940, 1300, { height: 47 }),
    ]);
    expect(identified(r)).toEqual(['Haverk SuperDry']);
  });
});

describe('an "E" read as "&" in a word read with a slip', () => {
  const local = catalogueOf([
    ['Pivovar Koratsky', 'Koratsky', 'Pilsener'],
    ['Pivovar Koratsky', 'Koratsky Premium', 'Czech Premium Pale Lager'],
  ]);

  it('is still the word', () => {
    const r = interpret(local, [
      line('KORATSKY', 1270, 510, { height: 110 }),
      line('PR&MTUM', 1390, 645, { height: 105 }),
    ]);
    expect([...identified(r), ...guessed(r)][0]).toBe('Koratsky Premium');
    expect(identified(r)).not.toContain('Koratsky');
  });
});

describe('a name read whole after the end of a word cut off', () => {
  const local = catalogueOf([
    ['Anvil Brewing', 'Anvil Steam', 'California Common'],
    ['Great Moor Pub and Brewing', 'Drop Anvil Steam', 'California Common'],
  ]);

  it('is not named surely when another beer is that name after such a word', () => {
    // "pp" may end "Drop", its "Dro" turned away with the bottle.
    const r = interpret(local, [line('pp Anvil Steam', 260, 720, { height: 150 })]);
    expect(identified(r)).toEqual([]);
    expect(guessed(r)[0]).toBe('Drop Anvil Steam');
  });

  it('ties too when a longer piece ends that word with a slip', () => {
    const r = interpret(local, [line('rpp Anvil Steam', 260, 720, { height: 150 })]);
    expect(identified(r)).toEqual([]);
    expect(guessed(r)[0]).toBe('Drop Anvil Steam');
  });

  it('is named when the piece ends no such word', () => {
    const r = interpret(local, [line('xk Anvil Steam', 260, 720, { height: 150 })]);
    expect(identified(r)).toEqual(['Anvil Steam']);
  });
});

describe('a word no other beer has, under its brewery read in full', () => {
  const local = catalogueOf([
    ['Pennock Brewing Company', 'Little Twillock Twillock Ale', 'Pale Ale'],
    ['Pennock Brewing Company', 'Pennock Pils', 'Pilsner'],
  ]);
  // A back label turned away at both ends: "Little" and "Ale" lost, the second word cut.
  const read = (brewery: string) =>
    interpret(local, [
      line('E TWILLOCK TWILLO', 200, 300, { height: 70 }),
      line('store cool where facilities exist', 200, 400, { height: 40 }),
      line('serve at 8 c in a tulip glass', 200, 450, { height: 40 }),
      line('deposit where applicable', 200, 500, { height: 40 }),
      line(brewery, 200, 550, { height: 40 }),
      line('contains barley and wheat', 200, 600, { height: 40 }),
    ]);

  it('is worth asking about though the name lost two words', () => {
    const r = read('bottled by PENNOCK BREWING CO');
    expect(identified(r)).toEqual([]);
    expect(guessed(r)).toEqual(['Little Twillock Twillock Ale']);
  });

  it('is not without the brewery', () => {
    expect(guessed(read('bottled by PENDLE BREWING CO'))).toEqual([]);
  });
});

describe("a word the photo's frame cut, with less than half its letters in view", () => {
  const local = catalogueOf([['Harnock Brewing', 'Quinterlaine', 'Saison']]);
  const frame = { width: 900, height: 900 };
  // A back label's sentence runs into the photo's right edge: its last word was cut there, or
  // ended there.
  const read = (text: string) =>
    interpret(
      local,
      [line(text, frame.width - text.length * 40 * 0.6, 400, { height: 40 })],
      frame,
    );

  it('names no one-word name', () => {
    expect(guessed(read('le this bottle where facilities quint'))).toEqual([]);
  });

  it('may still when half of it is in view', () => {
    expect(guessed(read('le this bottle where facilities quinterl'))).toEqual(['Quinterlaine']);
  });
});

describe('a brewery line far above a name of style words', () => {
  const local = catalogueOf([
    ['Tollbeck Beer Company', 'India Style Brown Ale', 'Brown Ale'],
    ['Tollbeck Beer Company', 'Tollbeck Pils', 'Pilsner'],
    ['Harwell Brewing', 'India Style Brown Ale', 'Brown Ale'],
  ]);

  it('names the beer three of the name line heights away', () => {
    const r = interpret(local, [
      line('Tollbeck Beer Company', 400, 30, { height: 100 }),
      line('India Style Brown Ale', 300, 650, { height: 168 }),
    ]);
    expect(identified(r)).toEqual(['India Style Brown Ale']);
  });

  it('is not read with a style and strength line below it as a label of its own', () => {
    const withPale = catalogueOf([
      ['Tollbeck Beer Company', 'Quarrygold', 'Golden Ale'],
      ['Tollbeck Beer Company', 'Pale Ale', 'Pale Ale'],
    ]);
    const r = interpret(withPale, [
      line('QUARRYGOLD', 320, 1190, { height: 215 }),
      line('TollbeckBeer Company', 780, 1586, { height: 35 }),
      line('American-Style Pale Ale · 9.2% ABV', 590, 1770, { height: 51 }),
    ]);
    expect(identified(r)).toEqual(['Quarrygold']);
    expect(guessed(r)).toEqual([]);
  });
});

describe('a name that lost a word and kept a rare one beside its style word', () => {
  const local = catalogueOf([
    ['Quenby Hollow Brewing', 'Torl and Wimbrel Dubbel', 'Dubbel'],
    ['Marsden Abbey Brewing', 'Abbey Dubbel', 'Dubbel'],
  ]);
  const read = (text: string) => interpret(local, [line(text, 200, 300, { height: 120 })]);

  it('is worth asking about, with no brewery on the label', () => {
    const r = read('Iol umd Wmmbrel Dubbel');
    expect(identified(r)).toEqual([]);
    expect(guessed(r)).toEqual(['Torl and Wimbrel Dubbel']);
  });

  it('is not when the style word was not read either', () => {
    expect(guessed(read('Iol umd Wmmbrel Dbbxl'))).toEqual([]);
  });

  it("asks about one of two breweries' beers of the very name, the other a candidate", () => {
    const both = catalogueOf([
      ['Quenby Hollow Brewing', 'Torl and Wimbrel Dubbel', 'Dubbel'],
      ['Fallowden Brew Pub', 'Torl & Wimbrel Dubbel', 'Dubbel'],
    ]);
    const r = interpret(both, [line('Iol umd Wmmbrel Dubbel', 200, 300, { height: 120 })]);
    expect(r.beers).toEqual([]);
    expect(r.guesses).toHaveLength(1);
    const breweries = [r.guesses[0]!.beerId, ...r.guesses[0]!.alternatives].map(
      (id) => both.beers.find((b) => b.id === id)!.brewery,
    );
    expect(breweries.sort()).toEqual(['Fallowden Brew Pub', 'Quenby Hollow Brewing']);
  });
});

describe("a brewery's editions told apart by their number", () => {
  const editions = [
    ['Quarrington Brewing', '4th Jubilee IPA', 'IPA'],
    ['Quarrington Brewing', '5th Jubilee IPA', 'IPA'],
    ['Quarrington Brewing', 'Quarrington 10th Jubilee IPA', 'IPA'],
  ];
  const read = (name: string, catalogue = catalogueOf(editions)) =>
    interpret(catalogue, [
      line('Quarrington Brewing', 300, 200, { height: 60 }),
      line(name, 200, 300, { height: 180 }),
      line('IPA', 400, 520, { height: 170 }),
    ]);

  it('reads a 4 taken for an A as the 4', () => {
    expect(identified(read('Ath Jubilee'))).toEqual(['4th Jubilee IPA']);
  });

  it('names no edition whose number was not read', () => {
    const r = read('Ath Jubilee', catalogueOf(editions.slice(1)));
    expect(identified(r)).toEqual([]);
  });
});

describe('a name whose last word the label turned away after its first letter', () => {
  const local = catalogueOf([
    ['Hallertburger Brauerei', 'Hallertburger Premium Pils', 'German Pilsener'],
    ['Hallertburger Brauerei', 'Premium Beer', 'American-Style Premium Lager'],
  ]);

  it('asks about the fuller name the cut words spell, not the shorter one inside it', () => {
    const r = interpret(local, [
      line('HALLERTBURGE', 500, 700, { height: 200 }),
      line('PREMIUM P', 440, 960, { height: 210 }),
    ]);
    expect(identified(r)).toEqual([]);
    expect(guessed(r)).toEqual(['Hallertburger Premium Pils']);
  });

  it('reads the first letter run into the word before it as the cut word', () => {
    const r = interpret(local, [line('HALLERTBURGER PREMIUMP', 440, 700, { height: 200 })]);
    expect(identified(r)).toEqual(['Hallertburger Premium Pils']);
  });

  it('reads a word a slip from another as that word, not as a shorter one and a letter', () => {
    const shelf = catalogueOf([
      ['Harrowby Brewing', 'Double Chocolate Stout', 'Stout'],
      ['Quillan Brewing', 'Reasonable Doubt', 'Porter'],
    ]);
    const r = interpret(shelf, [
      line('Harrowby', 1414, 593, { height: 19 }),
      line('Brewing', 1414, 613, { height: 19 }),
      line('Doubte', 1414, 633, { height: 19 }),
      line('Chocolate Stout', 1414, 653, { height: 19 }),
    ]);
    expect(identified(r)).toEqual(['Double Chocolate Stout']);
  });
});

describe('a word known only from a short piece with its cut letter misread', () => {
  // As many beers as the real catalogue: the name's words weigh as rare as there.
  const local = catalogueOf([['Tovey Brewing', 'Stonemark Gold', 'Golden Ale']], 6000);

  it('is only worth asking about without its brewery', () => {
    const r = interpret(local, [
      line('tark', 860, 930, { height: 150 }),
      line('Gold', 1160, 930, { height: 170 }),
    ]);
    expect(identified(r)).toEqual([]);
    expect(guessed(r)).toEqual(['Stonemark Gold']);
  });

  it('still names it when two more of its words were read whole', () => {
    const both = catalogueOf([['Tovey Brewing', 'Stonemark Quay Gold', 'Golden Ale']], 6000);
    const r = interpret(both, [line('tark Quay Gold', 860, 930, { height: 160 })]);
    expect(identified(r)).toEqual(['Stonemark Quay Gold']);
  });
});

describe("another brewery's whole name, that the best name adds a style word to", () => {
  const local = catalogueOf([
    ['Kelvane', 'Kelvane Far Voyage Stout', 'Foreign Extra Stout'],
    ['Morrant & Hale Ltd', 'Kelvane Far Voyage', 'Foreign Extra Stout'],
  ]);

  it('asks about the name read as a line, the fuller one a candidate', () => {
    const r = interpret(local, [
      line('KELVANE FAR VOYAGE', 80, 870, { height: 73 }),
      line('ican-Style Stout ·9.6%ABV', 0, 1640, { height: 62 }),
    ]);
    expect(identified(r)).toEqual([]);
    expect(guessed(r)).toEqual(['Kelvane Far Voyage']);
    const names = r.guesses[0]!.alternatives.map(
      (id) => local.beers.find((b) => b.id === id)!.name,
    );
    expect(names).toContain('Kelvane Far Voyage Stout');
  });

  it("names the fuller name when its style word is in the name's own lettering", () => {
    const r = interpret(local, [
      line('KELVANE FAR VOYAGE', 80, 870, { height: 73 }),
      line('STOUT', 200, 960, { height: 70 }),
    ]);
    expect(identified(r)).toEqual(['Kelvane Far Voyage Stout']);
  });
});

describe('a name that is only the word "beer"', () => {
  const local = catalogueOf([
    ['Kaweli Brewing', 'Beer', 'Amber Ale'],
    ['Kaweli Brewing', 'Red Ale', 'Red Ale'],
  ]);
  const backLabel = (title: string) =>
    interpret(local, [
      line(title, 515, 365, { height: 144 }),
      line('Best before end: see neck label', 292, 618, { height: 85 }),
      line('in barley and wheat. Store cool and', 207, 841, { height: 91 }),
      line('ade this beer the slow way since the', 170, 950, { height: 106 }),
      line('Brewed and bottled by Kaweli Brewing', 151, 1076, { height: 87 }),
      line('9.9%vol 500 ml', 293, 1240, { height: 83 }),
      line('naturally carbonated, bottle condi', 40, 1565, { height: 89 }),
    ]);

  it("is not read from a back label's sentence", () => {
    expect(identified(backLabel('Red Ale'))).toEqual(['Red Ale']);
  });

  it('is read as the title of its own back label', () => {
    expect(identified(backLabel('Beer'))).toEqual(['Beer']);
  });
});

describe('a lone "I" at the end of a name line', () => {
  const local = catalogueOf([
    ['Marlow Vale Brewing', 'Hexen Warden IPA', 'IPA'],
    ['Marlow Vale Brewing', 'Hexen Warden Imperial IPA', 'Imperial IPA'],
  ]);

  it('is no IPA cut off when "Imperial" stands below it', () => {
    const r = interpret(local, [
      line('Hexen Warden I', 300, 870, { height: 110 }),
      line('Imperial', 1070, 980, { height: 83 }),
      line('Brewed and bottled by Marlow Vale Brewing', 540, 1380, { height: 80 }),
    ]);
    expect(identified(r)).not.toContain('Hexen Warden IPA');
  });
});

describe('a name of only style words', () => {
  const local = catalogueOf([
    ['Kaweli Brewing', 'Red', 'Red Ale'],
    ['Kaweli Brewing', 'Wheat Beer', 'Wheat Ale'],
  ]);
  // A back label turned a little, as photographed.
  const backLabel = (title: string) =>
    interpret(
      local,
      [
        [title, 88, 330, 191],
        ['hisbottle where facilities exist', 38, 570, 92],
        ['tefore end: see neck label', 56, 700, 92],
        ['ley and wheat. Store cool and dark', 81, 830, 86],
        ['i pregnantEnjoy responsibly', 96, 950, 111],
        ['ibotled by Kaweli Brewing', 165, 1350, 102],
        ['8.1%vol500ml', 227, 1480, 90],
        ['liy and wheat. Store cool and dark', 215, 1630, 90],
      ].map(([text, x, y, height]) => line(`${text}`, +x!, +y!, { height: +height!, angle: -10 })),
    );

  it("is not read from a back label's sentence", () => {
    expect(identified(backLabel('Red'))).not.toContain('Wheat Beer');
  });

  it('is read as the title of its own back label', () => {
    expect(identified(backLabel('Wheat Beer'))).toEqual(['Wheat Beer']);
  });
});

describe('a back label\'s brewery cut off after "by"', () => {
  const local = catalogueOf(
    [
      ['Tarnholm Brewery', 'Double Wyvern', 'Strong Ale'],
      ['Tarnholm Brewery', 'Tarnholm Bitter', 'Bitter'],
      // "Wyvern" alone tells no beer.
      ['Oxley Brewing', 'Red Wyvern', 'Red Ale'],
      ['Cranmere Ales', 'Wyvern Gold', 'Golden Ale'],
      ['Pellbridge Brewery', 'Green Wyvern', 'Double IPA'],
      ...['Black', 'White', 'Iron', 'Sea', 'Fire'].map((w) => [
        `${w} Hill Brewing`,
        `${w} Wyvern`,
        'Porter',
      ]),
    ],
    6000,
  );

  it('is read as the brewery, the title then worth asking about', () => {
    const r = interpret(local, [
      line('Double Wyvek', 664, 310, { height: 122 }),
      line('Best before end: see ned', 518, 440, { height: 83 }),
      line('four times with whole conel', 416, 560, { height: 94 }),
      line('Recycle this bottle where facil', 435, 680, { height: 102 }),
      line('made this beer the slow way s', 455, 800, { height: 103 }),
      line('Brewed and bottled by Tarnhk', 547, 1250, { height: 94 }),
      line('7.6% vo1 330ml', 1028, 1380, { height: 74 }),
    ]);
    expect([...identified(r), ...guessed(r)]).toEqual(['Double Wyvern']);
  });
});

describe("a brewery's own word read with a slip after the word it shares with a name", () => {
  const local = catalogueOf([
    ['Privatbrauerei Kelheimer Weissbru', 'Kelheimer Weizen', 'Hefeweizen'],
    ['Privatbrauerei Kelheimer Weissbru', 'Weissbier Mit Feiner Hefe', 'Hefeweizen'],
  ]);

  it("is the brewery's word, not the name's next word held in its place", () => {
    // One facing of a shelf: the name's lines were read with the facing beside it.
    const r = interpret(local, [
      line('Privatbrauerei', 580, 771, { height: 17 }),
      line('Kelheimer Wessbru', 571, 785, { height: 17 }),
    ]);
    expect(identified(r)).toEqual([]);
  });
});

describe('a back label whose title is hardly larger than its sentences', () => {
  const local = catalogueOf([
    ['Quenwick Street Brewery and Grille', 'Light Ale', 'Light Ale'],
    ['Quenwick Street Brewery and Grille', 'Bavarian Wheat', 'Hefeweizen'],
    ['Harbor Point Brewing', 'Harbor Light Ale', 'Light Ale'],
    ['Cliffside Brewing', 'Cliffside Light Ale', 'Light Ale'],
    // The sentences' words are catalogue words too.
    ['Tollmere Brewing', 'Drink Local', 'Pale Ale'],
  ]);

  it('reads the title with the brewery line below the sentences', () => {
    const r = interpret(
      local,
      [
        ['Light Ale', 780, 760, 63, 0.98],
        ['rt vith wate,malted barly,hopsandeast', 591, 800, 59, 0.74],
        ['apit 1oc where applicable. Keep refrigerated', 592, 850, 54, 0.89],
        ['Best before end: see neck label', 643, 900, 52, 0.96],
        ['Recyclethis bottle where facilities exist', 592, 950, 53, 0.94],
        ['Contains barley and wheat. Store cool and dark', 561, 1000, 58, 0.95],
        ['not drink if pregnant. Enjoy responsibly', 558, 1050, 60, 0.96],
        ['Retandbotled byQuenwickStreet Brewery and Grille', 541, 1100, 60, 0.79],
        ['7.5%vol12FL0Z', 677, 1150, 40, 0.86],
      ].map(([text, x, y, height, confidence]) =>
        line(`${text}`, +x!, +y!, { height: +height!, confidence: +confidence! }),
      ),
    );
    expect(identified(r)).toEqual(['Light Ale']);
  });
});
