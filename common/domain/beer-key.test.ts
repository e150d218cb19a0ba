import { describe, expect, it } from 'vitest';
import {
  areTwinListings,
  beerMatchKey,
  beerTwinKey,
  listingOf,
  listingOfBeer,
  normaliseBeerText,
} from './beer-key';

describe('beerMatchKey', () => {
  it('joins brewery and name, lower-cased', () => {
    expect(beerMatchKey('Guinness', 'Guinness Draught')).toBe('guinness|guinness draught');
  });

  it('ignores accents, whatever their Unicode form', () => {
    const composed = beerMatchKey('Brasserie d’Achouffe', 'La Chouffe Blonde Bière');
    const decomposed = beerMatchKey('Brasserie d’Achouffe', 'La Chouffe Blonde Bie\u0300re');
    expect(composed).toBe(decomposed);
    expect(composed).toBe('dachouffe|la chouffe blonde biere');
    expect(beerMatchKey('Plzeňský Prazdroj', 'Pilsner Urquell')).toBe(
      'plzensky prazdroj|pilsner urquell',
    );
  });

  it('folds letters that have no decomposition', () => {
    expect(normaliseBeerText('Weißbier')).toBe('weissbier');
    expect(normaliseBeerText('Ølfabrikken')).toBe('olfabrikken');
    expect(normaliseBeerText('Żywiec Białe')).toBe('zywiec biale');
  });

  it('collapses whitespace and punctuation, and drops apostrophes', () => {
    expect(beerMatchKey('  Sierra   Nevada ', 'Pale-Ale!')).toBe('sierra nevada|pale ale');
    expect(beerMatchKey("Bell's Brewery", 'Two Hearted Ale')).toBe(
      beerMatchKey('Bells Brewery', 'Two-Hearted  Ale'),
    );
    expect(normaliseBeerText('(512) Brewing Co.')).toBe('512 brewing co');
  });

  it('keeps digits and non-Latin letters', () => {
    expect(normaliseBeerText('アサヒ スーパードライ')).toBe('アサヒ スーパードライ');
    expect(normaliseBeerText('Tsingtao 1903')).toBe('tsingtao 1903');
  });

  it('treats a brewery with and without its corporate words as one', () => {
    expect(beerMatchKey('Russian River Brewing Company', 'Blind Pig IPA')).toBe(
      beerMatchKey('RUSSIAN RIVER BREWING', 'Blind Pig IPA'),
    );
    expect(beerMatchKey('Tempo Beer Industries', 'Goldstar')).toBe(
      beerMatchKey('Tempo', 'Goldstar'),
    );
    expect(beerMatchKey('The Brewery', 'Ale')).toBe('the brewery|ale');
  });

  it('keeps brewery and name apart: the same words in another split are another beer', () => {
    expect(beerMatchKey('Stone', 'IPA')).not.toBe(beerMatchKey('Stone IPA', ''));
  });
});

describe('beerTwinKey', () => {
  const twin = (brewery: string, name: string) => beerTwinKey(beerMatchKey(brewery, name));

  it('is one for listings of a beer that differ in spaces, the brewery before the name or initials', () => {
    expect(twin('Hollow Oak Brewery', 'Lantern Fly Pale Ale')).toBe(
      twin('Hollow Oak Brewery', 'Lanternfly Pale Ale'),
    );
    expect(twin('Hollow Oak Brewing Co.', 'Hollow Oak Lantern Stout')).toBe(
      twin('Hollow Oak Brewery', 'Lantern Stout'),
    );
    expect(twin('C.V. Marsh', 'Marsh Gold')).toBe(twin('Marsh', 'Marsh Gold'));
    expect(twin('Brouwerij van Elsloo', 'Elsloo Wit')).toBe(twin('Brouwerij Elsloo', 'Wit'));
    expect(twin('Harlow Bros. Brewing', 'Gorse Ale')).toBe(twin('Harlow Brothers', 'Gorse Ale'));
    expect(twin('Friesisches Brauhaus zu Tamsel', 'Tamsel Pils')).toBe(
      twin('Friesisches Brauhaus zu Tamsel', 'Pils'),
    );
  });

  it("is one for a name that starts with its brewery's place as an adjective or its brauerei compound", () => {
    expect(twin('Staatsbrauerei Lindenau', 'Lindenauer Hefeweissbier')).toBe(
      twin('Staatsbrauerei Lindenau', 'Hefe Weissbier'),
    );
    expect(twin('Klosterbrauerei Aschfeld', 'Aschfelder Kloster Barock Dunkel')).toBe(
      twin('Klosterbrauerei Aschfeld', 'Barock-Dunkel'),
    );
    // Another place's adjective, and the adjective before another name, stay apart.
    expect(twin('Brauerei Aschfeld', 'Lindenauer Weisse')).not.toBe(
      twin('Brauerei Aschfeld', 'Weisse'),
    );
    expect(twin('Staatsbrauerei Lindenau', 'Lindenauer Hefeweissbier')).not.toBe(
      twin('Staatsbrauerei Lindenau', 'Hefeweissbier Dunkel'),
    );
  });

  it('keeps other beers, and the same name by another brewery, apart', () => {
    expect(twin('Hollow Oak Brewery', 'Lantern Stout')).not.toBe(
      twin('Hollow Oak Brewery', 'Lantern Porter'),
    );
    expect(twin('Kestrel Brewing', 'Harrier IPA')).not.toBe(
      twin('Kestrel Ridge Brewing', 'Harrier IPA'),
    );
    // Only the brewery's words a name starts with go, and never the whole of a beer's name.
    expect(twin('Hollow Oak Brewery', 'Lantern Oak')).not.toBe(twin('Hollow Oak', 'Lantern'));
    expect(twin('Hollow Oak', 'Hollow Oak')).toBe('hollow oak|oak');
  });
});

