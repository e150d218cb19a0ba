import { describe, expect, it } from 'vitest';
import { editDistance, tokenize, wordSimilarity } from './text';

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
});
