export type Point = [number, number];
/** Axis-aligned [x, y, width, height] in the input image's pixels. */
export type Box = [number, number, number, number];
export type Quad = [Point, Point, Point, Point];

export type OcrLine = {
  /** As read, original case. */
  text: string;
  /** Mean CTC probability of the kept characters, 0..1. */
  confidence: number;
  /** Axis-aligned bounds of the text region. */
  box: Box;
  /** Oriented quad, clockwise from the text's top-left. */
  polygon: Quad;
  /**
   * Reading direction in degrees: 0 = left-to-right, 90 = top-to-bottom, -90 = bottom-to-top,
   * ±180 = upside down, other values for tilted text.
   */
  angle: number;
  /** The text's height in px (short side of the oriented box). */
  lineHeight: number;
  /**
   * Other readings of the same line that did not win: the region read again with its ends
   * lengthened, or read again on the closer look. Display lettering is read differently each
   * time ("RAbbot Ale", "Abbot Ale"); the matcher tries each (matching.ts).
   */
  variants?: Variant[];
};

export type Variant = { text: string; confidence: number };

export type OcrResult = { width: number; height: number; lines: OcrLine[]; ms: number };

export interface OcrEngine {
  /** Reads an image buffer (JPEG/PNG/WebP, already EXIF-oriented). Coordinates are in that image's pixels. */
  read(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

export type OcrEngineOptions = {
  /** Run the engine in worker threads so reads never block the event loop (default true). */
  inWorker?: boolean;
  /** Worker threads reading side by side (default: one per core, at most 4). */
  workers?: number;
  /** The detector's ONNX Runtime intra-op threads (default 2 on 2+ cores, else 1). */
  threads?: number;
  /** Longest side of the detection input in px, rounded to a multiple of 32 (default 1280). */
  maxSide?: number;
  /**
   * Small print on many labels is detected again at a finer scale (fine-pass.ts; default true):
   * shelves name more beers and take about 0.5 s longer at 12 MP.
   */
  finePass?: boolean;
};
