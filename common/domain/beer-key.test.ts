import { describe, expect, it } from 'vitest';
import { beerMatchKey, normaliseBeerText } from './beer-key';

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
