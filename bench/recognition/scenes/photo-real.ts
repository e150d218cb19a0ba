import sharp from 'sharp';
import { apply, cameraMatrix, warpImage, type Mat3 } from './camera';
import { drawRealLabel, type LabelTraits } from './photo-real-label';
import { pickProducts, type ProductSource } from './products';
import type { Rng } from './prng';
import { finishPhoto } from './render';
import { box, esc, hsl, svgDoc } from './svg';
import type { Box, Product, SceneConditions, TruthProduct } from './types';

/** One bottle or can: a cylinder of radius `r` with its label wrapped round it. */
type Cylinder = {
  product: Product;
  can: boolean;
  cx: number;
  r: number;
  bodyTop: number;
  labelTop: number;
  /** The flat label: its whole strip (`w`) is longer than the visible half of the cylinder. */
  label: { svg: string; w: number; h: number; scale: number; traits: LabelTraits };
  /** The bottle's turn: the label's centre sits this many radians off the camera's axis. */
  turn: number;
  /** Camera above/below the label's middle: straight lines on it bend into arcs (× r). */
  bend: number;
  glass: [number, number, number];
  glare: { at: number; width: number; strength: number }[];
};

export type PhotoRealPlan = {
  background: string;
  cylinders: Cylinder[];
  camera: { roll: number; px: number; py: number; zoom: number };
  /** Hand shake: a 1-D blur this many pixels long, along x or y. */
  motion: { length: number; vertical: boolean };
  exposure: { gain: number; lift: number };
};

const GLASS: [number, number, number][] = [
  [70, 40, 12],
  [35, 62, 30],
  [95, 62, 25],
  [40, 40, 40],
  [150, 150, 155], // a can's bare aluminium
];
const SIGNS = ['HAPPY HOUR', 'OPEN', 'CRAFT BEER', 'TAPS', 'COLD BEER', 'SALE'];

