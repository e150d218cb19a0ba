import type { OcrLine } from './ocr/types';
import { FRAGMENTS } from './tuning';

/** The photo's own size, in the pixels of the lines' boxes. */
export type Frame = { width: number; height: number };

/** A line as read, and whether the photo's frame cuts it before its first word or after its last. */
export type LabelLine = OcrLine & { frameCut?: { start: boolean; end: boolean } };

/**
 * Marks the lines that run into the photo's frame. A label's turning hides a word's end
 * gradually; the frame cuts it clean, wherever it falls, so what is left of a word there may be
 * as short as a letter ("'s Hop Nest Monster" of Lilja's Hop Nest Monster at the photo's left
 * edge). Which side of the box is a line's start follows its reading direction.
 */
export function markFrameCuts(lines: OcrLine[], frame: Frame | undefined): LabelLine[] {
  if (!frame) return lines;
  const m = FRAGMENTS.frameMargin;
  return lines.map((l) => {
    const [x, y, w, h] = l.box;
    const left = x <= m;
    const right = x + w >= frame.width - m;
    const top = y <= m;
    const bottom = y + h >= frame.height - m;
    const a = ((((l.angle + 180) % 360) + 360) % 360) - 180;
    const [start, end] =
      Math.abs(a) <= 45
        ? [left, right]
        : Math.abs(a) >= 135
          ? [right, left]
          : a > 0
            ? [top, bottom]
            : [bottom, top];
    return start || end ? { ...l, frameCut: { start, end } } : l;
  });
}
