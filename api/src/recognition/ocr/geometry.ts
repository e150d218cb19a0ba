import type { Box, Point, Quad } from './types';

/** A rectangle in any orientation: centre, unit axis u (along w), w and h (h runs along u rotated +90°). */
export type RotatedRect = { cx: number; cy: number; ux: number; uy: number; w: number; h: number };

const dist = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Corners clockwise (y down) from the top-left, for text read along u. */
export function rectToQuad(r: RotatedRect): Quad {
  const ax = (r.ux * r.w) / 2;
  const ay = (r.uy * r.w) / 2;
  // v = u rotated +90° in y-down coordinates, i.e. "down" in the text's frame.
  const bx = (-r.uy * r.h) / 2;
  const by = (r.ux * r.h) / 2;
  return [
    [r.cx - ax - bx, r.cy - ay - by],
    [r.cx + ax - bx, r.cy + ay - by],
    [r.cx + ax + bx, r.cy + ay + by],
    [r.cx - ax + bx, r.cy - ay + by],
  ];
}

/**
 * The same region read in a direction turned clockwise by quarterTurns × 90°. Turning the reading
 * direction just moves which corner is the text's top-left, so it is a rotation of the point order.
 */
export function turnQuad(q: Quad, quarterTurns: number): Quad {
  const k = ((quarterTurns % 4) + 4) % 4;
  return [q[k % 4]!, q[(k + 1) % 4]!, q[(k + 2) % 4]!, q[(k + 3) % 4]!];
}

export const quadLength = (q: Quad) => dist(q[0], q[1]);
export const quadHeight = (q: Quad) => dist(q[0], q[3]);

/** Reading direction in degrees (0 = left-to-right, 90 = top-to-bottom), rounded to 0.1°. */
export function quadAngle(q: Quad): number {
  const deg = (Math.atan2(q[1][1] - q[0][1], q[1][0] - q[0][0]) * 180) / Math.PI;
  return Math.round(deg * 10) / 10 || 0;
}

/** The quad lengthened by `by` pixels at both ends, along its reading direction. */
export function extendQuad(q: Quad, by: number): Quad {
  const len = Math.max(1e-6, quadLength(q));
  const dx = ((q[1][0] - q[0][0]) / len) * by;
  const dy = ((q[1][1] - q[0][1]) / len) * by;
  return [
    [q[0][0] - dx, q[0][1] - dy],
    [q[1][0] + dx, q[1][1] + dy],
    [q[2][0] + dx, q[2][1] + dy],
    [q[3][0] - dx, q[3][1] - dy],
  ];
}

export function scaleQuad(q: Quad, sx: number, sy: number): Quad {
  return q.map(([x, y]) => [x * sx, y * sy]) as Quad;
}

/** Axis-aligned bounds, clipped to the image and rounded outwards to whole pixels. */
export function quadBox(q: Quad, width: number, height: number): Box {
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const x1 = Math.min(width, Math.ceil(Math.max(...xs)));
  const y1 = Math.min(height, Math.ceil(Math.max(...ys)));
  return [x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
}

export function roundQuad(q: Quad): Quad {
  const r = (v: number) => Math.round(v * 10) / 10;
  return q.map(([x, y]) => [r(x), r(y)]) as Quad;
}
