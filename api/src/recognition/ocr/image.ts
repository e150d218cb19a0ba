import sharp from 'sharp';
import type { Quad } from './types';

/** Decoded pixels: interleaved, `channels` bytes per pixel (3 = RGB). */
export type RawImage = { data: Uint8Array; width: number; height: number; channels: number };

// Alpha is flattened onto white (labels in PNGs are usually dark on transparent); grey images
// are widened to sRGB so every consumer can assume three channels.
const pipeline = (image: Buffer) =>
  sharp(image, { failOn: 'none' }).flatten({ background: '#ffffff' }).toColourspace('srgb');

export async function imageSize(image: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(image, { failOn: 'none' }).metadata();
  if (!meta.width || !meta.height) throw new Error('OCR: unreadable image');
  return { width: meta.width, height: meta.height };
}

export async function decode(image: Buffer, width?: number, height?: number): Promise<RawImage> {
  let p = pipeline(image);
  // fit 'fill': the detector wants both sides a multiple of 32; the tiny aspect change is undone
  // when boxes are mapped back with separate x and y scales.
  if (width && height) p = p.resize(width, height, { fit: 'fill' });
  const { data, info } = await p.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Decoded pixels resized to exactly width × height (sharp, Lanczos), as a new RawImage. */
export async function resizeRaw(img: RawImage, width: number, height: number): Promise<RawImage> {
  if (img.width === width && img.height === height) return img;
  const { data, info } = await sharp(img.data, { raw: rawInfo(img) })
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

export const rawInfo = (img: RawImage) => ({
  width: img.width,
  height: img.height,
  channels: img.channels as 3,
});

/**
 * CHW float tensor data in BGR order (PaddleOCR models were trained on OpenCV's BGR),
 * normalised as (x / 255 − mean) / std per channel.
 */
export function toTensorData(
  img: RawImage,
  mean: readonly [number, number, number],
  std: readonly [number, number, number],
): Float32Array {
  const { data, width, height, channels } = img;
  const plane = width * height;
  const out = new Float32Array(3 * plane);
  // Channel c of the output (B, G, R) reads byte 2 − c of each RGB pixel.
  for (let c = 0; c < 3; c++) {
    const scale = 1 / (255 * std[c]!);
    const shift = mean[c]! / std[c]!;
    const src = 2 - c;
    const base = c * plane;
    for (let i = 0; i < plane; i++) out[base + i] = data[i * channels + src]! * scale - shift;
  }
  return out;
}

/**
 * Samples the quad (clockwise from the text's top-left) into a width × height BGR tensor
 * normalised to −1..1, read straight from the full-resolution pixels. When the text is larger
 * than the target it averages an n × n grid of bilinear samples per output pixel, so strokes do
 * not alias. Columns from `width` to `padTo` stay 0 (mid grey), as PaddleOCR pads.
 */
export function warpQuad(
  img: RawImage,
  quad: Quad,
  width: number,
  height: number,
  padTo = width,
): Float32Array {
  const { data, channels: ch } = img;
  const iw = img.width;
  const ih = img.height;
  const [tl, tr, , bl] = quad;
  // Source step per output pixel along the text (a) and across it (b).
  const ax = (tr[0] - tl[0]) / width;
  const ay = (tr[1] - tl[1]) / width;
  const bx = (bl[0] - tl[0]) / height;
  const by = (bl[1] - tl[1]) / height;
  const scale = Math.max(Math.hypot(ax, ay), Math.hypot(bx, by));
  const n = Math.min(6, Math.max(1, Math.ceil(scale)));
  const inv = 1 / (n * n * 127.5);
  const plane = padTo * height;
  const out = new Float32Array(3 * plane);
  for (let oy = 0; oy < height; oy++) {
    for (let ox = 0; ox < width; ox++) {
      let b = 0;
      let g = 0;
      let r = 0;
      for (let sy = 0; sy < n; sy++) {
        const fy = oy + (sy + 0.5) / n;
        for (let sx = 0; sx < n; sx++) {
          const fx = ox + (sx + 0.5) / n;
          // Pixel centres sit at +0.5, hence the −0.5 before bilinear interpolation.
          let x = tl[0] + fx * ax + fy * bx - 0.5;
          let y = tl[1] + fx * ay + fy * by - 0.5;
          x = x < 0 ? 0 : x > iw - 1 ? iw - 1 : x;
          y = y < 0 ? 0 : y > ih - 1 ? ih - 1 : y;
          const x0 = x | 0;
          const y0 = y | 0;
          const x1 = x0 + 1 < iw ? x0 + 1 : x0;
          const y1 = y0 + 1 < ih ? y0 + 1 : y0;
          const wx = x - x0;
          const wy = y - y0;
          const i00 = (y0 * iw + x0) * ch;
          const i01 = (y0 * iw + x1) * ch;
          const i10 = (y1 * iw + x0) * ch;
          const i11 = (y1 * iw + x1) * ch;
          const w00 = (1 - wx) * (1 - wy);
          const w01 = wx * (1 - wy);
          const w10 = (1 - wx) * wy;
          const w11 = wx * wy;
          r += data[i00]! * w00 + data[i01]! * w01 + data[i10]! * w10 + data[i11]! * w11;
          g +=
            data[i00 + 1]! * w00 +
            data[i01 + 1]! * w01 +
            data[i10 + 1]! * w10 +
            data[i11 + 1]! * w11;
          b +=
            data[i00 + 2]! * w00 +
            data[i01 + 2]! * w01 +
            data[i10 + 2]! * w10 +
            data[i11 + 2]! * w11;
        }
      }
      const o = oy * padTo + ox;
      out[o] = b * inv - 1;
      out[plane + o] = g * inv - 1;
      out[2 * plane + o] = r * inv - 1;
    }
  }
  return out;
}
