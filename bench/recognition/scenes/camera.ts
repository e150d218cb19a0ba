/** 3×3 row-major homography. */
export type Mat3 = number[];

const mul = (a: Mat3, b: Mat3): Mat3 => {
  const out: Mat3 = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++)
      out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return out;
};

export function invert(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

export const apply = (m: Mat3, x: number, y: number): [number, number] => {
  const w = m[6]! * x + m[7]! * y + m[8]!;
  return [(m[0]! * x + m[1]! * y + m[2]!) / w, (m[3]! * x + m[4]! * y + m[5]!) / w];
};

/**
 * The camera as a homography from the flat scene to the photo, about the image centre: zoom,
 * a tilt (roll) of `rollDeg`, and a perspective lean of (`px`, `py`) — the picture taken from a
 * little to the side or below, so one side of the bottle comes out larger than the other.
 */
export function cameraMatrix(
  W: number,
  H: number,
  rollDeg: number,
  px: number,
  py: number,
  zoom: number,
): Mat3 {
  const s = Math.max(W, H);
  const a = (rollDeg * Math.PI) / 180;
  const toCentre: Mat3 = [1 / s, 0, -W / 2 / s, 0, 1 / s, -H / 2 / s, 0, 0, 1];
  const back: Mat3 = [s, 0, W / 2, 0, s, H / 2, 0, 0, 1];
  const roll: Mat3 = [
    Math.cos(a) * zoom,
    -Math.sin(a) * zoom,
    0,
    Math.sin(a) * zoom,
    Math.cos(a) * zoom,
    0,
    0,
    0,
    1,
  ];
  const lean: Mat3 = [1, 0, 0, 0, 1, 0, px, py, 1];
  return mul(back, mul(lean, mul(roll, toCentre)));
}

/** Resamples an RGB image through `forward` (scene → photo) by its inverse, bilinear, edges clamped. */
export function warpImage(src: Buffer, W: number, H: number, forward: Mat3): Buffer {
  const inv = invert(forward);
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const w = inv[6]! * x + inv[7]! * y + inv[8]!;
      let sx = (inv[0]! * x + inv[1]! * y + inv[2]!) / w;
      let sy = (inv[3]! * x + inv[4]! * y + inv[5]!) / w;
      sx = sx < 0 ? 0 : sx > W - 1.001 ? W - 1.001 : sx;
      sy = sy < 0 ? 0 : sy > H - 1.001 ? H - 1.001 : sy;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * W + x0) * 3;
      const i10 = i00 + 3;
      const i01 = i00 + W * 3;
      const i11 = i01 + 3;
      const o = (y * W + x) * 3;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! + (src[i10 + c]! - src[i00 + c]!) * fx;
        const bottom = src[i01 + c]! + (src[i11 + c]! - src[i01 + c]!) * fx;
        out[o + c] = top + (bottom - top) * fy;
      }
    }
  }
  return out;
}
