import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaddleOcrEngine } from './paddle';
import { editDistance, normalise, renderText } from './test-images';
import type { OcrLine, OcrResult } from './types';

/** The line that reads as `expected` (case/space-insensitive, one slip allowed from 5 chars). */
function lineFor(result: OcrResult, expected: string): OcrLine | undefined {
  const want = normalise(expected);
  const slack = want.length >= 5 ? 1 : 0;
  return result.lines.find((l) => editDistance(normalise(l.text), want) <= slack);
}

function expectLine(result: OcrResult, expected: string): OcrLine {
  const line = lineFor(result, expected);
  expect(line, `"${expected}" in ${JSON.stringify(result.lines.map((l) => l.text))}`).toBeDefined();
  return line!;
}

/** Difference between two angles in degrees, 0..180. */
const angleGap = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

let engine: PaddleOcrEngine;
// Loading the models takes seconds, and much longer on a busy machine.
beforeAll(async () => {
  engine = await PaddleOcrEngine.create();
}, 300_000);
afterAll(() => engine?.close());

describe('PaddleOcrEngine', { timeout: 300_000 }, () => {
  it('keeps two labels with a gap apart, each on its own side', async () => {
    const image = await renderText(
      1400,
      420,
      [
        { text: 'SIERRA NEVADA', x: 60, y: 170, size: 52 },
        { text: 'Pale Ale', x: 60, y: 250, size: 42, weight: 'normal' },
        { text: 'GUINNESS', x: 860, y: 170, size: 60, font: 'Liberation Serif', fill: '#f5f0e0' },
        {
          text: 'Draught Stout',
          x: 860,
          y: 250,
          size: 44,
          font: 'Liberation Serif',
          fill: '#f5f0e0',
          weight: 'normal',
        },
      ],
      { rects: [{ x: 800, y: 60, width: 560, height: 260, fill: '#111111' }] },
    );
    const result = await engine.read(image);
    const middle = 700;
    for (const text of ['SIERRA NEVADA', 'Pale Ale']) {
      const line = expectLine(result, text);
      expect(line.box[0] + line.box[2]).toBeLessThan(middle);
      expect(Math.abs(line.angle)).toBeLessThan(1);
    }
    for (const text of ['GUINNESS', 'Draught Stout']) {
      expect(expectLine(result, text).box[0]).toBeGreaterThan(middle);
    }
    expect(result.lines.some((l) => /SIERRA.*GUIN|PALE.*DRAU/i.test(normalise(l.text)))).toBe(
      false,
    );
    expect(result.lines.length).toBe(4);
  });

  it('reads vertical text in both directions and gives the reading angle', async () => {
    const image = await renderText(
      640,
      720,
      [
        // Tap-handle style, bottom-to-top.
        { text: 'PUNK IPA', x: 200, y: 620, size: 64, rotate: -90 },
        // Top-to-bottom, light on dark.
        { text: 'HAZY JANE', x: 380, y: 80, size: 60, rotate: 90, fill: '#fafafa' },
      ],
      { rects: [{ x: 300, y: 40, width: 120, height: 640, fill: '#20304a' }] },
    );
    const result = await engine.read(image);
    const up = expectLine(result, 'PUNK IPA');
    expect(angleGap(up.angle, -90)).toBeLessThan(5);
    expect(up.box[3]).toBeGreaterThan(up.box[2]);
    const down = expectLine(result, 'HAZY JANE');
    expect(angleGap(down.angle, 90)).toBeLessThan(5);
    expect(down.lineHeight).toBeLessThan(down.box[3] / 3);
  });

  it('reads a tilted label and reports its tilt', async () => {
    const image = await renderText(900, 600, [
      { text: 'Brooklyn Lager', x: 120, y: 220, size: 64, rotate: 15, font: 'Liberation Serif' },
    ]);
    const line = expectLine(await engine.read(image), 'Brooklyn Lager');
    expect(angleGap(line.angle, 15)).toBeLessThan(4);
  });

  it('reads upside-down text', async () => {
    const image = await renderText(900, 400, [
      { text: 'Duvel Golden Ale', x: 780, y: 160, size: 60, rotate: 180 },
    ]);
    const line = expectLine(await engine.read(image), 'Duvel Golden Ale');
    expect(angleGap(line.angle, 180)).toBeLessThan(5);
  });

  it("returns boxes in the original image's pixels", async () => {
    // 12 MP JPEG; the text's baseline starts at (2600, 2400), cap height ≈ 0.73 × 120 px.
    const image = await renderText(4000, 3000, [{ text: 'CHIMAY', x: 2600, y: 2400, size: 120 }], {
      format: 'jpeg',
    });
    const result = await engine.read(image);
    expect([result.width, result.height]).toEqual([4000, 3000]);
    const [x, y, w, h] = expectLine(result, 'CHIMAY').box;
    expect(x).toBeGreaterThan(2560);
    expect(x).toBeLessThan(2620);
    expect(y).toBeGreaterThan(2250);
    expect(y).toBeLessThan(2320);
    expect(x + w).toBeGreaterThan(3050);
    expect(x + w).toBeLessThan(3200);
    expect(y + h).toBeGreaterThan(2395);
    expect(h).toBeLessThan(180);
  });

  it('reads large lettering across the seam between detector strips as one line', async () => {
    // 1600 × 1200 is detected at 1280 × 960, in two strips meeting at row 480 (600 px here). The
    // brand's capitals, about 175 px tall, straddle that seam, the name's small line sits below.
    const image = await renderText(
      1600,
      1200,
      [
        { text: 'MOONRISE', x: 120, y: 690, size: 240 },
        { text: 'Golden Ale', x: 200, y: 900, size: 90, weight: 'normal' },
      ],
      { format: 'jpeg' },
    );
    const result = await engine.read(image);
    const brand = expectLine(result, 'MOONRISE');
    expect(brand.box[1]).toBeLessThan(600);
    expect(brand.box[1] + brand.box[3]).toBeGreaterThan(600);
    expectLine(result, 'Golden Ale');
    // One line for the brand, not a top half and a bottom half.
    expect(result.lines.filter((l) => l.box[1] < 700)).toHaveLength(1);
  });

  it('returns nothing for a blank image', async () => {
    const result = await engine.read(await renderText(800, 600, []));
    expect(result.lines).toEqual([]);
  });
});
