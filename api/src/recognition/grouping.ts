import type { OcrLine, Point } from './ocr/types';
import { GROUPING } from './tuning';

/** A line of text placed in its own reading frame, for telling neighbours from strangers. */
type Placed = { line: OcrLine; centre: Point; length: number; angle: number };

const {
  angleTolerance,
  acrossGap,
  alongGap,
  sameLine,
  sizeRatio,
  finePrintGap,
  mateGap,
  mateOverlap,
  splitLineGap,
  splitLineSize,
} = GROUPING;

function place(line: OcrLine): Placed {
  const [p0, p1, p2, p3] = line.polygon;
  const centre: Point = [(p0[0] + p1[0] + p2[0] + p3[0]) / 4, (p0[1] + p1[1] + p2[1] + p3[1]) / 4];
  const length = Math.hypot(p1[0] - p0[0], p1[1] - p0[1]);
  return { line, centre, length, angle: line.angle };
}

const angleGap = (a: number, b: number) => {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d;
};

const sizesApart = (a: OcrLine, b: OcrLine) =>
  Math.max(a.lineHeight, b.lineHeight) / Math.max(1, Math.min(a.lineHeight, b.lineHeight));

/**
 * Where b lies from a in a's reading frame, in the taller line's heights: `along` the white space
 * between their ends (below 0 when they overlap), `across` the distance between their centres.
 */
function apart(a: Placed, b: Placed): { along: number; across: number } {
  const rad = (a.angle * Math.PI) / 180;
  const dx = b.centre[0] - a.centre[0];
  const dy = b.centre[1] - a.centre[1];
  const h = Math.max(a.line.lineHeight, b.line.lineHeight);
  return {
    along: (Math.abs(dx * Math.cos(rad) + dy * Math.sin(rad)) - (a.length + b.length) / 2) / h,
    across: Math.abs(-dx * Math.sin(rad) + dy * Math.cos(rad)) / h,
  };
}

/** True when b sits next to a on the same label: stacked lines, or pieces of one line. */
function belongTogether(a: Placed, b: Placed): boolean {
  if (angleGap(a.angle, b.angle) > angleTolerance) return false;
  if (sizesApart(a.line, b.line) > sizeRatio) return false;
  const { along, across } = apart(a, b);
  if (across < sameLine) return along < alongGap; // the same text line
  return across < acrossGap && along < 0; // stacked, overlapping
}

/**
 * Groups text lines into products: a label's brewery line and name line belong together,
 * the next bottle's text does not. Lines come back ordered as a person reads them.
 */
export function groupLines(lines: OcrLine[]): OcrLine[][] {
  const placed = lines.map(place);
  const parent = placed.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < placed.length; i++) {
    for (let j = i + 1; j < placed.length; j++) {
      if (belongTogether(placed[i]!, placed[j]!) || belongTogether(placed[j]!, placed[i]!)) {
        parent[find(i)] = find(j);
      }
    }
  }
  const groups = new Map<number, Placed[]>();
  placed.forEach((p, i) => {
    const root = find(i);
    const list = groups.get(root);
    if (list) list.push(p);
    else groups.set(root, [p]);
  });
  return [...groups.values()].map(inReadingOrder);
}

/** A label's lines as a person reads them: line after line down its first line's frame. */
function inReadingOrder(group: Placed[]): OcrLine[] {
  const rad = (group[0]!.angle * Math.PI) / 180;
  const across = (p: Placed) => -p.centre[0] * Math.sin(rad) + p.centre[1] * Math.cos(rad);
  const along = (p: Placed) => p.centre[0] * Math.cos(rad) + p.centre[1] * Math.sin(rad);
  const h = Math.min(...group.map((p) => p.line.lineHeight));
  return group
    .sort((a, b) => Math.round((across(a) - across(b)) / (sameLine * h)) || along(a) - along(b))
    .map((p) => p.line);
}

/**
 * Some line of group a and some line of group b are pieces of one text line, further apart than
 * grouping joins (`alongGap`) but within `splitLineGap` of their height: a name the OCR read as
 * two lines across a wide space or the bottle's curve ("Atomic Raygu" and "mperial R").
 */
