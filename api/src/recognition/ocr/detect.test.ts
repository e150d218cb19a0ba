import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegionOptions, findTextRegions, type TextRegion } from './components';
import { detect, probabilityMap, STRIPS } from './detect';
import { decode } from './image';
import { loadModels, releaseModels, type OcrModels } from './models';
import { renderText } from './test-images';

let models: OcrModels;
// The real detector: loading it takes seconds, much longer on a busy machine.
beforeAll(async () => {
  models = await loadModels(1);
}, 300_000);
afterAll(() => releaseModels(models));

const box = (r: TextRegion) => [r.cx - r.w / 2, r.cy - r.h / 2, r.cx + r.w / 2, r.cy + r.h / 2];
/** Intersection over union of two regions' axis-aligned bounds (the text here is level). */
function overlap(a: TextRegion, b: TextRegion): number {
  const [ax0, ay0, ax1, ay1] = box(a);
  const [bx0, by0, bx1, by1] = box(b);
  const w = Math.max(0, Math.min(ax1!, bx1!) - Math.max(ax0!, bx0!));
  const h = Math.max(0, Math.min(ay1!, by1!) - Math.max(ay0!, by0!));
  const area = (r: TextRegion) => r.w * r.h;
  return (w * h) / (area(a) + area(b) - w * h);
}

describe('detection in strips', { timeout: 300_000 }, () => {
  it('finds the same text regions as the detector run in one piece, across the seams', async () => {
    // 1280 × 960 runs as two strips meeting at row 480: the brand straddles the seam.
    const image = await renderText(1280, 960, [
      { text: 'MOONRISE', x: 100, y: 560, size: 190 },
      { text: 'Golden Ale', x: 100, y: 720, size: 72, weight: 'normal' },
      { text: 'Brewed by Harbour Lights', x: 100, y: 820, size: 36, weight: 'normal' },
      { text: 'EST. 1998', x: 900, y: 140, size: 48 },
    ]);
    const small = await decode(image);
    const regions = async (pixels = STRIPS.pixels) =>
      findTextRegions(
        await probabilityMap(models.det!, small, { ...STRIPS, pixels }),
        small.width,
        small.height,
        defaultRegionOptions,
      );
    const whole = await regions(Infinity);
    const strips = await regions();
    expect(whole).toHaveLength(4);
    expect(strips).toHaveLength(whole.length);
    for (const r of whole) {
      const best = Math.max(...strips.map((s) => overlap(r, s)));
      expect(best).toBeGreaterThan(0.85);
    }
  });

  it('stops after the first strip when asked, with the regions of the rows it ran', async () => {
    // Two strips meeting at row 480: one line in each half.
    const image = await renderText(1280, 960, [
      { text: 'HARBOUR LIGHTS', x: 100, y: 200, size: 64 },
      { text: 'Golden Ale', x: 100, y: 760, size: 64 },
    ]);
    // The detector, counting its runs: one per strip.
    let runs = 0;
    const det = new Proxy(models.det!, {
      get: (target, key) =>
        key === 'run'
          ? (...args: Parameters<typeof target.run>) => (runs++, target.run(...args))
          : Reflect.get(target, key, target),
    });
    const asked: number[] = [];
    const whole = await detect(det, image, 1280, 960, 1280, (_, share) => {
      asked.push(share);
      return false;
    });
    expect(asked).toEqual([0.5]);
    expect(whole.stopped).toBeUndefined();
    expect(whole.regions.map((r) => r.cy < 480)).toEqual([true, false]);
    expect(runs).toBe(2);
    const cut = await detect(det, image, 1280, 960, 1280, (regions) => regions.length > 0);
    expect(runs).toBe(3);
    expect(cut.stopped).toBe(true);
    expect(cut.regions).toHaveLength(1);
    expect(overlap(cut.regions[0]!, whole.regions[0]!)).toBeGreaterThan(0.85);
  });
});
