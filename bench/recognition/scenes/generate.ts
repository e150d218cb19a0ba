import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drawBoard } from './board';
import { drawPhoto } from './photo';
import { drawPhotoReal, renderPhotoReal, type PhotoRealPlan } from './photo-real';
import { createRng, sceneSeed, type Rng } from './prng';
import { createProductSource, type CatalogueBeer, type ProductSource } from './products';
import { renderScene } from './render';
import { drawShelf } from './shelf';
import { svgDoc } from './svg';
import { drawTaps } from './tap';
import type { DrawnScene, Layout, SceneConditions, SceneKind, SceneTruth } from './types';
import { inventedOnly } from './types';

/** Bump when drawing changes: cached scenes from another version are regenerated. */
export const GENERATOR_VERSION = 6;
export const DEFAULT_SEED = 20240611;
export const DEFAULT_COUNTS: Record<SceneKind, number> = {
  shelf: 20,
  tap: 20,
  board: 20,
  photo: 20,
  unknown: 12,
  // Last, so adding it left every other kind's scene seeds (k × 1000 + index) as they were.
  'photo-real': 40,
  // Phone photos of one bottle of an invented product (last, for the same reason): photo-real's
  // single bottles are all catalogue beers, so only these show what a phone photo of a beer the
  // catalogue lacks is named.
  'unknown-real': 10,
  // Phone photos of one bottle of another brewery's beer under a catalogue beer's name (last, for
  // the same reason): what a best guess made identified on a name alone would get wrong.
  'namesake-real': 10,
};

const SIZES: [number, number][] = [
  [1100, 820], // 0.9 MP
  [1632, 1224], // 2 MP
  [2048, 1536], // 3 MP
  [2592, 1944], // 5 MP
  [3264, 2448], // 8 MP
];
const TWELVE_MP: [number, number] = [4000, 3000];
/** Phone photos: mostly the camera's own 12 MP, some 2 MP as a messenger app resends them. */
const PHONE_SIZES: [number, number][] = [TWELVE_MP, TWELVE_MP, TWELVE_MP, TWELVE_MP, [1600, 1200]];
const LAYOUTS: Layout[] = ['shelf', 'tap', 'board', 'photo'];
const DRAW: Record<
  Exclude<Layout, 'photo-real'>,
  (W: number, H: number, rng: Rng, s: ProductSource, u: number) => DrawnScene
> = {
  shelf: drawShelf,
  tap: drawTaps,
  board: drawBoard,
  photo: drawPhoto,
};

export type SceneSpec = {
  kind: SceneKind;
  layout: Layout;
  index: number;
  seed: number;
  width: number;
  height: number;
  conditions: SceneConditions;
};

/** Which scenes to make, from the seed alone: sizes, conditions and each scene's own seed. */
export function planScenes(seed: number, counts: Record<SceneKind, number>): SceneSpec[] {
  const specs: SceneSpec[] = [];
  (Object.keys(counts) as SceneKind[]).forEach((kind, k) => {
    for (let index = 0; index < counts[kind]; index++) {
      const s = sceneSeed(seed, k * 1000 + index);
      const rng = createRng(s);
      const layout =
        kind === 'unknown'
          ? LAYOUTS[index % LAYOUTS.length]!
          : kind === 'unknown-real' || kind === 'namesake-real'
            ? 'photo-real'
            : kind;
      if (layout === 'photo-real') {
        const [w, h] = PHONE_SIZES[index % PHONE_SIZES.length]!;
        const portrait = rng.chance(0.7);
        const scale = w / 4000; // blur is in 12 MP pixels; a smaller photo blurs less
        specs.push({
          kind,
          layout,
          index,
          seed: s,
          width: portrait ? h : w,
          height: portrait ? w : h,
          conditions: {
            blur: Math.round(rng.range(0.3, 2.2) * scale * 100) / 100,
            noise: Math.round(rng.range(2, 9) * 10) / 10,
            jpegQuality: rng.int(70, 92),
          },
        });
        continue;
      }
      // Every fifth scene is a 12 MP 4000×3000 photo: the latency target is set on those.
      let [width, height] = index % 5 === 0 ? TWELVE_MP : rng.pick(SIZES);
      if (layout === 'photo' && rng.chance(0.6)) [width, height] = [height, width]; // portrait
      const conditions = {
        blur: index % 4 === 1 ? 0 : Math.round(rng.range(0, 1.5) * 100) / 100,
        noise: Math.round(rng.range(0, 8) * 10) / 10,
        jpegQuality: rng.int(60, 95),
      };
      specs.push({ kind, layout, index, seed: s, width, height, conditions });
    }
  });
  return specs;
}