/** A bar, fridge or kitchen behind the bottle, out of focus: drawn at a quarter size. */
function background(W: number, H: number, rng: Rng): string {
  const h = rng.range(0, 360);
  const parts = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${rng.range(0, 1).toFixed(2)}" y2="1"><stop offset="0" stop-color="${hsl(h, rng.range(10, 40), rng.range(20, 60))}"/><stop offset="1" stop-color="${hsl(h + rng.range(-60, 60), rng.range(10, 50), rng.range(10, 45))}"/></linearGradient><filter id="dof"><feGaussianBlur stdDeviation="${(Math.max(W, H) * 0.006).toFixed(1)}"/></filter></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    '<g filter="url(#dof)">',
  ];
  for (let i = rng.int(1, 4); i > 0; i--) {
    parts.push(
      `<rect x="0" y="${rng.range(0, H)}" width="${W}" height="${rng.range(0.01, 0.05) * H}" fill="${hsl(rng.range(20, 40), 30, rng.range(15, 55))}"/>`,
    );
  }
  for (let i = rng.int(10, 40); i > 0; i--) {
    parts.push(
      `<circle cx="${rng.range(0, W)}" cy="${rng.range(0, H)}" r="${rng.range(0.01, 0.06) * W}" fill="${hsl(rng.range(0, 360), rng.range(30, 90), rng.range(40, 90))}" fill-opacity="${rng.range(0.15, 0.6).toFixed(2)}"/>`,
    );
  }
  if (rng.chance(0.3)) {
    parts.push(
      `<text x="${rng.range(0.05, 0.5) * W}" y="${rng.range(0.1, 0.9) * H}" font-family="DejaVu Sans" font-weight="700" font-size="${(0.06 * W).toFixed(1)}" fill="${hsl(rng.range(0, 360), 80, 70)}">${esc(rng.pick(SIGNS))}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

function cylinder(p: Product, cx: number, r: number, H: number, rng: Rng, back: boolean): Cylinder {
  const can = rng.chance(0.3);
  const bodyTop = can ? H * rng.range(-0.1, 0.15) : H * rng.range(0.05, 0.3);
  const labelTop = can ? bodyTop : bodyTop + r * rng.range(0.25, 0.6);
  const labelH = can ? H * 1.2 - bodyTop : Math.min(r * rng.range(1.5, 2.4), H * 0.92 - labelTop);
  // The label goes round 200–340° of the bottle; the name spans 115–172° of it, so with the
  // bottle turned its ends fall where the surface turns away from the camera.
  const arc = rng.range(3.5, 5.9);
  const nameArc = rng.range(2.0, 3.0);
  const w = r * arc;
  const scale = Math.min(1, 3200 / w);
  const flat = drawRealLabel(p, w * scale, labelH * scale, r * nameArc * scale, rng, { back });
  const glare = Array.from({ length: rng.chance(0.55) ? rng.int(1, 2) : 0 }, () => ({
    at: rng.range(-0.9, 0.9),
    width: rng.range(0.05, 0.18),
    strength: rng.range(0.3, 0.85),
  }));
  return {
    product: p,
    can,
    cx,
    r,
    bodyTop,
    labelTop,
    label: { svg: flat.svg, w: w * scale, h: labelH * scale, scale, traits: flat.traits },
    turn: rng.range(-0.6, 0.6),
    bend: rng.range(-0.15, 0.15),
    glass: can ? GLASS[4]! : rng.pick(GLASS.slice(0, 4)),
    glare,
  };
}

/** Visible label: the columns whose surface point lies on the label, at turn `c.turn`. */
function visibleColumns(c: Cylinder): [number, number] | null {
  const half = c.label.w / c.label.scale / 2;
  const t0 = Math.max(-Math.PI / 2, c.turn - half / c.r);
  const t1 = Math.min(Math.PI / 2, c.turn + half / c.r);
  return t1 > t0 ? [c.cx + c.r * Math.sin(t0), c.cx + c.r * Math.sin(t1)] : null;
}

function truthBox(c: Cylinder, cam: Mat3, W: number, H: number): Box | null {
  const cols = visibleColumns(c);
  if (!cols) return null;
  const bendMax = Math.abs(c.bend) * c.r;
  const y0 = Math.max(0, c.labelTop - bendMax);
  const y1 = Math.min(H, c.labelTop + c.label.h / c.label.scale + bendMax);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i <= 10; i++) {
    for (const [x, y] of [
      [cols[0] + ((cols[1] - cols[0]) * i) / 10, y0],
      [cols[0] + ((cols[1] - cols[0]) * i) / 10, y1],
      [cols[0], y0 + ((y1 - y0) * i) / 10],
      [cols[1], y0 + ((y1 - y0) * i) / 10],
    ] as [number, number][]) {
      const [px, py] = apply(cam, x, y);
      xs.push(px);
      ys.push(py);
    }
  }
  const b = box(
    Math.min(...xs),
    Math.min(...ys),
    Math.max(...xs) - Math.min(...xs),
    Math.max(...ys) - Math.min(...ys),
    W,
    H,
  );
  return b[2] > 0 && b[3] > 0 ? b : null;
}

const cameraOf = (W: number, H: number, plan: PhotoRealPlan) =>
  cameraMatrix(W, H, plan.camera.roll, plan.camera.px, plan.camera.py, plan.camera.zoom);

/**
 * A phone photo of one bottle (or 2–3 side by side): labels wrapped round a cylinder and turned,
 * display lettering, textured or photographic label art, glare, a tilted and leaning camera,
 * hand shake and dim light. Returns the plan (pure data, rendered by `renderPhotoReal`) and the
 * ground truth: one box per product around the part of its label that faces the camera.
 */
export function drawPhotoReal(
  W: number,
  H: number,
  rng: Rng,
  source: ProductSource,
  opts: { bottles: number; unknownShare: number; products?: Product[] },
): { plan: PhotoRealPlan; products: TruthProduct[]; effects: string[] } {
  const products = opts.products ?? pickProducts(source, rng, opts.bottles, opts.unknownShare);
  const slot = W / opts.bottles;
  const cylinders = products.map((p, i) => {
    const r = Math.min(slot * rng.range(0.3, 0.42), H * 0.3);
    const cx = slot * (i + 0.5) + rng.range(-0.06, 0.06) * slot;
    return cylinder(p, cx, r, H, rng, opts.bottles === 1 && rng.chance(0.15));
  });
  const shaky = rng.chance(0.3);
  const plan: PhotoRealPlan = {
    background: background(W / 4, H / 4, rng),
    cylinders,
    camera: {
      roll: rng.range(-14, 14),
      px: rng.range(-0.25, 0.25),
      py: rng.range(-0.2, 0.2),
      zoom: rng.range(1.08, 1.2),
    },
    motion: {
      length: shaky ? Math.round(rng.range(4, 18) * (W / 3000)) : 0,
      vertical: rng.chance(0.3),
    },
    exposure: rng.chance(0.2)
      ? { gain: rng.range(0.45, 0.75), lift: rng.range(5, 30) }
      : { gain: 1, lift: 0 },
  };
  const cam = cameraOf(W, H, plan);
  const truth: TruthProduct[] = [];
  for (const c of cylinders) {
    const b = truthBox(c, cam, W, H);
    if (b)
      truth.push({
        key: c.product.key,
        brewery: c.product.brewery,
        name: c.product.name,
        boxes: [b],
      });
  }
  const t = cylinders[0]!.label.traits;
  const effects = [
    opts.bottles > 1
      ? `${opts.bottles} bottles`
      : t.side === 'back'
        ? 'back label'
        : `${t.brandStyle} brand (${t.brandFont})`,
    t.brewery === 'absent' ? 'no brewery' : `${t.brewery} brewery`,
    t.texture,
    ...(t.lowContrast ? ['low contrast'] : []),
    ...(t.outlined ? ['outlined'] : []),
    ...(cylinders[0]!.glare.length ? ['glare'] : []),
    ...(plan.motion.length ? ['motion blur'] : []),
    ...(plan.exposure.gain < 1 ? ['dim'] : []),
  ];
  return { plan, products: truth, effects };
}

/** Paints the cylinders into the flat scene (RGB, W × H) by inverse mapping column by column. */
async function paintCylinder(scene: Buffer, W: number, H: number, c: Cylinder) {
  const label = await sharp(
    Buffer.from(svgDoc(Math.round(c.label.w), Math.round(c.label.h), c.label.svg)),
    {
      limitInputPixels: false,
    },
  )
    .flatten({ background: '#808080' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lw = label.info.width;
  const lh = label.info.height;
  const lp = label.data;
  const half = c.label.w / c.label.scale / 2;
  const x0 = Math.max(0, Math.floor(c.cx - c.r));
  const x1 = Math.min(W, Math.ceil(c.cx + c.r));
  const neck = c.r * 0.38;
  for (let x = x0; x < x1; x++) {
    const dx = x + 0.5 - c.cx;
    if (Math.abs(dx) >= c.r) continue;
    const theta = Math.asin(dx / c.r);
    const shade = 0.3 + 0.7 * Math.pow(Math.cos(theta), 0.6);
    let glare = 0;
    for (const g of c.glare) glare += g.strength * Math.exp(-(((theta - g.at) / g.width) ** 2));
    glare = Math.min(0.97, glare);
    // Flat-label coordinate of this column: arc length from the label's centre.
    const u = ((theta - c.turn) * c.r + half) * c.label.scale;
    const onLabel = u >= 0 && u < lw - 1;
    const bend = c.bend * c.r * (1 - Math.cos(theta));
    for (let y = 0; y < H; y++) {
      // Above the body: a bottle's shoulder and neck narrow; a can ends.
      if (y < c.bodyTop) {
        if (c.can) continue;
        const up = (c.bodyTop - y) / (c.r * 0.7);
        const rr = up >= 1 ? neck : neck + (c.r - neck) * (1 - up * up);
        if (Math.abs(dx) >= rr) continue;
      }
      let r: number;
      let g: number;
      let b: number;
      const v = (y - c.labelTop - bend) * c.label.scale;
      if (onLabel && v >= 0 && v < lh - 1) {
        const ui = u | 0;
        const vi = v | 0;
        const fu = u - ui;
        const fv = v - vi;
        const i = (vi * lw + ui) * 3;
        const j = i + lw * 3;
        r =
          (lp[i]! * (1 - fu) + lp[i + 3]! * fu) * (1 - fv) +
          (lp[j]! * (1 - fu) + lp[j + 3]! * fu) * fv;
        g =
          (lp[i + 1]! * (1 - fu) + lp[i + 4]! * fu) * (1 - fv) +
          (lp[j + 1]! * (1 - fu) + lp[j + 4]! * fu) * fv;
        b =
          (lp[i + 2]! * (1 - fu) + lp[i + 5]! * fu) * (1 - fv) +
          (lp[j + 2]! * (1 - fu) + lp[j + 5]! * fu) * fv;
      } else {
        [r, g, b] = c.glass;
      }
      const o = (y * W + x) * 3;
      scene[o] = r * shade + (255 - r * shade) * glare;
      scene[o + 1] = g * shade + (255 - g * shade) * glare;
      scene[o + 2] = b * shade + (255 - b * shade) * glare;
    }
  }
}

/** Pixels for a plan: background, cylinders, the camera's view, then its faults and JPEG. */
export async function renderPhotoReal(
  plan: PhotoRealPlan,
  W: number,
  H: number,
  conditions: SceneConditions,
  rng: Rng,
): Promise<Buffer> {
  // Rendered small and enlarged in a second step: given an SVG, sharp would otherwise redraw it
  // at full size (with its blur filter, ~50 s).
  const small = await sharp(
    Buffer.from(svgDoc(Math.round(W / 4), Math.round(H / 4), plan.background)),
  )
    .png()
    .toBuffer();
  const bg = await sharp(small).resize(W, H).removeAlpha().raw().toBuffer();
  for (const c of plan.cylinders) await paintCylinder(bg, W, H, c);
  const viewed = warpImage(bg, W, H, cameraOf(W, H, plan));
  let image = sharp(viewed, { raw: { width: W, height: H, channels: 3 } });
  if (plan.exposure.gain < 1) image = image.linear(plan.exposure.gain, plan.exposure.lift);
  if (conditions.blur >= 0.3) image = image.blur(conditions.blur);
  const n = plan.motion.length | 1;
  if (n >= 3) {
    // sharp wants a kernel at least 3 wide both ways: a line of ones through a 3 × n box.
    const kernel = Array.from({ length: 3 * n }, (_, i) =>
      plan.motion.vertical ? (i % 3 === 1 ? 1 : 0) : i >= n && i < 2 * n ? 1 : 0,
    );
    image = image.convolve({
      width: plan.motion.vertical ? 3 : n,
      height: plan.motion.vertical ? n : 3,
      kernel,
    });
  }
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return finishPhoto(data, info, conditions, rng);
}
