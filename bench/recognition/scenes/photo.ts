import { drawLabel } from './label';
import { pickProducts, type ProductSource } from './products';
import type { Rng } from './prng';
import { box, hsl, pickFont, rotatedBounds, textEl } from './svg';
import type { DrawnScene } from './types';

/**
 * A close-up: one bottle filling the frame, tilted 10–25° either way, with a specular glare
 * across part of the label and fine print (volume, "brewed by") around it.
 */
export function drawPhoto(
  W: number,
  H: number,
  rng: Rng,
  source: ProductSource,
  unknownShare: number,
): DrawnScene {
  const [p] = pickProducts(source, rng, 1, unknownShare);
  const angle = rng.range(10, 25) * (rng.chance(0.5) ? -1 : 1);
  const cx = W / 2 + rng.range(-0.05, 0.05) * W;
  const cy = H / 2 + rng.range(-0.05, 0.05) * H;
  // The label is sized to the frame so that, rotated, it still lies wholly inside it.
  const a = (Math.abs(angle) * Math.PI) / 180;
  const aspect = rng.range(0.7, 1.1); // label width / height
  const fitH = Math.min(
    (W * 0.8) / (aspect * Math.cos(a) + Math.sin(a)),
    (H * 0.8) / (aspect * Math.sin(a) + Math.cos(a)),
  );
  const lh = fitH * rng.range(0.8, 0.95);
  const lw = lh * aspect;
  const lx = cx - lw / 2;
  const ly = cy - lh / 2;
  const bottleW = lw * 1.12;
  const glass = rng.pick(['#3b2208', '#1f3d1a', '#5a3a12', '#2a2a2a']);
  const fine = pickFont(rng);
  const fineSize = lh * 0.035;
  const body = [
    // The bottle runs off the frame at both ends: only its body and shoulder are in shot.
    `<rect x="${cx - bottleW / 2}" y="${cy - H * 2}" width="${bottleW}" height="${H * 4}" rx="${bottleW * 0.2}" fill="${glass}"/>`,
    drawLabel(p!, lx, ly, lw, lh, rng),
    textEl(
      rng.pick(['330 ml', '355 ml', '12 FL OZ', '500 ml', '750 ml']),
      cx,
      ly + lh + fineSize * 1.6,
      fineSize,
      fine,
      '#ddd',
      { anchor: 'middle' },
    ),
    `<rect x="${cx - bottleW * 0.3}" y="${cy - H * 2}" width="${bottleW * 0.06}" height="${H * 4}" fill="#fff" fill-opacity="0.18"/>`,
  ].join('');
  const glareX = rng.range(0.2, 0.8);
  const glareY = rng.range(0.2, 0.8);
  const defs = `<radialGradient id="glare" cx="${glareX}" cy="${glareY}" r="${rng.range(0.25, 0.45)}"><stop offset="0" stop-color="#fff" stop-opacity="${rng.range(0.45, 0.75).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const svg = [
    `<defs>${defs}</defs>`,
    `<rect width="${W}" height="${H}" fill="${hsl(rng.range(0, 360), rng.range(5, 30), rng.range(15, 55))}"/>`,
    `<g transform="rotate(${angle.toFixed(2)} ${cx} ${cy})">${body}<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" fill="url(#glare)"/></g>`,
  ].join('');
  const r = rotatedBounds(lx, ly, lw, lh, angle, cx, cy);
  return {
    svg,
    products: [
      { key: p!.key, brewery: p!.brewery, name: p!.name, boxes: [box(r.x, r.y, r.w, r.h, W, H)] },
    ],
  };
}