export const sceneFile = (spec: SceneSpec) =>
  `${spec.kind}-${String(spec.index).padStart(2, '0')}.jpg`;

/** Every fourth photo-real scene has 2–3 bottles side by side; the rest one bottle. */
const bottlesIn = (spec: SceneSpec, rng: Rng) => (spec.index % 4 === 3 ? rng.int(2, 3) : 1);

/**
 * Draws one scene's SVG and ground truth (no pixels yet). A photo-real scene is drawn as a plan
 * (label SVGs and camera geometry) rendered by `renderSpec`; `svg` is then the plan as JSON, so
 * the self-check can compare it.
 */
export function drawScene(
  spec: SceneSpec,
  source: ProductSource,
): { svg: string; truth: SceneTruth; rng: Rng; plan?: PhotoRealPlan } {
  const rng = createRng(spec.seed ^ 0xa5a5a5a5);
  const truthOf = (products: SceneTruth['products'], effects?: string[]): SceneTruth => ({
    file: sceneFile(spec),
    kind: spec.kind,
    layout: spec.layout,
    width: spec.width,
    height: spec.height,
    conditions: spec.conditions,
    products,
    ...(effects ? { effects } : {}),
  });
  if (spec.layout === 'photo-real') {
    const invented = inventedOnly(spec.kind);
    const bottles = invented ? 1 : bottlesIn(spec, rng);
    // Single bottles are all catalogue beers (top-1 is measured on them), as on the real photos;
    // an unknown-real bottle is always invented, a namesake-real one borrows a catalogue name.
    const drawn = drawPhotoReal(spec.width, spec.height, rng, source, {
      bottles,
      unknownShare: invented ? 1 : bottles > 1 ? 0.15 : 0,
      ...(spec.kind === 'namesake-real' ? { products: [source.namesake(rng)] } : {}),
    });
    return {
      svg: JSON.stringify(drawn.plan),
      truth: truthOf(drawn.products, drawn.effects),
      rng,
      plan: drawn.plan,
    };
  }
  const unknownShare = inventedOnly(spec.kind) ? 1 : 0.15;
  const drawn = DRAW[spec.layout](spec.width, spec.height, rng, source, unknownShare);
  return { svg: svgDoc(spec.width, spec.height, drawn.svg), truth: truthOf(drawn.products), rng };
}

/** One scene's JPEG and ground truth. */
export async function renderSpec(spec: SceneSpec, source: ProductSource) {
  const { svg, truth, rng, plan } = drawScene(spec, source);
  const jpeg = plan
    ? await renderPhotoReal(plan, spec.width, spec.height, spec.conditions, rng)
    : await renderScene(svg, spec.width, spec.height, spec.conditions, rng);
  return { jpeg, truth };
}

export const catalogueFingerprint = (beers: CatalogueBeer[]) =>
  createHash('sha1')
    .update(beers.map((b) => b.key).join('\n'))
    .digest('hex')
    .slice(0, 16);

type Manifest = {
  version: number;
  seed: number;
  catalogue: string;
  counts: Record<SceneKind, number>;
  scenes: SceneTruth[];
};

export type GenerateOptions = {
  dir: string;
  seed?: number;
  counts?: Record<SceneKind, number>;
  regenerate?: boolean;
  onScene?: (done: number, total: number) => void;
};

