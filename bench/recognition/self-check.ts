import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { normaliseBeerText } from '@common/domain/beer-key';
import type { BenchBeer } from './catalogue';
import { scoreScene, type ResolvedTruth } from './score';
import { DEFAULT_COUNTS, drawScene, planScenes, renderSpec } from './scenes/generate';
import { createProductSource } from './scenes/products';
import { renderScene } from './scenes/render';
import { inventedOnly } from './scenes/types';

/**
 * Checks the benchmark itself: the generator is deterministic, every ground-truth box lies
 * inside its image, invented products are in no catalogue, and the scoring adds up.
 * Returns the failures (empty when all is well).
 */
export async function selfCheck(beers: BenchBeer[], seed: number): Promise<string[]> {
  const failures: string[] = [];
  const fail = (msg: string) => failures.push(msg);
  const specs = planScenes(seed, DEFAULT_COUNTS);
  if (!isDeepStrictEqual(specs, planScenes(seed, DEFAULT_COUNTS)))
    fail('planScenes differs between two calls');
  if (isDeepStrictEqual(specs, planScenes(seed + 1, DEFAULT_COUNTS)))
    fail('another seed gives the same plan');
  const keys = new Set(beers.map((b) => b.key));
  const names = new Set(beers.map((b) => normaliseBeerText(b.name)));
  const sourceA = createProductSource(beers);
  const sourceB = createProductSource(beers);
  for (const spec of specs) {
    const a = drawScene(spec, sourceA);
    const b = drawScene(spec, sourceB);
    const name = a.truth.file;
    if (a.svg !== b.svg || !isDeepStrictEqual(a.truth, b.truth)) fail(`${name}: not deterministic`);
    if (a.truth.products.length === 0) fail(`${name}: no products`);
    for (const p of a.truth.products) {
      if (p.boxes.length === 0) fail(`${name}: ${p.name} has no box`);
      for (const [x, y, w, h] of p.boxes) {
        if (!(x >= 0 && y >= 0 && w > 0 && h > 0 && x + w <= spec.width && y + h <= spec.height)) {
          fail(
            `${name}: box [${x},${y},${w},${h}] of ${p.name} is outside ${spec.width}×${spec.height}`,
          );
        }
      }
      if (spec.kind === 'namesake-real') {
        // Another brewery's beer: the catalogue knows its name, never its brewery.
        if (sourceA.knownBrewery(p.brewery))
          fail(`${name}: namesake brewery "${p.brewery}" is in the catalogue`);
        if (!names.has(normaliseBeerText(p.name)))
          fail(`${name}: namesake "${p.name}" borrows no catalogue name`);
      } else if (p.key === null && sourceA.collides(p))
        fail(`${name}: invented "${p.brewery} ${p.name}" is in the catalogue`);
      if (p.key !== null && !keys.has(p.key)) fail(`${name}: ${p.key} is not a catalogue key`);
      if (inventedOnly(spec.kind) && p.key !== null)
        fail(`${name}: a catalogue beer on an unknown-only scene`);
    }
  }
  for (const kind of Object.keys(DEFAULT_COUNTS)) {
    const big = specs.filter((s) => s.kind === kind && s.width * s.height >= 11.5e6).length;
    if (big < 3) fail(`${kind}: only ${big} scenes of 12 MP`);
  }
  // Pixels too: the same spec renders to the same JPEG bytes (two small scenes, for speed).
  for (const spec of specs.filter((s) => s.width * s.height < 1e6).slice(0, 2)) {
    const hash = async () => {
      const { svg, rng } = drawScene(spec, createProductSource(beers));
      const jpeg = await renderScene(svg, spec.width, spec.height, spec.conditions, rng);
      return createHash('sha1').update(jpeg).digest('hex');
    };
    if ((await hash()) !== (await hash()))
      fail(`${spec.kind}-${spec.index}: JPEG differs between renders`);
  }
  // And one photo-real scene (the first small one), whose pixels are warped in JavaScript.
  const real = specs.find((s) => s.kind === 'photo-real' && s.width * s.height < 3e6);
  if (real) {
    const hash = async () =>
      createHash('sha1')
        .update((await renderSpec(real, createProductSource(beers))).jpeg)
        .digest('hex');
    if ((await hash()) !== (await hash()))
      fail(`photo-real-${real.index}: JPEG differs between renders`);
  } else fail('no small photo-real scene to check for determinism');
  checkScoring(fail);
  return failures;
}

/** A hand-worked scene: 3 catalogue beers + 1 unknown; found 2 (one twice), 1 wrong. */
function checkScoring(fail: (msg: string) => void) {
  const product = (beerId: string | null, box: [number, number, number, number]) => ({
    key: beerId,
    beerId,
    brewery: 'B',
    name: beerId ?? 'x',
    boxes: [box],
  });
  const truth: ResolvedTruth = {
    file: 't.jpg',
    kind: 'shelf',
    layout: 'shelf',
    width: 100,
    height: 100,
    conditions: { blur: 0, noise: 0, jpegQuality: 90 },
    products: [
      product('a', [0, 0, 10, 10]),
      product('b', [20, 0, 10, 10]),
      product('c', [40, 0, 10, 10]),
      product(null, [60, 0, 10, 10]),
    ],
  };
  const beer = (beerId: string, box: [number, number, number, number]) => ({
    beerId,
    name: beerId,
    brewery: 'B',
    confidence: 1,
    boxes: [box],
  });
  const r = scoreScene(
    truth,
    {
      beers: [
        beer('a', [1, 1, 8, 8]),
        beer('a', [0, 50, 5, 5]),
        beer('b', [70, 70, 5, 5]),
        beer('z', [0, 0, 1, 1]),
      ],
      unrecognised: [],
    },
    10,
  );
  const got = [
    r.present,
    r.reported,
    r.correct,
    r.boxHits,
    r.misses.length,
    r.falsePositives.length,
  ];
  if (!isDeepStrictEqual(got, [3, 3, 2, 1, 1, 1]))
    fail(`scoring: expected [3,3,2,1,1,1], got ${JSON.stringify(got)}`);
}
