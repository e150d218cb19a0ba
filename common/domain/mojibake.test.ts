import { describe, expect, it } from 'vitest';
import { repairMojibake } from './mojibake';

describe('repairMojibake', () => {
  it('turns UTF-8 read as Windows-1252 back into its letters', () => {
    expect(repairMojibake('JÃ¶rger WeiÃŸe Hell')).toBe('Jörger Weiße Hell');
    expect(repairMojibake('NÃ¸gne Ã˜ - Det KompromisslÃ¸se Bryggeri')).toBe(
      'Nøgne Ø - Det Kompromissløse Bryggeri',
    );
    expect(repairMojibake('Boulevardâ€™s â€œholidayâ€\u009d gift')).toBe(
      'Boulevard’s “holiday” gift',
    );
    expect(repairMojibake('CuvÃ©e Â® 12Â°')).toBe('Cuvée ® 12°');
  });

  it('leaves real text alone, accents and other scripts included', () => {
    for (const text of ['Kölsch', 'naïve café à 5 €', 'Früh Kölsch — 4,8 %', '日本のビール', 'Ã']) {
      expect(repairMojibake(text)).toBe(text);
    }
  });

  it('leaves a run whose bytes are not UTF-8', () => {
    // "Ã" then a space: the byte after 0xC3 was lost, so there is nothing to decode.
    expect(repairMojibake('VoilÃ  x')).toBe('VoilÃ  x');
    expect(repairMojibake('Ã¶Ã')).toBe('öÃ');
  });
});