/** The counts of `kinds` only (every kind when none given); the others are planned as 0 scenes. */
export function countsFor(kinds?: SceneKind[]): Record<SceneKind, number> {
  if (!kinds?.length) return DEFAULT_COUNTS;
  // planScenes seeds each scene from its kind's place in this order, not from what else is made,
  // so a kind made alone is the same pixels as in the whole set.
  const entries = Object.entries(DEFAULT_COUNTS) as [SceneKind, number][];
  return Object.fromEntries(entries.map(([k, n]) => [k, kinds.includes(k) ? n : 0])) as Record<
    SceneKind,
    number
  >;
}

const requested = (counts: Record<SceneKind, number>) =>
  (Object.keys(counts) as SceneKind[]).filter((k) => counts[k] > 0);

async function readManifest(dir: string): Promise<Manifest | null> {
  // Not .json: `prettier --check .` would then check this machine-written file.
  const file = path.join(dir, 'ground-truth.cache');
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Manifest) : null;
}

/** The kinds of `old` made as `counts` asks, by this generator version, seed and catalogue. */
function reusableKinds(
  old: Manifest | null,
  beers: CatalogueBeer[],
  opts: GenerateOptions,
  counts: Record<SceneKind, number>,
): SceneKind[] {
  if (
    !old ||
    old.version !== GENERATOR_VERSION ||
    old.seed !== (opts.seed ?? DEFAULT_SEED) ||
    old.catalogue !== catalogueFingerprint(beers)
  )
    return [];
  return requested(counts).filter(
    (k) =>
      old.counts[k] === counts[k] &&
      old.scenes.filter((s) => s.kind === k).every((s) => existsSync(path.join(opts.dir, s.file))),
  );
}

/**
 * The scenes already in `dir` of every kind `opts.counts` asks for (all kinds by default), when
 * made by this generator version, seed and catalogue; null when any asked-for kind is missing.
 */
export async function readCachedScenes(
  beers: CatalogueBeer[],
  opts: GenerateOptions,
): Promise<SceneTruth[] | null> {
  const counts = opts.counts ?? DEFAULT_COUNTS;
  const old = await readManifest(opts.dir);
  const kinds = reusableKinds(old, beers, opts, counts);
  if (!old || kinds.length < requested(counts).length) return null;
  return old.scenes.filter((s) => kinds.includes(s.kind));
}

/**
 * Renders the planned scenes to `dir` with a manifest of ground truth. Kinds already there (same
 * version, seed, catalogue and count) are kept, so kinds can be made one at a time.
 */
export async function generateScenes(beers: CatalogueBeer[], opts: GenerateOptions) {
  const seed = opts.seed ?? DEFAULT_SEED;
  const counts = opts.counts ?? DEFAULT_COUNTS;
  const old = await readManifest(opts.dir);
  // --regenerate remakes the kinds asked for; other kinds already made stay.
  const kept = reusableKinds(old, beers, opts, old?.counts ?? counts).filter((k) =>
    opts.regenerate ? counts[k] === 0 : counts[k] === 0 || counts[k] === old?.counts[k],
  );
  const toMake = requested(counts).filter((k) => !kept.includes(k));
  if (toMake.length === 0) {
    const scenes = (old?.scenes ?? []).filter((s) => counts[s.kind] > 0);
    return { scenes, reused: true, ms: 0 };
  }
  const started = performance.now();
  await mkdir(opts.dir, { recursive: true });
  const source = createProductSource(beers);
  const specs = planScenes(seed, countsFor(toMake));
  const made: SceneTruth[] = [];
  for (const spec of specs) {
    const { jpeg, truth } = await renderSpec(spec, source);
    await writeFile(path.join(opts.dir, truth.file), jpeg);
    made.push(truth);
    opts.onScene?.(made.length, specs.length);
  }
  const keptScenes = (old?.scenes ?? []).filter((s) => kept.includes(s.kind));
  const manifest: Manifest = {
    version: GENERATOR_VERSION,
    seed,
    catalogue: catalogueFingerprint(beers),
    counts: countsFor([...kept, ...toMake]),
    scenes: [...keptScenes, ...made],
  };
  await writeFile(path.join(opts.dir, 'ground-truth.cache'), JSON.stringify(manifest, null, 1));
  return {
    scenes: manifest.scenes.filter((s) => counts[s.kind] > 0),
    reused: false,
    ms: performance.now() - started,
  };
}
