import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PaddleOcrEngine } from './paddle';
import {
  isWeakReading,
  labelRegion,
  lineInPhoto,
  mergeLines,
  regionView,
  turnsFor,
  type Turn,
} from './second-pass';
import { editDistance, normalise, renderText } from './test-images';
import { quadBox } from './geometry';
import type { Box, OcrLine, Point, Quad } from './types';

/** Share of the smaller upright box inside the other, as the merge once measured it. */
function overlapOfUpright(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return (Math.max(0, w) * Math.max(0, h)) / Math.min(a[2] * a[3], b[2] * b[3]);
}

const line = (text: string, box: Box, confidence = 0.95, angle = 0): OcrLine => {
  const [x, y, w, h] = box;
  const polygon: Quad = [
    [x, y],
    [x + w, y],
    [x + w, y + h],
    [x, y + h],
  ];
  return { text, confidence, box, polygon, angle, lineHeight: h };
};

describe('when the first pass is weak', () => {
  it('counts only lines of 4+ characters read with confidence', () => {
    const solid = [line('Falkenhof', [0, 0, 90, 20]), line('Pilsner', [0, 30, 70, 20])];
    expect(isWeakReading(solid)).toBe(true);
    const many = ['Hop River', 'Brewing Co', 'Pale Ale', 'Since 1921', 'Brewed with care'];
    expect(isWeakReading(many.map((t, i) => line(t, [0, i * 30, 90, 20])))).toBe(false);
    // Short scraps and unsure readings do not make a reading strong.
    const scraps = ['ke', 'enh', 'of', '5%', '330'].map((t, i) => line(t, [0, i * 30, 30, 20]));
    const unsure = ['Falkenhof', 'Brauerei', 'Helles', 'Lager', 'Export'].map((t, i) =>
      line(t, [0, i * 30, 90, 20], 0.6),
    );
    expect(isWeakReading([...scraps, ...unsure])).toBe(true);
  });

  it('takes the text found, with a margin, as the label region', () => {
    const r = labelRegion(
      [
        [1000, 800, 400, 100],
        [1100, 1000, 200, 50],
      ],
      3000,
      4000,
    );
    expect(r).toEqual({ left: 940, top: 762, width: 520, height: 326 });
    // Clipped to the photo; the middle of the photo when nothing was found.
    expect(labelRegion([[0, 0, 100, 40]], 3000, 4000)).toMatchObject({ left: 0, top: 0 });
    expect(labelRegion([], 1000, 2000)).toEqual({ left: 100, top: 200, width: 800, height: 1600 });
  });

  it('turns the region for vertical text or a tall strip only', () => {
    const wide = { left: 0, top: 0, width: 800, height: 400 };
    expect(turnsFor([line('Falkenhof', [0, 0, 90, 20])], wide)).toEqual([0]);
    expect(turnsFor([line('Falkenhof', [0, 0, 20, 90], 0.9, -90)], wide)).toEqual([0, 90, 270]);
    expect(turnsFor([], { left: 0, top: 0, width: 200, height: 900 })).toEqual([0, 90, 270]);
  });
});

describe('merging the closer look', () => {
  it('adds new lines and replaces a line only with a reading that says more', () => {
    const first = [line('kenho', [100, 100, 200, 40], 0.9), line('Pils', [100, 200, 80, 20], 0.99)];
    const more = [
      line('Falkenhof', [90, 95, 260, 50], 0.85), // over "kenho" and says more: replaces it
      line('Pl', [100, 200, 80, 20], 0.99), // over "Pils" and says less: dropped
      line('Brauerei seit 1870', [100, 300, 300, 20], 0.9), // where nothing was read: added
    ];
    expect(mergeLines(first, more).map((l) => l.text)).toEqual([
      'Falkenhof',
      'Pils',
      'Brauerei seit 1870',
    ]);
  });

  it('tells apart two lines of a tilted label whose upright boxes overlap', () => {
    // Lines 340 × 42 px at 24.5°, the second 60 px below the first across the text.
    const tilted = (text: string, below: number, confidence: number): OcrLine => {
      const rad = (24.5 * Math.PI) / 180;
      const along: Point = [Math.cos(rad), Math.sin(rad)];
      const down: Point = [-Math.sin(rad), Math.cos(rad)];
      const at = (a: number, d: number): Point => [
        300 + a * along[0] + (below + d) * down[0],
        300 + a * along[1] + (below + d) * down[1],
      ];
      const polygon: Quad = [at(0, 0), at(340, 0), at(340, 42), at(0, 42)];
      return {
        text,
        confidence,
        polygon,
        box: quadBox(polygon, 2000, 2000),
        angle: 24.5,
        lineHeight: 42,
      };
    };
    const brewery = tilted('Russell Brewing', 0, 0.99);
    const name = tilted('Special Lager', 60, 0.95);
    expect(overlapOfUpright(brewery.box, name.box)).toBeGreaterThan(0.5);
    const merged = mergeLines([brewery], [name]);
    expect(merged.map((l) => [l.text, l.variants])).toEqual([
      ['Russell Brewing', undefined],
      ['Special Lager', undefined],
    ]);
    // The same line of it read again is still one line.
    const again = mergeLines([brewery], [tilted('Russel Brewing', 2, 0.9)]);
    expect(again.map((l) => [l.text, l.variants?.map((v) => v.text)])).toEqual([
      ['Russell Brewing', ['Russel Brewing']],
    ]);
  });

  it('keeps the reading that lost, of the same line, as another reading of it', () => {
    const first = [
      line('Rlorrowvale', [100, 100, 300, 60], 0.83),
      line('Pils', [100, 200, 80, 20], 0.99),
    ];
    const more = [
      line('Marrowvale', [96, 98, 300, 62], 0.8), // the same line, says less: a variant
      line('Pl', [100, 195, 80, 20], 0.99), // the same line, says less: a variant
      line('Pilsner Brewed', [90, 190, 400, 40], 0.99), // over "Pils" but a larger line: not the same
    ];
    const merged = mergeLines(first, more);
    expect(merged.map((l) => [l.text, l.variants?.map((v) => v.text)])).toEqual([
      ['Rlorrowvale', ['Marrowvale']],
      ['Pilsner Brewed', undefined],
    ]);
    // A closer look that says more wins, and keeps the first pass's reading as a variant.
    const better = mergeLines(first, [line('Marrowvale Gold', [96, 98, 320, 62], 0.95)]);
    expect(better[0]).toMatchObject({
      text: 'Marrowvale Gold',
      variants: [{ text: 'Rlorrowvale', confidence: 0.83 }],
    });
  });

  it('puts lines read on a view back in the photo, angle and height included', () => {
    const view = {
      toPhoto: ([x, y]: [number, number]): [number, number] => [y + 10, 100 - x],
      scale: 2,
    };
    const moved = lineInPhoto(line('Falkenhof', [20, 40, 60, 10]), view, 1000, 1000);
    expect(moved.polygon[0]).toEqual([50, 80]);
    expect(moved.box).toEqual([50, 20, 10, 60]);
    expect(moved.angle).toBe(-90);
    expect(moved.lineHeight).toBe(5);
  });
});

