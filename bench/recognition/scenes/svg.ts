import type { Rng } from './prng';
import type { Box } from './types';

/** A font as librsvg/Pango names it, with a rough average glyph width (em) to lay text out. */
export type Font = {
  family: string;
  stretch?: string;
  weight: number;
  italic: boolean;
  em: number;
};

const FAMILIES: { family: string; stretch?: string; em: number }[] = [
  { family: 'DejaVu Sans', em: 0.62 },
  { family: 'DejaVu Sans', stretch: 'condensed', em: 0.56 },
  { family: 'DejaVu Serif', em: 0.62 },
  { family: 'DejaVu Serif', stretch: 'condensed', em: 0.56 },
  { family: 'DejaVu Sans Mono', em: 0.62 },
  { family: 'Liberation Sans', em: 0.56 },
  { family: 'Liberation Serif', em: 0.52 },
  { family: 'Liberation Mono', em: 0.62 },
  { family: 'Liberation Sans Narrow', em: 0.47 },
];

export function pickFont(rng: Rng, opts: { light?: boolean } = {}): Font {
  const f = rng.pick(FAMILIES);
  const weight =
    opts.light && f.family === 'DejaVu Sans' && rng.chance(0.3)
      ? 200
      : rng.chance(0.55)
        ? 700
        : 400;
  return { ...f, weight, italic: rng.chance(0.12) };
}

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Estimated width of `text` at `size`: generous, so text laid out with it stays in its box. */
export function textWidth(text: string, font: Font, size: number): number {
  const caps = text.replace(/[^A-Z0-9]/g, '').length / Math.max(1, text.length);
  const bold = font.weight >= 700 ? 1.08 : 1;
  return text.length * size * font.em * bold * (1 + 0.2 * caps);
}

/** The largest size ≤ max at which `text` fits `width`. */
export const fitSize = (text: string, font: Font, width: number, max: number) =>
  Math.min(max, width / Math.max(1e-6, textWidth(text, font, 1)));

/**
 * One line of text; when the estimate says it overflows `maxWidth` it is squeezed with
 * textLength, so the ground-truth box always contains it.
 */
export function textEl(
  text: string,
  x: number,
  y: number,
  size: number,
  font: Font,
  fill: string,
  opts: { anchor?: 'start' | 'middle' | 'end'; maxWidth?: number; transform?: string } = {},
): string {
  const w = textWidth(text, font, size);
  const squeeze =
    opts.maxWidth && w > opts.maxWidth
      ? ` textLength="${opts.maxWidth.toFixed(1)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const attrs = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${font.family}"`,
    `font-size="${size.toFixed(1)}"`,
    `font-weight="${font.weight}"`,
    font.stretch ? `font-stretch="${font.stretch}"` : '',
    font.italic ? 'font-style="italic"' : '',
    `fill="${fill}"`,
    `text-anchor="${opts.anchor ?? 'start'}"`,
    opts.transform ? `transform="${opts.transform}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}${squeeze}>${esc(text)}</text>`;
}

/** Splits a long name into two lines at the space nearest its middle. */
export function wrapTwo(text: string, maxChars: number): string[] {
  if (text.length <= maxChars || !text.includes(' ')) return [text];
  const mid = text.length / 2;
  let best = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return [text.slice(0, best), text.slice(best + 1)];
}

export const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/** A label colour pair with enough contrast to read (as printed labels are designed to be). */
export function labelColours(rng: Rng): { bg: string; fg: string; accent: string } {
  const h = rng.range(0, 360);
  const dark = rng.chance(0.5);
  return dark
    ? {
        bg: hsl(h, rng.range(20, 70), rng.range(10, 28)),
        fg: hsl(rng.range(0, 360), rng.range(0, 40), rng.range(85, 98)),
        accent: hsl(h + 180, 70, 65),
      }
    : {
        bg: hsl(h, rng.range(20, 80), rng.range(78, 95)),
        fg: hsl(rng.range(0, 360), rng.range(0, 60), rng.range(5, 22)),
        accent: hsl(h + 150, 70, 35),
      };
}

/** Box from float geometry, rounded outward and clipped to the image. */
export function box(x: number, y: number, w: number, h: number, W: number, H: number): Box {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(W, Math.ceil(x + w));
  const y1 = Math.min(H, Math.ceil(y + h));
  return [x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0)];
}

/** Axis-aligned bounds of a rectangle rotated by `deg` about (cx, cy). */
export function rotatedBounds(
  x: number,
  y: number,
  w: number,
  h: number,
  deg: number,
  cx: number,
  cy: number,
) {
  const a = (deg * Math.PI) / 180;
  const pts = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ].map(([px, py]) => [
    cx + (px! - cx) * Math.cos(a) - (py! - cy) * Math.sin(a),
    cy + (px! - cx) * Math.sin(a) + (py! - cy) * Math.cos(a),
  ]);
  const xs = pts.map((p) => p[0]!);
  const ys = pts.map((p) => p[1]!);
  return {
    x: Math.min(...xs),
    y: Math.min(...ys),
    w: Math.max(...xs) - Math.min(...xs),
    h: Math.max(...ys) - Math.min(...ys),
  };
}

export const svgDoc = (W: number, H: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
