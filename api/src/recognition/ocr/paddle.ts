import { availableParallelism } from 'node:os';
import { detect, detectRaw } from './detect';
import { EDGES, grewAtEdges, intrudes, isVariant, lengthened } from './edges';
import {
  quadAngle,
  quadBox,
  quadHeight,
  quadLength,
  rectToQuad,
  roundQuad,
  scaleQuad,
  turnQuad,
} from './geometry';
import { FINE_PASS, wantsFinePass } from './fine-pass';
import { decode, imageSize, type RawImage } from './image';
import { loadModels, releaseModels, type OcrModels } from './models';
import { RecognitionPool, type CropKind, type Lend } from './recognition-pool';
import { classifierInput, recognitionInput, type CropInput, type Reading } from './recognize';
import {
  isWeakReading,
  labelRegion,
  lineInPhoto,
  mergeLines,
  regionView,
  turnsFor,
} from './second-pass';
import type { OcrEngine, OcrEngineOptions, OcrLine, OcrResult, Point, Quad } from './types';

export type PaddleOptions = Omit<OcrEngineOptions, 'inWorker' | 'workers'> & {
  /** Widest recogniser input; longer lines are squeezed (default 960). */
  maxCropWidth?: number;
  /** Lines read with less confidence are dropped (default 0.5). */
  minConfidence?: number;
  /** Threads sharing the crops: 2 adds one helper thread (default 2 when 2+ cores). */
  recognitionThreads?: number;
  /**
   * Longest side a photo is read at (default 2048, as the server's intake sends): a larger one
   * is downscaled by sharp first. Coordinates are still the photo's own.
   */
  maxReadSide?: number;
  /** A closer look at the label when the first pass reads little (default true). */
  secondPass?: boolean;
};

/** Boxes this much taller than wide hold vertical text (tap handles, can sides). */
const VERTICAL_ASPECT = 1.5;
/** PaddleOCR's cls_thresh: horizontal text is read upside down too when the classifier is this sure. */
const FLIP_THRESHOLD = 0.9;
/**
 * Below this confidence, a region's next likeliest reading direction is tried as well. Only
 * vertical boxes have a direction left to try (a short tall box: upright); a horizontal one is
 * read upright, or both ways when the classifier is sure it is upside down.
 */
const RETRY_BELOW = 0.75;

type Best = { quad: Quad; reading: Reading; variants?: Reading[] };
type Plan = { directions: Quad[]; mustRead: number };

/** In-process PaddleOCR v4 engine: DB detection, angle classification, CTC recognition. */
export class PaddleOcrEngine implements OcrEngine {
  private closed = false;
  /** Phase times of the last read in ms, for the benchmark and for debugging slow photos. */
  lastTimings = { detect: 0, recognise: 0, secondPass: 0, regions: 0, recogniserRuns: 0 };

  private constructor(
    private readonly models: OcrModels,
    private readonly pool: RecognitionPool,
    private readonly options: Required<
      Pick<PaddleOptions, 'maxSide' | 'maxCropWidth' | 'maxReadSide' | 'secondPass' | 'finePass'>
    > & { minConfidence: number },
  ) {}

  /** `lend`: in a pool worker, borrows an idle peer's recogniser (recognition-pool.ts). */
  static async create(options: PaddleOptions = {}, lend?: Lend): Promise<PaddleOcrEngine> {
    const models = await loadModels(options.threads ?? Math.min(2, availableParallelism()));
    const pool = new RecognitionPool(models, lend);
    const threads = options.recognitionThreads ?? Math.min(2, availableParallelism());
    if (threads > 1) await pool.startHelper();
    return new PaddleOcrEngine(models, pool, {
      maxSide: options.maxSide ?? 1280,
      maxCropWidth: options.maxCropWidth ?? 960,
      minConfidence: options.minConfidence ?? 0.5,
      maxReadSide: options.maxReadSide ?? 2048,
      secondPass: options.secondPass ?? true,
      finePass: options.finePass ?? true,
    });
  }

