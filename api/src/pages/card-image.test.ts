import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, renderCard } from './card-image';

describe('renderCard', () => {
  it('draws a 1200 × 630 PNG', async () => {
    const png = await renderCard({ kicker: 'Two beers', heading: 'Found', lines: ['Punk IPA'] });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
  });

  it('draws a card once: the same card again is the same image, another card a new one', async () => {
    const card = { kicker: 'Three beers', heading: 'Found', lines: ['Punk IPA', 'Kellerweis'] };
    const first = await renderCard(card);
    expect(await renderCard({ ...card, lines: [...card.lines] })).toBe(first);
    const other = await renderCard({ ...card, lines: ['Punk IPA'] });
    expect(other).not.toBe(first);
    expect(other.equals(first)).toBe(false);
  });
});
