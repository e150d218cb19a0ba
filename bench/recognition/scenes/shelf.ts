import { drawLabel } from './label';
import { pickProducts, type ProductSource } from './products';
import { createRng, type Rng } from './prng';
import { box, hsl, pickFont, textEl } from './svg';
import type { DrawnScene, Product, TruthProduct } from './types';

/**
 * Store shelves: 2–3 rows of bottles and cans standing on shelf boards, each product often
 * repeated side by side (facings), price tags on the shelf edge as numeric distractors.
 */
export function drawShelf(
  W: number,
  H: number,
  rng: Rng,
  source: ProductSource,
  unknownShare: number,
): DrawnScene {
  // More rows on big photos: a 12 MP shot of a shelf usually takes in more of it.
  const rows = (H / W > 0.9 ? 1 : 0) + (W >= 2500 ? rng.int(3, 4) : rng.int(2, 3));
  const top = H * 0.03;
  const rowH = (H - top * 2) / rows;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${hsl(rng.range(0, 360), 10, rng.range(20, 70))}"/>`,
  ];
  const truth = new Map<Product, TruthProduct>();
  for (let r = 0; r < rows; r++) {
    const floor = top + (r + 1) * rowH - rowH * 0.08; // where the containers stand
    let x = W * rng.range(0.01, 0.04);
    const products = pickProducts(source, rng, 12, unknownShare);
    for (const p of products) {
      const can = rng.chance(0.45);
      const ch = rowH * (can ? rng.range(0.5, 0.62) : rng.range(0.78, 0.88));
      const cw = ch * (can ? rng.range(0.5, 0.58) : rng.range(0.28, 0.33));
      const facings = rng.chance(0.4) ? 1 : rng.int(2, 4);
      const gap = cw * rng.range(0.04, 0.12);
      const groupW = facings * (cw + gap);
      if (x + cw > W * 0.99) break;
      const fit = Math.max(1, Math.min(facings, Math.floor((W * 0.99 - x) / (cw + gap))));
      // The label is drawn once and reused, so facings of one product really look alike.
      const labelSeed = rng.int(0, 2 ** 31);
      for (let f = 0; f < fit; f++) {
        const cx = x + f * (cw + gap);
        const label = can
          ? drawCan(p, cx, floor - ch, cw, ch, labelSeed)
          : drawBottle(p, cx, floor - ch, cw, ch, labelSeed, rng);
        parts.push(label.svg);
        const t = truth.get(p) ?? { key: p.key, brewery: p.brewery, name: p.name, boxes: [] };
        t.boxes.push(box(label.x, label.y, label.w, label.h, W, H));
        truth.set(p, t);
      }
      parts.push(
        priceTag(
          x + (Math.min(groupW, fit * (cw + gap)) - cw) / 2,
          floor + rowH * 0.015,
          cw,
          rowH * 0.055,
          rng,
        ),
      );
      x += fit * (cw + gap) + cw * rng.range(0.1, 0.4);
    }
    // The shelf board in front of the row, drawn after the tags' row so tags sit on its edge.
    parts.push(
      `<rect x="0" y="${floor}" width="${W}" height="${rowH * 0.08}" fill="${hsl(30, 20, rng.range(25, 60))}" fill-opacity="0.85"/>`,
    );
  }
  // Tags were pushed before the boards; move them to the end so they are visible.
  const tags = parts.filter((s) => s.startsWith('<g class="tag"'));
  const rest = parts.filter((s) => !s.startsWith('<g class="tag"'));
  return { svg: [...rest, ...tags].join(''), products: [...truth.values()] };
}

type Drawn = { svg: string; x: number; y: number; w: number; h: number };

function drawBottle(
  p: Product,
  x: number,
  y: number,
  w: number,
  h: number,
  seed: number,
  rng: Rng,
): Drawn {
  const glass = rng.pick(['#3b2208', '#1f3d1a', '#5a3a12', '#2a2a2a']);
  const bodyTop = y + h * 0.38;
  const neckW = w * 0.34;
  const path = `M${x + (w - neckW) / 2},${y} h${neckW} v${h * 0.2} C${x + w},${y + h * 0.3} ${x + w},${y + h * 0.3} ${x + w},${bodyTop} V${y + h} H${x} V${bodyTop} C${x},${y + h * 0.3} ${x},${y + h * 0.3} ${x + (w - neckW) / 2},${y + h * 0.2} Z`;
  const lx = x + w * 0.04;
  const ly = bodyTop + h * 0.06;
  const lw = w * 0.92;
  const lh = h * 0.46;
  const label = drawLabel(p, lx, ly, lw, lh, createRng(seed));
  return { svg: `<path d="${path}" fill="${glass}"/>${label}`, x: lx, y: ly, w: lw, h: lh };
}

function drawCan(p: Product, x: number, y: number, w: number, h: number, seed: number): Drawn {
  const rim = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.08}" fill="#b8bcc0"/>`;
  const lx = x;
  const ly = y + h * 0.06;
  const lh = h * 0.88;
  const label = drawLabel(p, lx, ly, w, lh, createRng(seed));
  return { svg: rim + label, x: lx, y: ly, w, h: lh };
}

function priceTag(x: number, y: number, w: number, h: number, rng: Rng): string {
  const price = rng.chance(0.25)
    ? `2/$${rng.int(6, 12)}`
    : `$${rng.int(2, 14)}.${rng.pick(['49', '99', '29', '79'])}`;
  const font = pickFont(rng);
  const extra = rng.chance(0.3)
    ? textEl(`${rng.int(100000, 999999)}`, x + w * 0.95, y + h * 0.9, h * 0.22, font, '#333', {
        anchor: 'end',
      })
    : '';
  return `<g class="tag"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${rng.chance(0.2) ? '#ffde3b' : '#fafafa'}"/>${textEl(price, x + w * 0.06, y + h * 0.62, h * 0.5, font, '#111', { maxWidth: w * 0.8 })}${extra}</g>`;
}