  async read(image: Buffer): Promise<OcrResult> {
    if (this.closed) throw new Error('OCR engine is closed');
    const started = performance.now();
    const { width, height } = await imageSize(image);
    // Read at most maxReadSide: a 12 MP photo's pixels add time and memory, not words.
    const shrink = Math.min(1, this.options.maxReadSide / Math.max(width, height));
    const rw = Math.max(1, Math.round(width * shrink));
    const rh = Math.max(1, Math.round(height * shrink));
    // The read copy is decoded on sharp's threads while the detector runs.
    const readPixels = shrink < 1 ? decode(image, rw, rh) : decode(image);
    readPixels.catch(() => undefined);
    const { finePass } = this.options;
    let found = await detect(
      this.models.det!,
      image,
      rw,
      rh,
      this.options.maxSide,
      finePass ? wantsFinePass : undefined,
    );
    const full = await readPixels;
    // The finer detection at the read copy's own size: any smaller and small print is lost.
    if (finePass && (found.stopped || wantsFinePass(found.regions)))
      found = await detectRaw(this.models.det!, full, this.options.maxReadSide, FINE_PASS.strips);
    const detected = performance.now();
    const runsBefore = this.pool.runs;
    const quads = found.regions.map((r) => scaleQuad(rectToQuad(r), found.scaleX, found.scaleY));
    const best = await this.readAll(full, quads);
    // Back to the photo's own pixels (nothing to do when it was read at full size).
    const readToPhoto = {
      toPhoto: ([x, y]: Point): Point => [x / shrink, y / shrink],
      scale: shrink,
    };
    let lines = best.flatMap((b) => {
      if (!b) return [];
      const line = this.toLine(b, full);
      return [shrink < 1 ? lineInPhoto(line, readToPhoto, width, height) : line];
    });
    lines.sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);
    const firstDone = performance.now();
    if (this.options.secondPass && isWeakReading(lines)) {
      const boxes = quads.map((q) => quadBox(scaleQuad(q, 1 / shrink, 1 / shrink), width, height));
      lines = await this.closerLook(image, lines, labelRegion(boxes, width, height), width, height);
    }
    const done = performance.now();
    this.lastTimings = {
      detect: Math.round(detected - started),
      recognise: Math.round(firstDone - detected),
      secondPass: Math.round(done - firstDone),
      regions: quads.length,
      recogniserRuns: this.pool.runs - runsBefore,
    };
    return { width, height, lines, ms: Math.round(done - started) };
  }

  /**
   * The second pass: the label's region cut from the photo at its own resolution, contrast
   * equalised, read upright and, for vertical text, turned 90° and 270°. What it reads is merged
   * into the first pass's lines (second-pass.ts).
   */
  private async closerLook(
    image: Buffer,
    first: OcrLine[],
    region: ReturnType<typeof labelRegion>,
    width: number,
    height: number,
  ): Promise<OcrLine[]> {
    if (region.width < 16 || region.height < 16) return first;
    let lines = first;
    // At least the detector's size, so a small label is enlarged; at most the read size.
    const side = Math.min(
      this.options.maxReadSide,
      Math.max(this.options.maxSide, region.width, region.height),
    );
    for (const turn of turnsFor(first, region)) {
      const view = await regionView(image, region, turn, side);
      const found = await detectRaw(this.models.det!, view.img, this.options.maxSide);
      const quads = found.regions.map((r) => scaleQuad(rectToQuad(r), found.scaleX, found.scaleY));
      const best = await this.readAll(view.img, quads);
      const more = best.flatMap((b) =>
        b ? [lineInPhoto(this.toLine(b, view.img), view, width, height)] : [],
      );
      lines = mergeLines(lines, more);
    }
    return lines;
  }

  /**
   * Reads every region in rounds, so each round's crops can be shared between threads. A region
   * is read in each direction its plan insists on, then in its remaining directions only while
   * its best reading stays poor; the most confident reading wins.
   */
  private async readAll(img: RawImage, quads: Quad[]): Promise<(Best | null)[]> {
    const plans = await this.planDirections(img, quads);
    const best: (Best | null)[] = quads.map(() => null);
    const wanted = (i: number, round: number) => {
      const plan = plans[i]!;
      if (round >= plan.directions.length) return false;
      return round < plan.mustRead || best[i]!.reading.confidence < RETRY_BELOW;
    };
    let todo = quads.map((_, i) => i);
    for (let round = 0; todo.length; round++) {
      const crops = todo.map((i) => plans[i]!.directions[round]!);
      const inputs = crops.map((q) => recognitionInput(img, q, this.options.maxCropWidth));
      const readings = await this.pool.rec(inputs);
      todo.forEach((i, k) => {
        const reading = readings[k]!;
        if (!best[i] || reading.confidence > best[i].reading.confidence) {
          best[i] = { quad: crops[k]!, reading };
        }
      });
      todo = todo.filter((i) => wanted(i, round + 1));
    }
    const { minConfidence } = this.options;
    const kept = best.map((b) =>
      b && b.reading.text && b.reading.confidence >= minConfidence ? b : null,
    );
    if (quads.length <= EDGES.maxRegions) await this.readEdges(img, quads, kept);
    return kept;
  }

  /** Reads each line again lengthened at both ends; keeps what grew (see EDGES). */
  private async readEdges(img: RawImage, regions: Quad[], best: (Best | null)[]): Promise<void> {
    const todo = best.flatMap((b, i) => {
      if (!b) return [];
      const longer = lengthened(b.quad);
      const others = regions.filter((_, j) => j !== i);
      return intrudes(b.quad, longer, others) ? [] : [{ i, longer }];
    });
    const readings = await this.pool.rec(
      todo.map(({ longer }) => recognitionInput(img, longer, this.options.maxCropWidth)),
    );
    todo.forEach(({ i, longer }, k) => {
      const first = best[i]!;
      const reading = readings[k]!;
      if (grewAtEdges(first.reading, reading)) best[i] = { quad: longer, reading };
      else if (isVariant(first.reading, reading)) first.variants = [reading];
    });
  }

  /**
   * Each region's reading directions, likeliest first, and how many must be read. Confidence
   * alone cannot pick a direction (text read upside down often scores > 0.8, digits especially)
   * and the classifier alone misjudges about 1% of upright label text, so where either could be
   * wrong both directions are read and compared.
   */
  private async planDirections(img: RawImage, quads: Quad[]): Promise<Plan[]> {
    const vertical = quads.map((q) => quadHeight(q) > VERTICAL_ASPECT * quadLength(q));
    const horizontal = quads.filter((_, i) => !vertical[i]);
    const flips = await this.pool.cls(horizontal.map((q) => classifierInput(img, q)));
    let h = 0;
    return quads.map((q, i) => {
      if (!vertical[i]) {
        // Upright is by far the commonest; upside down only when the classifier is sure, and
        // then both are read and compared. A poor upright reading is not read upside down
        // again: on the bench's shelves that took a tenth of all recogniser runs and never
        // found text the right way up, only marks ("o", "-") that outscored a misread name.
        const flip = flips[h++]! > FLIP_THRESHOLD;
        return flip
          ? { directions: [q, turnQuad(q, 2)], mustRead: 2 }
          : { directions: [q], mustRead: 1 };
      }
      // Top-to-bottom and bottom-to-top are equally likely on tap handles: read both.
      const directions = [turnQuad(q, 1), turnQuad(q, 3)];
      // A short tall box may just be one upright glyph ("1", "I").
      if (quadHeight(q) < 3 * quadLength(q)) directions.push(q);
      return { directions, mustRead: 2 };
    });
  }

  /** Runs a peer's crops on this engine's models (the other side of a `lend`). */
  runCrops(kind: CropKind, inputs: CropInput[]): Promise<unknown[]> {
    if (this.closed) throw new Error('OCR engine is closed');
    return this.pool.runHere(kind, inputs);
  }

  private toLine({ quad, reading, variants }: Best, img: RawImage): OcrLine {
    const sure = (c: number) => Math.round(c * 1000) / 1000;
    return {
      text: reading.text,
      confidence: sure(reading.confidence),
      ...(variants && {
        variants: variants.map((v) => ({ text: v.text, confidence: sure(v.confidence) })),
      }),
      box: quadBox(quad, img.width, img.height),
      polygon: roundQuad(quad),
      angle: quadAngle(quad),
      lineHeight: Math.round(quadHeight(quad) * 10) / 10,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.close();
    await releaseModels(this.models);
  }
}