describe('areTwinListings', () => {
  const twins = (a: [string, string], b: [string, string]) =>
    areTwinListings(listingOf(beerMatchKey(...a)), listingOf(beerMatchKey(...b)));

  it('takes a brewery named more fully for the same one when the name is the same', () => {
    expect(
      twins(['Harlow Old Brewery', 'Oat Stout'], ['Harlow Old Brewery (Tadcaster)', 'Oat Stout']),
    ).toBe(true);
    // A one-word brewery inside a longer one, when the name carries the word as a brand.
    expect(twins(['Tamsin', 'Tamsin Export Stout'], ['Rhys Tamsin & Son', 'Export Stout'])).toBe(
      true,
    );
  });

  it('keeps a one-word brewery inside another brewery apart when the name does not carry it', () => {
    expect(twins(['Creek Brewing', 'Irish Stout'], ['Mill Creek Brewing', 'Irish Stout'])).toBe(
      false,
    );
    expect(twins(['Harlow Old Brewery', 'Oat Stout'], ['Harlow Old Brewery', 'Porter'])).toBe(
      false,
    );
  });

  it("keeps a longer brewery's own brand apart from the one-word brewery's beer", () => {
    // "Fenner's Mill Pale Ale" names Fenner's Mill, not Fenners, though it carries "fenners".
    expect(
      twins(
        ['Fenners Brewery', 'Fenners Pale Ale'],
        ["Fenner's Mill Ale Company", "Fenner's Mill Pale Ale"],
      ),
    ).toBe(false);
  });
});

describe('listings whose letters outside ASCII were lost', () => {
  it('takes a row that lost its accented letters for the beer that has them', () => {
    // As a damaged export writes "Plzeňský Prazdroj": "Plzesk Prazdroj".
    expect(
      areTwinListings(
        listingOfBeer('Pivovar Vřesná', 'Zlatý Ležák'),
        listingOfBeer('Pivovar Vesn', 'Zlat Lek'),
      ),
    ).toBe(true);
    // Lost letters and a name without its brewery's word at once: "Tucher Bru / Helles".
    expect(
      areTwinListings(
        listingOfBeer('Grl Bru', 'Mrzen'),
        listingOfBeer('Größl Bräu', 'Größl Märzen'),
      ),
    ).toBe(true);
    expect(
      areTwinListings(
        listingOfBeer('Brauhaus Größl', 'Märzen'),
        listingOfBeer('Brauhaus Grl', 'Mrzen'),
      ),
    ).toBe(true);
  });

  it('keeps beers whose other words differ apart', () => {
    expect(
      areTwinListings(
        listingOfBeer('Brauhaus Größl', 'Märzen Dunkel'),
        listingOfBeer('Brauhaus Grl', 'Mrzen'),
      ),
    ).toBe(false);
    // Nothing is left of a name of other letters only.
    expect(listingOfBeer('Kotobuki', '雪')).not.toHaveProperty('lettersLost');
  });
});
