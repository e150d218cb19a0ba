import { pickProducts, type ProductSource } from './products';
import type { Rng } from './prng';
import { box, hsl, pickFont, textEl, textWidth } from './svg';
import type { DrawnScene, TruthProduct } from './types';

const CHALK = ['#f4f1e8', '#fff6b0', '#ffc4d6', '#bfe6ff', '#c8f5c0', '#ffd8a8'];
const TITLES = ['ON TAP', 'TAP LIST', 'DRAFT BEER', 'TODAY ON DRAUGHT', "WHAT'S POURING"];
const DASHES = [' — ', ' - ', ': ', ' · ', ' / '];

/**
 * A chalkboard tap list: dark slate in a wooden frame, a title, then numbered lines like
 * "3. Brewery — Name   Style  6.5%  $7" in light chalk colours, with smudges.
 */
export function drawBoard(
  W: number,
  H: number,
  rng: Rng,
  source: ProductSource,
  unknownShare: number,
): DrawnScene {
  const n = rng.int(6, W >= 2500 ? 14 : 10);
  const products = pickProducts(source, rng, n, unknownShare);
  const frame = Math.min(W, H) * 0.04;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${hsl(28, 45, rng.range(18, 32))}"/>`,
    `<rect x="${frame}" y="${frame}" width="${W - 2 * frame}" height="${H - 2 * frame}" fill="${hsl(rng.range(120, 220), rng.range(5, 20), rng.range(8, 16))}"/>`,
  ];
  // Half-wiped chalk: faint blobs, so the background is not a clean flat colour.
  for (let i = 0; i < 14; i++) {
    parts.push(
      `<ellipse cx="${rng.range(0, W)}" cy="${rng.range(0, H)}" rx="${rng.range(0.03, 0.15) * W}" ry="${rng.range(0.01, 0.05) * H}" fill="#ffffff" fill-opacity="${rng.range(0.02, 0.07)}"/>`,
    );
  }
  const font = pickFont(rng);
  const titleFont = pickFont(rng);
  const inner = W - 2 * frame;
  const titleSize = Math.min(
    H * 0.08,
    (inner / Math.max(1, textWidth(rng.pick(TITLES), titleFont, 1))) * 0.5,
  );
  const title = rng.pick(TITLES);
  parts.push(
    textEl(title, W / 2, frame + titleSize * 1.3, titleSize, titleFont, rng.pick(CHALK), {
      anchor: 'middle',
    }),
  );
  const dash = rng.pick(DASHES);
  const numbered = rng.chance(0.75);
  const twoLine = rng.chance(0.25); // brewery small above the name, as some bars write it
  const top = frame + titleSize * 2;
  const lineH = (H - frame - top) / (n * (twoLine ? 1.6 : 1));
  const left = frame + inner * 0.05;
  const colour = rng.chance(0.5) ? rng.pick(CHALK) : null;
  const truth: TruthProduct[] = [];
  products.forEach((p, i) => {
    const y = top + (i + 1) * lineH * (twoLine ? 1.6 : 1) - lineH * 0.25;
    const fill = colour ?? rng.pick(CHALK);
    const num = numbered ? `${i + 1}. ` : '';
    const price = `$${rng.int(5, 11)}${rng.chance(0.3) ? '.50' : ''}`;
    const tail = `${p.abv.toFixed(1)}%   ${price}`;
    const tailSize = lineH * 0.5;
    const tailW = textWidth(tail, font, tailSize);
    parts.push(textEl(tail, W - frame - inner * 0.04, y, tailSize, font, fill, { anchor: 'end' }));
    const room = inner * 0.9 - tailW - inner * 0.04;
    let x0 = left;
    let width: number;
    let boxTop: number;
    if (twoLine) {
      const bSize = Math.min(lineH * 0.45, room / textWidth(num + p.brewery, font, 1));
      const nSize = Math.min(lineH * 0.7, room / textWidth(num + p.name, font, 1));
      parts.push(textEl(`${num}${p.name}`, left, y, nSize, font, fill, { maxWidth: room }));
      parts.push(
        textEl(p.brewery, left + textWidth(num, font, nSize), y - nSize * 1.05, bSize, font, fill, {
          maxWidth: room,
        }),
      );
      width = Math.min(
        room,
        Math.max(textWidth(num + p.name, font, nSize), textWidth(p.brewery, font, bSize)),
      );
      boxTop = y - nSize * 1.05 - bSize;
    } else {
      const main = `${num}${p.brewery}${dash}${p.name}`;
      const style = p.style && rng.chance(0.6) ? p.style : '';
      const size = Math.min(lineH * 0.62, (room * (style ? 0.72 : 1)) / textWidth(main, font, 1));
      width = textWidth(main, font, size);
      parts.push(textEl(main, left, y, size, font, fill));
      if (style) {
        const sSize = Math.min(
          size * 0.7,
          (room - width - inner * 0.02) / textWidth(style, font, 1),
        );
        if (sSize > size * 0.35)
          parts.push(textEl(style, left + width + inner * 0.02, y, sSize, font, fill));
      }
      boxTop = y - size;
      x0 = left;
    }
    truth.push({
      key: p.key,
      brewery: p.brewery,
      name: p.name,
      boxes: [box(x0, boxTop, width, y - boxTop + lineH * 0.2, W, H)],
    });
  });
  return { svg: parts.join(''), products: truth };
}
