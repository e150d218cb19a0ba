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
};

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
): Promise<Detection> {
  const size = detectionSize(width, height, maxSide);
  const small = await decode(image, size.width, size.height);
  return detectPixels(session, small, width, height);
}

/** The same on pixels already decoded (a label's region in the second pass). */
export async function detectRaw(
  session: ort.InferenceSession,
  img: RawImage,
  maxSide: number,
): Promise<Detection> {
  const size = detectionSize(img.width, img.height, maxSide);
  const small = await resizeRaw(img, size.width, size.height);
  return detectPixels(session, small, img.width, img.height);
}

async function detectPixels(
  session: ort.InferenceSession,
  small: RawImage,
  width: number,
  height: number,
): Promise<Detection> {
  const size = { width: small.width, height: small.height };
  const input = new ort.Tensor('float32', toTensorData(small, DET_MEAN, DET_STD), [
    1,
    3,
    size.height,
    size.width,
  ]);
  const output = await session.run({ [session.inputNames[0]!]: input });
  const map = output[session.outputNames[0]!]!;
  const regions = findTextRegions(map.data as Float32Array, size.width, size.height, {
    ...defaultRegionOptions,
  });
  input.dispose();
  map.dispose();
  return { regions, scaleX: width / size.width, scaleY: height / size.height };
}
