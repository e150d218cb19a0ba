import ort from 'onnxruntime-node';
import { quadHeight, quadLength } from './geometry';
import { warpQuad, type RawImage } from './image';
import type { Quad } from './types';

const REC_HEIGHT = 48;
const CLS_WIDTH = 192;

export type Reading = { text: string; confidence: number };
/** One model input: CHW data at height 48 and the given (padded) width. */
export type CropInput = { data: Float32Array; width: number };

/** Input width for a crop of this quad at height 48, keeping its aspect, capped. */
function cropWidth(quad: Quad, maxWidth: number): number {
  const ratio = quadLength(quad) / Math.max(1, quadHeight(quad));
  return Math.min(maxWidth, Math.max(8, Math.ceil(REC_HEIGHT * ratio)));
}

/** Recogniser input for the quad, sampled from the full-resolution pixels. */
export function recognitionInput(img: RawImage, quad: Quad, maxWidth: number): CropInput {
  const width = cropWidth(quad, maxWidth);
  // The recogniser downsamples width by 8: pad so no column is dropped.
  const padded = Math.ceil(width / 8) * 8;
  return { data: warpQuad(img, quad, width, REC_HEIGHT, padded), width: padded };
}

/** Angle-classifier input (3×48×192): the crop squeezed to fit, padded like PaddleOCR. */
export function classifierInput(img: RawImage, quad: Quad): CropInput {
  const width = cropWidth(quad, CLS_WIDTH);
  return { data: warpQuad(img, quad, width, REC_HEIGHT, CLS_WIDTH), width: CLS_WIDTH };
}

const tensor = (input: CropInput) =>
  new ort.Tensor('float32', input.data, [1, 3, REC_HEIGHT, input.width]);

/**
 * Reads one crop with the CTC recogniser. One crop per run on purpose: batching padded crops
 * measured no faster per crop on CPU (the model's cost is per column).
 */
export async function runRecogniser(
  session: ort.InferenceSession,
  charset: string[],
  input: CropInput,
): Promise<Reading> {
  const out = await session.run({ [session.inputNames[0]!]: tensor(input) });
  const probs = out[session.outputNames[0]!]!;
  const [, steps, classes] = probs.dims as [number, number, number];
  return ctcDecode(probs.data as Float32Array, steps!, classes!, charset);
}

/** Probability that the crop is upside down (angle classifier, 0° vs 180°). */
export async function runClassifier(
  session: ort.InferenceSession,
  input: CropInput,
): Promise<number> {
  const out = await session.run({ [session.inputNames[0]!]: tensor(input) });
  return (out[session.outputNames[0]!]!.data as Float32Array)[1]!;
}

/** A label's own characters (Latin, digits, punctuation) for `scanOrder`. */
const isLabelChar = (chars: string) => [...chars].every((ch) => ch.codePointAt(0)! < 0x250);

const scanOrders = new WeakMap<string[], Int32Array>();
/**
 * The classes but the blank, in the order a step's likeliest is looked for: a label's own
 * characters first, then the charset's thousands of Chinese ones, which labels rarely show.
 */
function scanOrder(charset: string[], classes: number): Int32Array {
  let order = scanOrders.get(charset);
  if (order?.length !== classes - 1) {
    const label = (i: number) => charset[i] !== undefined && isLabelChar(charset[i]);
    const indices = Array.from({ length: classes - 1 }, (_, i) => i + 1);
    order = Int32Array.from([...indices.filter(label), ...indices.filter((i) => !label(i))]);
    scanOrders.set(charset, order);
  }
  return order;
}

/**
 * Greedy CTC: argmax per step, merge repeats, drop blanks; confidence = mean kept probability.
 * A step's probabilities sum to 1, so one above 0.5 is its argmax: the search stops there. Most
 * steps are a blank or a label character that sure, so most of the 6,600 classes are never
 * looked at: the same text, and a shelf photo's 266 lines decoded in 9–10 ms instead of 103–127.
 */
export function ctcDecode(
  probs: Float32Array,
  steps: number,
  classes: number,
  charset: string[],
): Reading {
  const order = scanOrder(charset, classes);
  let text = '';
  let sum = 0;
  let kept = 0;
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    let bestP = probs[base]!;
    for (let k = 0; k < order.length && bestP <= 0.5; k++) {
      const c = order[k]!;
      const p = probs[base + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== prev) {
      text += charset[best] ?? '';
      sum += bestP;
      kept++;
    }
    prev = best;
  }
  return { text: text.trim(), confidence: kept ? sum / kept : 0 };
}
