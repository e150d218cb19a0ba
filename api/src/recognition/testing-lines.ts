import type { OcrLine, Point } from './ocr/types';

/**
 * An OCR line as the engine would return it, for grouping and matching tests: text drawn from
 * (x, y) in direction `angle` (0 left-to-right, -90 bottom-to-top), `height` px tall.
 */
export function line(
  text: string,
  x: number,
  y: number,
  options: { height?: number; angle?: number; confidence?: number } = {},
): OcrLine {
  const height = options.height ?? 40;
  const angle = options.angle ?? 0;
  const length = text.length * height * 0.6;
  const rad = (angle * Math.PI) / 180;
  const along: Point = [Math.cos(rad), Math.sin(rad)];
  const down: Point = [-Math.sin(rad), Math.cos(rad)];
  const p0: Point = [x, y];
  const p1: Point = [x + along[0] * length, y + along[1] * length];
  const p2: Point = [p1[0] + down[0] * height, p1[1] + down[1] * height];
  const p3: Point = [x + down[0] * height, y + down[1] * height];
  const xs = [p0[0], p1[0], p2[0], p3[0]];
  const ys = [p0[1], p1[1], p2[1], p3[1]];
  const bx = Math.min(...xs);
  const by = Math.min(...ys);
  return {
    text,
    confidence: options.confidence ?? 0.95,
    box: [bx, by, Math.max(...xs) - bx, Math.max(...ys) - by],
    polygon: [p0, p1, p2, p3],
    angle,
    lineHeight: height,
  };
}
