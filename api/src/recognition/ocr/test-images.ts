import sharp from 'sharp';

export type SvgText = {
  text: string;
  x: number;
  y: number;
  size: number;
  /** Degrees, clockwise, about (x, y). */
  rotate?: number;
  font?: string;
  fill?: string;
  weight?: 'normal' | 'bold';
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Renders text onto a plain background with librsvg (fonts: DejaVu Sans, Liberation Serif). */
/** A filled rectangle behind the text, e.g. a dark label for light-on-dark text. */
export type SvgRect = { x: number; y: number; width: number; height: number; fill: string };

export type RenderOptions = { background?: string; rects?: SvgRect[]; format?: 'png' | 'jpeg' };

export async function renderText(
  width: number,
  height: number,
  texts: SvgText[],
  { background = '#f4f1ea', rects = [], format = 'png' }: RenderOptions = {},
): Promise<Buffer> {
  const shapes = rects
    .map(
      (r) =>
        `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="${r.fill}"/>`,
    )
    .join('');
  const body = texts
    .map((t) => {
      const transform = t.rotate ? ` transform="rotate(${t.rotate} ${t.x} ${t.y})"` : '';
      return (
        `<text x="${t.x}" y="${t.y}" font-family="${t.font ?? 'DejaVu Sans'}" ` +
        `font-size="${t.size}" font-weight="${t.weight ?? 'bold'}" fill="${t.fill ?? '#1a1a1a'}"` +
        `${transform}>${escape(t.text)}</text>`
      );
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${shapes}${body}</svg>`;
  const img = sharp(Buffer.from(svg));
  return format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 90 }).toBuffer();
}

/** Upper-case, letters and digits only: OCR tests compare what was read, not spacing. */
export const normalise = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Levenshtein distance, so a test can allow a single-character OCR slip. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = Math.min(up + 1, row[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length]!;
}
