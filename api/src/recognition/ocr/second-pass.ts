import sharp from 'sharp';
import { quadAngle, quadBox } from './geometry';
import { rawInfo, type RawImage } from './image';
import type { Box, OcrLine, Point, Quad } from './types';

/** Lines that count as read: 4+ letters or digits, read with this confidence or more. */
const SOLID_CONFIDENCE = 0.8;
const SOLID_CHARS = 4;
/** Fewer solid lines than this and the first pass is weak: the label gets a closer look. */
const WEAK_BELOW = 5;
/** The label's region: the text found, widened by this share of its size on every side. */
const REGION_MARGIN = 0.15;

export type Turn = 0 | 90 | 270;
/** A rectangle in the photo's pixels. */
export type Region = { left: number; top: number; width: number; height: number };

const solid = (l: OcrLine) =>
  l.confidence >= SOLID_CONFIDENCE && l.text.replace(/[^\p{L}\p{N}]/gu, '').length >= SOLID_CHARS;

/** A first pass that read fewer than five solid lines: a label photo read badly, or not at all. */
export const isWeakReading = (lines: OcrLine[]) => lines.filter(solid).length < WEAK_BELOW;

/**
 * Where the label most likely is: the bounds of every text region the detector found (read or
 * not), with a margin; the middle 80% of the photo when it found none.
 */
export function labelRegion(boxes: Box[], width: number, height: number): Region {
  if (boxes.length === 0) {
    return {
      left: Math.round(width * 0.1),
      top: Math.round(height * 0.1),
      width: Math.round(width * 0.8),
      height: Math.round(height * 0.8),
    };
  }
  const x0 = Math.min(...boxes.map((b) => b[0]));
  const y0 = Math.min(...boxes.map((b) => b[1]));
  const x1 = Math.max(...boxes.map((b) => b[0] + b[2]));
  const y1 = Math.max(...boxes.map((b) => b[1] + b[3]));
  const mx = Math.max(16, (x1 - x0) * REGION_MARGIN);
  const my = Math.max(16, (y1 - y0) * REGION_MARGIN);
  const left = Math.max(0, Math.floor(x0 - mx));
  const top = Math.max(0, Math.floor(y0 - my));
  return {
    left,
    top,
    width: Math.min(width, Math.ceil(x1 + mx)) - left,
    height: Math.min(height, Math.ceil(y1 + my)) - top,
  };
}

/**
 * Which turns to read the region in: upright always; also 90° and 270° when the first pass saw
 * vertical text or the region is a tall strip (a can's side, a tap handle), since the detector
 * finds horizontal lines far more reliably than vertical ones.
 */
export function turnsFor(lines: OcrLine[], region: Region): Turn[] {
  const vertical = lines.some((l) => Math.abs(Math.abs(l.angle) - 90) <= 30);
  return vertical || region.height >= 1.8 * region.width ? [0, 90, 270] : [0];
}

/** Pixels of the region, equalised and turned, and the map from them back to the photo. */
export type RegionView = { img: RawImage; toPhoto: (p: Point) => Point; scale: number };

/**
 * Cuts the region from the photo at its own resolution (not the downscaled copy the first pass
 * read), sizes it so its longest side is `side` px, stretches its contrast (the 1st to 99th
 * percentile of the region's own histogram become black and white: low-contrast print and a
 * label dimmed or washed by glare), and turns it clockwise by `turn`. sharp's CLAHE would
 * equalise locally but took 27 s on a 3 MP region here; this takes tens of ms.
 */
