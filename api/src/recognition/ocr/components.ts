import type { RotatedRect } from './geometry';

export type TextRegion = RotatedRect & { score: number };

export type RegionOptions = {
  /** Pixels with probability above this are text (DB binarisation). */
  threshold: number;
  /** Drop components whose mean probability is below this (PaddleOCR box_thresh). */
  boxThreshold: number;
  /** Drop components with fewer pixels than this: specks, not text. */
  minPixels: number;
  /** Drop boxes whose short side (before unclipping) is below this many pixels. */
  minSide: number;
  /** DB unclip ratio: the map is shrunk text, so boxes grow by area × ratio / perimeter. */
  unclipRatio: number;
};

export const defaultRegionOptions: RegionOptions = {
  threshold: 0.3,
  boxThreshold: 0.6,
  minPixels: 10,
  minSide: 3,
  unclipRatio: 1.5,
};

/**
 * Text regions of a DB probability map: 8-connected components of the binarised map (one BFS
 * over typed arrays), each turned into its minimum-area rectangle and unclipped.
 */
export function findTextRegions(
  prob: Float32Array,
  width: number,
  height: number,
  options: RegionOptions = defaultRegionOptions,
): TextRegion[] {
  const n = width * height;
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  const rowMin = new Int32Array(height);
  const rowMax = new Int32Array(height);
  const regions: TextRegion[] = [];
  const { threshold } = options;

  for (let start = 0; start < n; start++) {
    if (seen[start] || prob[start]! <= threshold) continue;
    seen[start] = 1;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    let sum = 0;
    let minY = height;
    let maxY = -1;
    while (head < tail) {
      const p = queue[head++]!;
      sum += prob[p]!;
      const y = (p / width) | 0;
      const x = p - y * width;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          const q = yy * width + xx;
          if (seen[q] || prob[q]! <= threshold) continue;
          seen[q] = 1;
          queue[tail++] = q;
        }
      }
    }
    if (tail < options.minPixels) continue;
    const score = sum / tail;
    if (score < options.boxThreshold) continue;

    // Only each row's leftmost and rightmost pixels can be on the convex hull.
    for (let y = minY; y <= maxY; y++) {
      rowMin[y] = width;
      rowMax[y] = -1;
    }
    for (let i = 0; i < tail; i++) {
      const p = queue[i]!;
      const y = (p / width) | 0;
      const x = p - y * width;
      if (x < rowMin[y]!) rowMin[y] = x;
      if (x > rowMax[y]!) rowMax[y] = x;
    }
    const points: number[] = [];
    for (let y = minY; y <= maxY; y++) {
      if (rowMax[y]! < 0) continue;
      // Pixel corners, so a one-pixel-wide stroke still has a width.
      const l = rowMin[y]!;
      const r = rowMax[y]! + 1;
      points.push(l, y, r, y, l, y + 1, r, y + 1);
    }
    const rect = minAreaRect(convexHull(points));
    if (Math.min(rect.w, rect.h) < options.minSide) continue;
    regions.push({ ...unclip(rect, options.unclipRatio), score });
  }
  return regions;
}

/** Andrew's monotone chain over flat [x0, y0, x1, y1, ...]; returns hull points as a flat array. */
export function convexHull(flat: number[]): number[] {
  const pts: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pts.push([flat[i]!, flat[i + 1]!]);
  pts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts.flat();
  const cross = (o: number[], a: number[], b: number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const lower: [number, number][] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)].flat();
}

/** Snap rectangles within this of axis-aligned: 0.2° of pixel noise is not a tilt. */
const SNAP = Math.sin((1 * Math.PI) / 180);

/**
 * Minimum-area enclosing rectangle (rotating calipers: the best rectangle has a side on a hull
 * edge). u is normalised to point rightwards within ±45° of horizontal, so w is the extent
 * along the more horizontal axis and h along the more vertical one.
 */
export function minAreaRect(hull: number[]): RotatedRect {
  const m = hull.length / 2;
  let best = rectAlong(hull, 1, 0);
  for (let i = 0; i < m; i++) {
    const j = (i + 1) % m;
    const ex = hull[2 * j]! - hull[2 * i]!;
    const ey = hull[2 * j + 1]! - hull[2 * i + 1]!;
    const len = Math.hypot(ex, ey);
    if (len === 0) continue;
    const rect = rectAlong(hull, ex / len, ey / len);
    if (rect.w * rect.h < best.w * best.h) best = rect;
  }
  best = normaliseRect(best);
  return Math.abs(best.uy) < SNAP ? normaliseRect(rectAlong(hull, 1, 0)) : best;
}

/** The enclosing rectangle of the hull with one side along the unit vector (ex, ey). */
function rectAlong(hull: number[], ex: number, ey: number): RotatedRect {
  let minA = Infinity;
  let maxA = -Infinity;
  let minB = Infinity;
  let maxB = -Infinity;
  for (let k = 0; k < hull.length; k += 2) {
    const x = hull[k]!;
    const y = hull[k + 1]!;
    const a = x * ex + y * ey;
    const b = -x * ey + y * ex;
    if (a < minA) minA = a;
    if (a > maxA) maxA = a;
    if (b < minB) minB = b;
    if (b > maxB) maxB = b;
  }
  const ca = (minA + maxA) / 2;
  const cb = (minB + maxB) / 2;
  return {
    cx: ca * ex - cb * ey,
    cy: ca * ey + cb * ex,
    ux: ex,
    uy: ey,
    w: maxA - minA,
    h: maxB - minB,
  };
}

/** Turns the rectangle's axes so u points right within ±45° of horizontal. */
export function normaliseRect(r: RotatedRect): RotatedRect {
  let { ux, uy, w, h } = r;
  if (Math.abs(uy) > Math.abs(ux)) {
    // Swap axes: the new u is the old v = (-uy, ux) or its opposite.
    [ux, uy] = [-uy, ux];
    [w, h] = [h, w];
  }
  if (ux < 0) {
    ux = -ux;
    uy = -uy;
  }
  return { ...r, ux, uy, w, h };
}

/** DB unclip: grow each side by area × ratio / perimeter (a rectangle stays a rectangle). */
export function unclip(r: RotatedRect, ratio: number): RotatedRect {
  const d = (r.w * r.h * ratio) / (2 * (r.w + r.h));
  return { ...r, w: r.w + 2 * d, h: r.h + 2 * d };
}