export function onOneTextLine(a: OcrLine[], b: OcrLine[]): boolean {
  return a.some((x) =>
    b.some((y) => {
      const [p, q] = [place(x), place(y)];
      if (angleGap(p.angle, q.angle) > angleTolerance || sizesApart(x, y) > splitLineSize)
        return false;
      const { along, across } = apart(p, q);
      return across < sameLine && along < splitLineGap;
    }),
  );
}

/** Two groups of one label that grouping held apart, as one group in reading order. */
export function joinGroups(a: OcrLine[], b: OcrLine[]): OcrLine[] {
  return inReadingOrder([...a, ...b].map(place));
}

/**
 * Lines of other groups that are a label's fine print: far smaller than its largest text (so
 * grouping kept them apart), at its angle, and no further from it than `finePrintGap` times its
 * largest line height. A tiny "Brouwerij …" line under a big name is the name's brewery.
 */
export function finePrintNear(group: OcrLine[], all: OcrLine[]): OcrLine[] {
  const tallest = Math.max(...group.map((l) => l.lineHeight));
  const angle = group[0]!.angle;
  const [x0, y0] = [
    Math.min(...group.map((l) => l.box[0])),
    Math.min(...group.map((l) => l.box[1])),
  ];
  const x1 = Math.max(...group.map((l) => l.box[0] + l.box[2]));
  const y1 = Math.max(...group.map((l) => l.box[1] + l.box[3]));
  const reach = finePrintGap * tallest;
  return all.filter(
    (l) =>
      !group.includes(l) &&
      l.lineHeight * sizeRatio < tallest &&
      angleGap(l.angle, angle) <= angleTolerance &&
      l.box[0] < x1 + reach &&
      l.box[0] + l.box[2] > x0 - reach &&
      l.box[1] < y1 + reach &&
      l.box[1] + l.box[3] > y0 - reach,
  );
}

/** The share of the shorter of two spans [a0, a1] and [b0, b1] that they have in common. */
export function spanOverlap(a0: number, a1: number, b0: number, b1: number): number {
  const common = Math.min(a1, b1) - Math.max(a0, b0);
  return common > 0 ? common / Math.max(1, Math.min(a1 - a0, b1 - b0)) : 0;
}

/**
 * Lines that may be on the same label as a group though too far from it to group with it: a
 * bottle's brewery line far above its name. Smaller than the group's largest text, at its angle,
 * across the same stretch of the photo (above or below it for upright text, beside it for
 * vertical) and within `mateGap` of its tallest line's heights. The next bottle stands beside.
 */
export function labelMates(group: OcrLine[], others: OcrLine[]): OcrLine[] {
  const tallest = Math.max(...group.map((l) => l.lineHeight));
  const angle = group[0]!.angle;
  const upright = Math.abs(Math.sin((angle * Math.PI) / 180)) < Math.SQRT1_2;
  // [from, to] along the axis lines stack on, then across it.
  const spans = (boxes: OcrLine[]) => {
    const lo = (i: number) => Math.min(...boxes.map((l) => l.box[i]!));
    const hi = (i: number) => Math.max(...boxes.map((l) => l.box[i]! + l.box[i + 2]!));
    return upright
      ? { stack: [lo(1), hi(1)], side: [lo(0), hi(0)] }
      : { stack: [lo(0), hi(0)], side: [lo(1), hi(1)] };
  };
  const own = spans(group);
  const reach = mateGap * tallest;
  return others.filter((l) => {
    if (group.includes(l) || l.lineHeight >= tallest) return false;
    if (angleGap(l.angle, angle) > angleTolerance) return false;
    const it = spans([l]);
    const gap = Math.max(it.stack[0]! - own.stack[1]!, own.stack[0]! - it.stack[1]!);
    return (
      gap < reach &&
      spanOverlap(own.side[0]!, own.side[1]!, it.side[0]!, it.side[1]!) >= mateOverlap
    );
  });
}
