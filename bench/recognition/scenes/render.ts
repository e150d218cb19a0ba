import sharp from 'sharp';
import { createRng, type Rng } from './prng';
import type { SceneConditions } from './types';

// One table of Gaussian samples, reused by offset: per-pixel Box-Muller on 12 MP costs seconds.
const NOISE = (() => {
  const rng = createRng(0x5eed);
  return Float32Array.from({ length: 1 << 16 }, () => rng.gauss());
})();

/**
 * SVG → pixels with librsvg, then the camera's faults: Gaussian blur, sensor noise and JPEG
 * compression. Returns the JPEG bytes the recogniser will be given.
 */
export async function renderScene(
  svg: string,
  width: number,
  height: number,
  conditions: SceneConditions,
  rng: Rng,
): Promise<Buffer> {
  let image = sharp(Buffer.from(svg), { limitInputPixels: false })
    .resize(width, height)
    .flatten({ background: '#808080' });
  if (conditions.blur >= 0.3) image = image.blur(conditions.blur);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return finishPhoto(data, info, conditions, rng);
}

/** Sensor noise (in place) and JPEG compression: the last steps of every rendered scene. */
export function finishPhoto(
  data: Buffer,
  info: { width: number; height: number; channels: number },
  conditions: SceneConditions,
  rng: Rng,
): Promise<Buffer> {
  if (conditions.noise > 0) {
    let offset = rng.int(0, NOISE.length - 1);
    const step = rng.int(1, 97) | 1; // odd stride: the table's period never lines up with rows
    for (let i = 0; i < data.length; i++) {
      offset = (offset + step) & 0xffff;
      const v = data[i]! + NOISE[offset]! * conditions.noise;
      data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels as 3 },
  })
    .jpeg({ quality: conditions.jpegQuality, mozjpeg: false })
    .toBuffer();
}
