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

/** Greedy CTC: argmax per step, merge repeats, drop blanks; confidence = mean kept probability. */
export function ctcDecode(
  probs: Float32Array,
  steps: number,
  classes: number,
  charset: string[],
): Reading {
  let text = '';
  let sum = 0;
  let kept = 0;
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    const base = t * classes;
    let best = 0;
    let bestP = probs[base]!;
    for (let c = 1; c < classes; c++) {
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
