import ort from 'onnxruntime-node';
import { defaultRegionOptions, findTextRegions, type TextRegion } from './components';
import { decode, resizeRaw, toTensorData, type RawImage } from './image';

const DET_MEAN = [0.485, 0.456, 0.406] as const;
const DET_STD = [0.229, 0.224, 0.225] as const;

/** Detector input size: longest side ≤ maxSide, both sides multiples of 32 (never upscaled much). */
export function detectionSize(width: number, height: number, maxSide: number) {
  const limit = Math.max(32, Math.floor(maxSide / 32) * 32);
  const ratio = Math.min(1, limit / Math.max(width, height));
  const round = (v: number) => Math.min(limit, Math.max(32, Math.round((v * ratio) / 32) * 32));
  return { width: round(width), height: round(height) };
}

export type Detection = {
  regions: TextRegion[];
  /** Multiply detector coordinates by these to get original pixels. */
  scaleX: number;
  scaleY: number;
  /** True when `stopEarly` ended the detection after a strip: `regions` are of part of the image. */
  stopped?: boolean;
};

/**
 * Asked after each strip but the last, with the text regions of the rows run so far and their
 * share of the image's rows: true stops the detection there.
 */
export type StopEarly = (regions: TextRegion[], share: number) => boolean;

/**
 * Runs the DB detector on a copy of the image decoded at detector size; `width` × `height` is the
 * size the regions are scaled to (the image's own, or the size it is read at).
 */
export async function detect(
  session: ort.InferenceSession,
  image: Buffer,
  width: number,
  height: number,
  maxSide: number,
  stopEarly?: StopEarly,
): Promise<Detection> {
  const size = detectionSize(width, height, maxSide);
  const small = await decode(image, size.width, size.height);
  return detectPixels(session, small, width, height, STRIPS, stopEarly);
}

/** The same on pixels already decoded (a label's region in the second pass, a finer look). */
export async function detectRaw(
  session: ort.InferenceSession,
  img: RawImage,
  maxSide: number,
  strips: Strips = STRIPS,
): Promise<Detection> {
  const size = detectionSize(img.width, img.height, maxSide);
  const small = await resizeRaw(img, size.width, size.height);
  return detectPixels(session, small, img.width, img.height, strips);
}

/**
 * A large detector input is run in horizontal strips, each with `margin` rows of the image around
 * it for context, and only its own rows kept: ONNX Runtime keeps the largest working set a session
 * ever needed, and the detector's is about 280 MB at 1280 × 960 in one piece. `pixels`: the most
 * a strip's own rows may hold. `margin` is a multiple of 32, as the detector's input sides. The
 * map is not quite what one piece gives (the detector also pools over the whole input), and with
 * 64 rows four phone photos lost their beer on the bench: large lettering crossed the seam.
 */
export type Strips = { pixels: number; margin: number };
export const STRIPS: Strips = { pixels: 700_000, margin: 192 };

/**
 * The detector's text probability map of the whole image, one value per pixel. `stopAfter` is
 * asked after each strip but the last with the number of rows filled so far: true ends the run
 * there, the rest of the map left at 0.
 */
export async function probabilityMap(
  session: ort.InferenceSession,
  small: RawImage,
  { pixels, margin }: Strips = STRIPS,
  stopAfter?: (map: Float32Array, rows: number) => boolean,
): Promise<Float32Array> {
  const { width, height, channels } = small;
  const strips = Math.max(1, Math.ceil((width * height) / pixels));
  const rows = Math.ceil(height / strips / 32) * 32;
  const map = new Float32Array(width * height);
  for (let top = 0; top < height; top += rows) {
    const bottom = Math.min(height, top + rows);
    const from = Math.max(0, top - margin);
    const to = Math.min(height, bottom + margin);
    const strip: RawImage = {
      data: small.data.subarray(from * width * channels, to * width * channels),
      width,
      height: to - from,
      channels,
    };
    const input = new ort.Tensor('float32', toTensorData(strip, DET_MEAN, DET_STD), [
      1,
      3,
      to - from,
      width,
    ]);
    const output = await session.run({ [session.inputNames[0]!]: input });
    const out = output[session.outputNames[0]!]!;
    const data = out.data as Float32Array;
    map.set(data.subarray((top - from) * width, (bottom - from) * width), top * width);
    input.dispose();
    out.dispose();
    if (bottom < height && stopAfter?.(map, bottom)) break;
  }
  return map;
}

async function detectPixels(
  session: ort.InferenceSession,
  small: RawImage,
  width: number,
  height: number,
  strips: Strips = STRIPS,
  stopEarly?: StopEarly,
): Promise<Detection> {
  // The text regions of the map's first `rows` rows.
  const regionsIn = (map: Float32Array, rows: number) =>
    findTextRegions(map.subarray(0, rows * small.width), small.width, rows, {
      ...defaultRegionOptions,
    });
  let done = small.height;
  const map = await probabilityMap(
    session,
    small,
    strips,
    stopEarly &&
      ((partial, rows) => {
        if (!stopEarly(regionsIn(partial, rows), rows / small.height)) return false;
        done = rows;
        return true;
      }),
  );
  return {
    regions: regionsIn(map, done),
    scaleX: width / small.width,
    scaleY: height / small.height,
    ...(done < small.height && { stopped: true }),
  };
}
