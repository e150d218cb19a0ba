import { extendQuad, quadHeight } from './geometry';
import type { Reading } from './recognize';
import type { Point, Quad } from './types';

/**
 * A photo of few lines (a label, not a shelf) has each line read again, lengthened at both ends.
 * On a bottle the detector's box stops where the letters turn away with the label ("SKER LAGER"),
 * and the recogniser, shown the strip beyond, often reads them ("TUSKER LAGER"). The longer
 * reading is kept only when it holds the first whole and adds Latin letters or digits to it: read
 * with more around it, a word is sometimes read worse ("Caber" as "aber"). Nor is a line
 * lengthened into another line the detector found: "DARK WHEAT" set on one curve would read
 * "RK WHEAT", the neighbour's letters twice.
 */
export const EDGES = {
  /**
   * Phone photos of bottles find 1–16 regions. Chalkboards (19–44) and shelves (hundreds) are
   * set flat and read whole: there it would only cost time (boards 1.4 → 1.7 s at 40).
   */
  maxRegions: 16,
  /** How far each end is lengthened, in line heights. */
  extend: 0.8,
  minConfidence: 0.8,
};

/** The line's region lengthened at both ends along its reading direction. */
export const lengthened = (quad: Quad): Quad => extendQuad(quad, EDGES.extend * quadHeight(quad));

/** The lengthened line's reading is the first one with more at its ends, read surely. */
export const grewAtEdges = (first: Reading, longer: Reading) =>
  longer.confidence >= EDGES.minConfidence &&
  longer.text.length > first.text.length &&
  longer.text.includes(first.text) &&
  /[\p{Script=Latin}\p{N}]/u.test(longer.text.replace(first.text, ''));

/**
 * A lengthened reading that did not grow the first is still worth keeping as another reading of
 * the line when read surely and different: with more of the label around it, a display capital
 * is read as itself ("Abbot Ale" where the first read "Rlbbot Ale").
 */
export const isVariant = (first: Reading, longer: Reading) =>
  longer.confidence >= EDGES.minConfidence && longer.text !== '' && longer.text !== first.text;

/** Inside a convex quad (corners in order, either way round). */
function inside(p: Point, q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b] = [q[i]!, q[(i + 1) % 4]!];
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The lengthened line reaches into another line's region: points along the middle of the strips
 * added at each end (a quarter, half, three quarters and all of the way out) fall in one.
 */
export function intrudes(line: Quad, longer: Quad, others: Quad[]): boolean {
  const mid = (a: Point, b: Point, t: number): Point => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  const start = mid(line[0], line[3], 0.5);
  const end = mid(line[1], line[2], 0.5);
  const newStart = mid(longer[0], longer[3], 0.5);
  const newEnd = mid(longer[1], longer[2], 0.5);
  const points = [0.25, 0.5, 0.75, 1].flatMap((t) => [
    mid(start, newStart, t),
    mid(end, newEnd, t),
  ]);
  return others.some((o) => points.some((p) => inside(p, o)));
}
