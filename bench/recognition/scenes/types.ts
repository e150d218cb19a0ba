/** [x, y, width, height] in image pixels, as the recogniser reports them. */
export type Box = [number, number, number, number];

export type SceneKind =
  'shelf' | 'tap' | 'board' | 'photo' | 'unknown' | 'photo-real' | 'unknown-real' | 'namesake-real';
/**
 * How a scene is drawn; an `unknown` scene borrows one of the other layouts, an `unknown-real`
 * or `namesake-real` scene the phone photo's.
 */
export type Layout = Exclude<SceneKind, 'unknown' | 'unknown-real' | 'namesake-real'>;

/**
 * Kinds of scenes holding no catalogue beer, only invented products (a namesake is another
 * brewery's beer under a catalogue beer's name): any beer reported on them is wrong.
 */
export const inventedOnly = (kind: SceneKind) =>
  kind === 'unknown' || kind === 'unknown-real' || kind === 'namesake-real';

/** A product to draw: a catalogue beer (key set) or an invented one (key null). */
export type Product = {
  key: string | null;
  brewery: string;
  name: string;
  style: string | null;
  abv: number;
  /** No other catalogue beer has this name: a label may then leave its brewery out. */
  uniqueName?: boolean;
};

export type TruthProduct = {
  /** The catalogue's brewery|name key; the uuid is looked up per run (PGlite makes new ones). */
  key: string | null;
  brewery: string;
  name: string;
  boxes: Box[];
};

export type SceneConditions = { blur: number; noise: number; jpegQuality: number };

export type SceneTruth = {
  file: string;
  kind: SceneKind;
  layout: Layout;
  width: number;
  height: number;
  conditions: SceneConditions;
  products: TruthProduct[];
  /** photo-real: what makes this photo hard ("script brand", "glare", "no brewery", …). */
  effects?: string[];
};

/** What a layout hands back: the SVG and where it put each product. */
export type DrawnScene = { svg: string; products: TruthProduct[] };
