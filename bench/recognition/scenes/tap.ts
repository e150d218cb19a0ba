import { pickProducts, type ProductSource } from './products';
import type { Rng } from './prng';
import { box, fitSize, hsl, labelColours, pickFont, rotatedBounds, textEl, wrapTwo } from './svg';
import type { DrawnScene, TruthProduct } from './types';

/**
 * A bar's row of 4–8 tap handles: tall narrow handles with brewery and name written along
 * them (mostly bottom-to-top, some top-to-bottom) or horizontally on a badge at the top.
 */
export function drawTaps(
  W: number,
  H: number,
  rng: Rng,
  source: ProductSource,
  unknownShare: number,
): DrawnScene {
  const n = rng.int(4, 8);
  const products = pickProducts(source, rng, n, unknownShare);
  const slot = (W * 0.94) / n;
  const hw = slot * rng.range(0.5, 0.7);
  const hh = Math.min(H * rng.range(0.55, 0.7), hw * 6);
  const bar = H * 0.08 + hh; // top of the tap tower
  const parts = [
    `<rect width="${W}" height="${H}" fill="${hsl(rng.range(15, 40), 35, rng.range(12, 30))}"/>`,
    `<rect x="0" y="${bar}" width="${W}" height="${H * 0.07}" fill="#9aa0a6"/>`,
    `<rect x="0" y="${bar + H * 0.07}" width="${W}" height="${H}" fill="${hsl(25, 40, 18)}"/>`,
  ];
  const truth: TruthProduct[] = [];
  products.forEach((p, i) => {
    const x = W * 0.03 + i * slot + (slot - hw) / 2;
    const y = bar - hh;
    const { bg, fg, accent } = labelColours(rng);
    const cx = x + hw / 2;
    // The lever and faucet under each handle, as on a real tower.
    parts.push(
      `<rect x="${cx - hw * 0.12}" y="${bar}" width="${hw * 0.24}" height="${H * 0.12}" fill="#c9cdd1"/>`,
      `<rect x="${x}" y="${y}" width="${hw}" height="${hh}" rx="${hw * 0.18}" fill="${bg}" stroke="${accent}" stroke-width="${hw * 0.03}"/>`,
    );
    const font = pickFont(rng);
    const breweryFont = rng.chance(0.5) ? font : pickFont(rng, { light: true });
    const mode = rng.next();
    let area: { x: number; y: number; w: number; h: number };
    if (mode < 0.8) {
      // Vertical: two columns of text; rotate(-90) reads bottom-to-top, rotate(90) top-to-bottom.
      const up = mode < 0.58;
      const len = hh * 0.86;
      const nameSize = fitSize(p.name, font, len, hw * 0.42);
      const brewerySize = fitSize(p.brewery, breweryFont, len, hw * 0.24);
      const cy = y + hh / 2;
      const angle = up ? -90 : 90;
      // Columns ordered so the brewery reads first (left when rising, right when falling).
      const breweryX = up ? x + hw * 0.3 : x + hw * 0.7;
      const nameX = up ? x + hw * 0.68 : x + hw * 0.32;
      const base = (cxCol: number, size: number) => cxCol + (up ? size * 0.35 : -size * 0.35);
      parts.push(
        textEl(p.brewery, base(breweryX, brewerySize), cy, brewerySize, breweryFont, fg, {
          anchor: 'middle',
          maxWidth: len,
          transform: `rotate(${angle} ${base(breweryX, brewerySize)} ${cy})`,
        }),
        textEl(p.name, base(nameX, nameSize), cy, nameSize, font, fg, {
          anchor: 'middle',
          maxWidth: len,
          transform: `rotate(${angle} ${base(nameX, nameSize)} ${cy})`,
        }),
      );
      area = rotatedBounds(cx - len / 2, cy - hw * 0.45, len, hw * 0.9, angle, cx, cy);
    } else {
      // Horizontal: a badge across the handle's top, text wrapped to its width.
      const inner = hw * 0.86;
      const lines = [...wrapTwo(p.brewery, 12), ...wrapTwo(p.name, 10)];
      const breweryLines = lines.length - wrapTwo(p.name, 10).length;
      const size = Math.min(...lines.map((l) => fitSize(l, font, inner, hw * 0.22)));
      const bh = lines.length * size * 1.3 + size;
      parts.push(
        `<rect x="${x}" y="${y + hh * 0.06}" width="${hw}" height="${bh}" fill="${accent}" fill-opacity="0.35"/>`,
      );
      lines.forEach((l, j) => {
        const s = j < breweryLines ? size * 0.8 : size;
        parts.push(
          textEl(l, cx, y + hh * 0.06 + size * 1.2 + j * size * 1.3, s, font, fg, {
            anchor: 'middle',
            maxWidth: inner,
          }),
        );
      });
      area = { x, y: y + hh * 0.06, w: hw, h: bh };
    }
    truth.push({
      key: p.key,
      brewery: p.brewery,
      name: p.name,
      boxes: [box(area.x, area.y, area.w, area.h, W, H)],
    });
  });
  return { svg: parts.join(''), products: truth };
}
