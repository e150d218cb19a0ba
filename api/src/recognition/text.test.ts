import { describe, expect, it } from 'vitest';
import { editDistance, substringDistance, tokenize, wordSimilarity } from './text';

describe('recognition text', () => {
  it('tokenizes like the catalogue key: accents, case and punctuation folded', () => {
    expect(tokenize('Brasserie d’Achouffe — LA CHOUFFE 8%')).toEqual([
      'brasserie',
      'dachouffe',
      'la',
      'chouffe',
      '8',
    ]);
    expect(tokenize('Weißbier')).toEqual(['weissbier']);
  });

  it('counts transpositions as one slip', () => {
    expect(editDistance('guinness', 'guniness', 2)).toBe(1);
    expect(editDistance('pilsner', 'pilsenr', 2)).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('forgives OCR slips in long words only', () => {
    expect(wordSimilarity('nevada', 'nevada')).toBe(1);
    expect(wordSimilarity('nevaoa', 'nevada')).toBeGreaterThan(0.8);
    expect(wordSimilarity('ipa', 'ipa')).toBe(1);
    expect(wordSimilarity('lpa', 'ipa')).toBeGreaterThan(0.9); // l/i look alike
    expect(wordSimilarity('ale', 'alt')).toBe(0);
    expect(wordSimilarity('stout', 'scout')).toBeGreaterThan(0);
    expect(wordSimilarity('porter', 'potter')).toBeGreaterThan(0);
    expect(wordSimilarity('lager', 'tiger')).toBe(0);
  });

  it('still finds words whose lengths differ more than their slips, where a rule allows it', () => {
    // "rn" read for "m" makes the word a letter longer: still the same word.
    expect(wordSimilarity('rnalt', 'malt')).toBeGreaterThan(0.9);
    expect(wordSimilarity('rnild', 'mild')).toBeGreaterThan(0.9);
    // A place adjective's ending on a brewery's town.
    expect(wordSimilarity('aldinger', 'aldin')).toBeGreaterThan(0.8);
    // Otherwise a word three letters longer is another word.
    expect(wordSimilarity('barleywine', 'barley')).toBe(0);
    expect(wordSimilarity('oat', 'oatmeal')).toBe(0);
  });

  it('finds a word inside run-together text with its slips, and not a word that is absent', () => {
    expect(substringDistance('nevada', 'sierranevaoapaleale', 1)).toBe(1);
    expect(substringDistance('harbour', 'oldharbourlights', 1)).toBe(0);
    // One slip at each end of the word: two pieces of three letters, both touched.
    expect(substringDistance('hopriver', 'xopriveq', 1)).toBeGreaterThan(1);
    expect(substringDistance('hopriver', 'xopriveq', 2)).toBe(2);
    expect(substringDistance('falkenhof', 'stoutporterlager', 2)).toBeGreaterThan(2);
  });
});
