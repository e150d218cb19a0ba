import type { Rng } from './prng';
import { fitSize, labelColours, pickFont, textEl, wrapTwo } from './svg';
import type { Product } from './types';

/**
 * A printed label filling (x, y, w, h): brewery on one line, the beer name on one or two
 * lines, sometimes style and ABV in small print. Every line is fitted to the label's width.
 */
export function drawLabel(
  p: Product,
  x: number,
  y: number,
  w: number,
  h: number,
  rng: Rng,
): string {
  const { bg, fg, accent } = labelColours(rng);
  const pad = w * 0.07;
  const inner = w - 2 * pad;
  const cx = x + w / 2;
  const breweryFont = pickFont(rng, { light: true });
  const nameFont = rng.chance(0.5) ? breweryFont : pickFont(rng);
  const nameLines = wrapTwo(p.name, 13);
  // Long brewery names wrap like the name does, rather than shrinking to unreadable print.
  const breweryLines = wrapTwo(p.brewery, 20);
  const brewerySize = Math.min(
    ...breweryLines.map((l) => fitSize(l, breweryFont, inner, h * 0.09)),
  );
  const nameSize = Math.min(...nameLines.map((l) => fitSize(l, nameFont, inner, h * 0.15)));
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.04}" fill="${bg}"/>`,
  ];
  // A decorative band or roundel: labels are rarely plain, and shapes make OCR earn its keep.
  if (rng.chance(0.5)) {
    parts.push(
      `<rect x="${x}" y="${y + h * 0.04}" width="${w}" height="${h * 0.03}" fill="${accent}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${cx}" cy="${y + h * 0.94}" r="${Math.min(w, h) * 0.045}" fill="none" stroke="${accent}" stroke-width="${w * 0.015}"/>`,
    );
  }
  const breweryFirst = rng.chance(0.75);
  let cursor = y + h * 0.14;
  const line = (text: string, size: number, font: typeof nameFont) => {
    cursor += size;
    parts.push(textEl(text, cx, cursor, size, font, fg, { anchor: 'middle', maxWidth: inner }));
    cursor += size * 0.25;
  };
  const drawBrewery = () => breweryLines.forEach((l) => line(l, brewerySize, breweryFont));
  const drawName = () => nameLines.forEach((l) => line(l, nameSize, nameFont));
  if (breweryFirst) {
    drawBrewery();
    cursor += h * 0.04;
    drawName();
  } else {
    drawName();
    cursor += h * 0.04;
    drawBrewery();
  }
  if (rng.chance(0.6)) {
    const small = [p.style, `${p.abv.toFixed(1)}% ABV`].filter(Boolean).join(' · ');
    const smallFont = pickFont(rng);
    const size = fitSize(small, smallFont, inner, h * 0.06);
    parts.push(
      textEl(small, cx, y + h * 0.86, size, smallFont, fg, { anchor: 'middle', maxWidth: inner }),
    );
  }
  return parts.join('');
}
