import { describe, expect, it } from 'vitest';
import { convexHull, findTextRegions, minAreaRect } from './components';
import { rectToQuad, turnQuad, quadAngle } from './geometry';

/** A probability map with the given filled, possibly rotated, rectangles. */
function map(width: number, height: number, rects: [number, number, number, number, number][]) {
  const prob = new Float32Array(width * height);
  for (const [cx, cy, w, h, deg] of rects) {
    const c = Math.cos((deg * Math.PI) / 180);
    const s = Math.sin((deg * Math.PI) / 180);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const dx = x + 0.5 - cx;
        const dy = y + 0.5 - cy;
        if (Math.abs(dx * c + dy * s) <= w / 2 && Math.abs(-dx * s + dy * c) <= h / 2) {
          prob[y * width + x] = 0.9;
        }
      }
    }
  }
  return prob;
}

describe('text regions', () => {
  it('finds separate components with their orientation and unclips them', () => {
    const prob = map(400, 200, [
      [80, 50, 120, 16, 0],
      [300, 60, 120, 16, 0],
      [200, 140, 160, 20, 20],
    ]);
    const regions = findTextRegions(prob, 400, 200).sort((a, b) => a.cy - b.cy || a.cx - b.cx);
    expect(regions).toHaveLength(3);
    const [left, right, tilted] = regions;
    expect(left!.cx).toBeCloseTo(80, 0);
    expect(right!.cx).toBeCloseTo(300, 0);
    // Unclip grows each side by area × 1.5 / perimeter = 120·16·1.5 / 272 ≈ 10.6.
    expect(left!.h).toBeGreaterThan(16 + 2 * 9);
    expect(left!.h).toBeLessThan(16 + 2 * 12);
    expect((Math.atan2(tilted!.uy, tilted!.ux) * 180) / Math.PI).toBeCloseTo(20, 0);
  });

  it('drops weak and tiny components', () => {
    const prob = map(200, 100, [
      [50, 50, 60, 12, 0],
      [150, 50, 2, 2, 0],
    ]);
    // The left blob is weak (mean 0.45 < box threshold 0.6); the right one is a 4-pixel speck.
    for (let i = 0; i < prob.length; i++) if (prob[i] && i % 200 < 100) prob[i] = 0.45;
    expect(findTextRegions(prob, 200, 100)).toEqual([]);
  });

  it('computes the minimum-area rectangle of a rotated square', () => {
    const s = Math.SQRT1_2 * 10;
    const rect = minAreaRect(convexHull([0, -s, s, 0, 0, s, -s, 0]));
    expect(rect.w * rect.h).toBeCloseTo(100, 5);
  });

  it('orders quad corners from the reading top-left and turns them', () => {
    const quad = rectToQuad({ cx: 50, cy: 20, ux: 1, uy: 0, w: 80, h: 20 });
    expect(quad[0]).toEqual([10, 10]);
    expect(quadAngle(quad)).toBe(0);
    expect(quadAngle(turnQuad(quad, 1))).toBe(90);
    expect(quadAngle(turnQuad(quad, 3))).toBe(-90);
    expect(Math.abs(quadAngle(turnQuad(quad, 2)))).toBe(180);
  });
});