describe('region views', { timeout: 60_000 }, () => {
  // A grey photo with one white block: wherever a view shows it, mapping back must land on it.
  const W = 1200;
  const H = 900;
  const block = { left: 700, top: 300, width: 120, height: 40 };
  const photo = () =>
    sharp({ create: { width: W, height: H, channels: 3, background: '#404040' } })
      .composite([
        {
          input: {
            create: { width: block.width, height: block.height, channels: 3, background: '#fff' },
          },
          left: block.left,
          top: block.top,
        },
      ])
      .png()
      .toBuffer();

  it.each([0, 90, 270] as Turn[])('maps pixels back from a view turned %i°', async (turn) => {
    const region = { left: 600, top: 200, width: 400, height: 300 };
    const view = await regionView(await photo(), region, turn, 1000);
    const { data, width, height, channels } = view.img;
    expect(Math.max(width, height)).toBe(1000);
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (data[(y * width + x) * channels]! > 200) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x + 1);
          y1 = Math.max(y1, y + 1);
        }
      }
    }
    const corners = [view.toPhoto([x0, y0]), view.toPhoto([x1, y1])];
    const xs = corners.map((p) => p[0]).sort((a, b) => a - b);
    const ys = corners.map((p) => p[1]).sort((a, b) => a - b);
    expect(xs[0]).toBeCloseTo(block.left, -1);
    expect(xs[1]).toBeCloseTo(block.left + block.width, -1);
    expect(ys[0]).toBeCloseTo(block.top, -1);
    expect(ys[1]).toBeCloseTo(block.top + block.height, -1);
  });
});

// Heavy: the real models, twice; generous timeout for a busy 2-core machine.
describe('the closer look on a real read', { timeout: 240_000 }, () => {
  const engines: PaddleOcrEngine[] = [];
  afterAll(() => Promise.all(engines.map((e) => e.close())));

  it('reads small print beside a big name that the first pass only half read', async () => {
    // 12 MP with 17 px print: about 5 px at the detector's scale in the first pass, too small.
    const photo = await renderText(
      4000,
      3000,
      [
        { text: 'FALKENHOF', x: 1500, y: 1400, size: 120 },
        { text: 'Brauerei seit 1870', x: 1520, y: 1480, size: 17, weight: 'normal' },
      ],
      { format: 'jpeg' },
    );
    const closest = (lines: OcrLine[]) =>
      Math.min(...lines.map((l) => editDistance(normalise(l.text), 'BRAUEREISEIT1870')));
    const once = await PaddleOcrEngine.create({ secondPass: false, recognitionThreads: 1 });
    const twice = await PaddleOcrEngine.create({ secondPass: true, recognitionThreads: 1 });
    engines.push(once, twice);
    const first = await once.read(photo);
    const both = await twice.read(photo);
    expect(twice.lastTimings.recogniserRuns).toBeGreaterThan(once.lastTimings.recogniserRuns);
    expect(closest(both.lines)).toBeLessThanOrEqual(1);
    expect(closest(both.lines)).toBeLessThan(closest(first.lines));
    // The name is kept, once, and every box is in the photo's own pixels, near where it was drawn.
    expect(both.lines.filter((l) => normalise(l.text) === 'FALKENHOF')).toHaveLength(1);
    const print = both.lines.find((l) => normalise(l.text).startsWith('BRAUEREI'))!;
    expect(print.box[0]).toBeGreaterThan(1450);
    expect(print.box[0]).toBeLessThan(1600);
    expect(print.box[1]).toBeGreaterThan(1430);
    expect(print.box[1]).toBeLessThan(1490);
  });
});