export async function regionView(
  image: Buffer,
  region: Region,
  turn: Turn,
  side: number,
): Promise<RegionView> {
  const scale = side / Math.max(region.width, region.height);
  const w = Math.max(1, Math.round(region.width * scale));
  const h = Math.max(1, Math.round(region.height * scale));
  const cut = await sharp(image, { failOn: 'none' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .extract(region)
    .resize(w, h, { fit: 'fill' })
    .normalise({ lower: 1, upper: 99 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const crop: RawImage = { data: cut.data, width: w, height: h, channels: cut.info.channels };
  const out =
    turn === 0
      ? crop
      : await sharp(crop.data, { raw: rawInfo(crop) })
          .rotate(turn)
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({
            data,
            width: info.width,
            height: info.height,
            channels: 3,
          }));
  const sx = w / region.width;
  const sy = h / region.height;
  const toPhoto = ([vx, vy]: Point): Point => {
    // Undo the clockwise turn: 90° sent (x, y) to (h − y, x); 270° sent it to (y, w − x).
    const [x, y] = turn === 0 ? [vx, vy] : turn === 90 ? [vy, h - vx] : [w - vy, vx];
    return [x / sx + region.left, y / sy + region.top];
  };
  return { img: out, toPhoto, scale: (sx + sy) / 2 };
}

/** A line read on a region view, put back in the photo's pixels. */
export function lineInPhoto(
  line: OcrLine,
  view: Pick<RegionView, 'toPhoto' | 'scale'>,
  width: number,
  height: number,
): OcrLine {
  const polygon = line.polygon.map(view.toPhoto) as Quad;
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    ...line,
    polygon: polygon.map(([x, y]) => [r(x), r(y)]) as Quad,
    box: quadBox(polygon, width, height),
    angle: quadAngle(polygon),
    lineHeight: r(line.lineHeight / view.scale),
  };
}

const area = (b: Box) => b[2] * b[3];
function shared(a: Box, b: Box): number {
  const w = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}
/**
 * A line's bounds in a frame turned to `angle` (degrees). Two lines of a tilted label, one over
 * the other ("Russell Brewing" over "Special Lager" at 24°), share much of their upright boxes
 * but nothing in the label's own frame.
 */
function boxAt(l: OcrLine, angle: number): Box {
  const rad = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(rad), Math.sin(rad)];
  const xs = l.polygon.map(([x, y]) => x * c + y * s);
  const ys = l.polygon.map(([x, y]) => y * c - x * s);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  return [x0, y0, Math.max(...xs) - x0, Math.max(...ys) - y0];
}
/** Share of the smaller box inside the other. */
const overlap = (a: Box, b: Box) => shared(a, b) / Math.max(1, Math.min(area(a), area(b)));
/** Two boxes of one line read twice: each holds at least half of the other. */
const sameLine = (a: Box, b: Box) => shared(a, b) >= 0.5 * Math.max(area(a), area(b));
/** How much a reading says: its letters, weighed by how sure the reader was. */
const weight = (l: OcrLine) => l.confidence * l.text.replace(/\s/g, '').length;

/** The line that won, holding the one it was read against as another reading of it. */
function alsoReadAs(winner: OcrLine, other: OcrLine): OcrLine {
  const readings = [
    ...(winner.variants ?? []),
    { text: other.text, confidence: other.confidence },
    ...(other.variants ?? []),
  ];
  const variants = readings.filter(
    (v, i) => v.text !== winner.text && readings.findIndex((o) => o.text === v.text) === i,
  );
  return variants.length ? { ...winner, variants } : winner;
}

/**
 * Adds the closer look's lines to the first pass's: a line where nothing was read is added; a
 * line over earlier ones (half of the smaller box shared, in the line's own frame) replaces them
 * only when it says more.
 * A line read twice, once in each pass, keeps the reading that lost as another reading of it.
 */
export function mergeLines(first: OcrLine[], more: OcrLine[]): OcrLine[] {
  let lines = [...first];
  for (const line of more) {
    const box = boxAt(line, line.angle);
    const over = lines.filter((l) => overlap(boxAt(l, line.angle), box) >= 0.5);
    const same =
      over.length === 1 && sameLine(boxAt(over[0]!, line.angle), box) ? over[0]! : undefined;
    if (over.length === 0) lines.push(line);
    else if (weight(line) > Math.max(...over.map(weight))) {
      lines = lines.filter((l) => !over.includes(l));
      lines.push(same ? alsoReadAs(line, same) : line);
    } else if (same) {
      lines = lines.map((l) => (l === same ? alsoReadAs(same, line) : l));
    }
  }
  return lines.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}
