import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asSent, inScenePixels } from './as-sent';
import { buildBenchCatalogue } from './catalogue';
import { createFakeRecognizer, type FakeTruth } from './fake-recognizer';
import { SCENES_DIR } from './generate-cli';
import { mb, startRssSampler } from './memory';
import { loadLocalRecognizer, type Recognizer } from './recognizer-port';
import { checkTargets, formatErrors, formatSummary, formatTargets } from './report';
import { scoreScene, summarise, type ResolvedTruth, type SceneResult } from './score';
import { selfCheck } from './self-check';
import { countsFor, DEFAULT_COUNTS, DEFAULT_SEED, readCachedScenes } from './scenes/generate';
import type { SceneKind } from './scenes/types';

const USAGE = `npm run bench:recognition -- [--kind shelf|tap|board|photo|unknown|photo-real|unknown-real|namesake-real] [--limit N]
  [--json out.json] [--regenerate] [--seed N] [--fake] [--self-check] [--errors N]
  [--ocr-cache DIR]   keep and reuse what the OCR read of each scene: scores a matching change in
                      seconds; its times and memory mean nothing`;
const { values: args } = parseArgs({
  options: {
    kind: { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'string' },
    regenerate: { type: 'boolean' },
    seed: { type: 'string' },
    fake: { type: 'boolean' },
    'self-check': { type: 'boolean' },
    errors: { type: 'string' },
    'ocr-cache': { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const seed = args.seed ? Number(args.seed) : DEFAULT_SEED;
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${mb(os.totalmem())} MB RAM, Node ${process.versions.node}, ${os.platform()} ${os.arch()}`;
console.log(`machine: ${machine}`);
// `npm start` runs the server with two malloc arenas (docs/deploy.md, "Memory"); peak RSS is
// only comparable with the same setting.
if (process.env.MALLOC_ARENA_MAX !== '2')
  console.warn('MALLOC_ARENA_MAX is not 2 as under `npm start`: peak RSS will read high');

const catalogue = await buildBenchCatalogue();
const starter = catalogue.beers.filter((b) => b.provenance === 'starter').length;
console.log(
  `catalogue: ${catalogue.beers.length} beers (${starter} starter) in ${(catalogue.loadMs / 1000).toFixed(1)} s`,
);

if (args['self-check']) {
  const failures = await selfCheck(catalogue.beers, seed);
  console.log(failures.length ? `self-check FAILED:\n${failures.join('\n')}` : 'self-check passed');
  await catalogue.database.close();
  process.exit(failures.length ? 1 : 0);
}

// Scenes are made in a child process so rendering does not inflate this process's peak RSS.
// With --kind only that kind is read, and made when missing.
const counts = countsFor(args.kind ? [args.kind as SceneKind] : undefined);
const cached = await readCachedScenes(catalogue.beers, { dir: SCENES_DIR, seed, counts });
if (!cached || args.regenerate) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'generate-cli.ts');
  const child = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      script,
      '--seed',
      `${seed}`,
      ...(args.regenerate ? ['--regenerate'] : []),
      ...(args.kind ? ['--kind', args.kind] : []),
    ],
    { stdio: 'inherit' },
  );
  if (child.status !== 0) throw new Error('scene generation failed');
}
const generated = await readCachedScenes(catalogue.beers, { dir: SCENES_DIR, seed, counts });
if (!generated) throw new Error(`no usable scenes in ${SCENES_DIR}`);

const ids = new Map(catalogue.beers.map((b) => [b.key, b.id]));
const limit = args.limit ? Number(args.limit) : Infinity;
// Every kind, in the order the scenes are planned.
const kinds = Object.keys(DEFAULT_COUNTS) as SceneKind[];
const scenes: ResolvedTruth[] = generated
  .filter((s) => !args.kind || s.kind === args.kind)
  .filter(
    (s) =>
      kinds.indexOf(s.kind) >= 0 && generated.filter((o) => o.kind === s.kind).indexOf(s) < limit,
  )
  .map((s) => ({
    ...s,
    products: s.products.map((p) => ({
      ...p,
      beerId: p.key === null ? null : (ids.get(p.key) ?? null),
    })),
  }));
const images = new Map<string, Buffer>();
const readImage = async (file: string) => images.get(file) ?? readFile(path.join(SCENES_DIR, file));

const sampler = startRssSampler();
const baselineMb = mb(process.memoryUsage().rss);
let recognizer: Recognizer;
const loadStart = performance.now();
if (args.fake) {
  const truths = new Map<string, FakeTruth>();
  for (const s of scenes) {
    const image = await readImage(s.file);
    images.set(s.file, image);
    truths.set(createHash('sha1').update(image).digest('hex'), s);
  }
  recognizer = createFakeRecognizer(truths, catalogue.beers);
} else {
  recognizer = await loadLocalRecognizer(catalogue.database.db, {
    ocrCache: args['ocr-cache'],
  }).catch(async (err: Error) => {
    console.error(err.message);
    await catalogue.database.close();
    process.exit(2);
  });
}
const loadMs = performance.now() - loadStart;
console.log(
  `recogniser: ${args.fake ? 'FAKE (harness check only)' : args['ocr-cache'] ? 'local, OCR read from the cache where it was read before (times and memory mean nothing)' : 'local'}, ready in ${Math.round(loadMs)} ms; RSS before it ${baselineMb} MB`,
);

const typeOf = (s: ResolvedTruth) => (s.layout === 'tap' ? 'tap' : 'shelf');
// One untimed call first: the server keeps its models warm, so the first call's lazy setup is not typical.
if (scenes[0])
  await recognizer
    .recognize((await asSent(await readImage(scenes[0].file))).image, typeOf(scenes[0]))
    .catch(() => undefined);

const results: SceneResult[] = [];
const peaks = new Map<SceneKind, number>();
const runStart = performance.now();
for (const kind of kinds) {
  sampler.mark();
  for (const scene of scenes.filter((s) => s.kind === kind)) {
    const photo = await readImage(scene.file);
    // The phone's downscale is not the server's time; the fake recogniser knows scenes by bytes.
    const sent = args.fake ? { image: photo, scale: 1 } : await asSent(photo);
    const started = performance.now();
    try {
      const rec = await recognizer.recognize(sent.image, typeOf(scene));
      results.push(scoreScene(scene, inScenePixels(rec, sent.scale), performance.now() - started));
    } catch (err) {
      const empty = scoreScene(scene, { beers: [], unrecognised: [] }, performance.now() - started);
      results.push({ ...empty, error: (err as Error).message });
    }
    process.stdout.write(`\r${kind} ${results.filter((r) => r.kind === kind).length}   `);
  }
  peaks.set(kind, mb(sampler.mark()));
}
const runMs = performance.now() - runStart;
await recognizer.close();
const peakMb = mb(sampler.stop());
await catalogue.database.close();

const summaries = kinds
  .filter((k) => results.some((r) => r.kind === k))
  .map((k) =>
    summarise(
      k,
      results.filter((r) => r.kind === k),
      peaks.get(k) ?? 0,
    ),
  );
const checks = checkTargets(summaries, results, peakMb);
// The bench's own PGlite (on disk, as a server keeps it) is most of the baseline; the part
// above it is what recognition itself added.
console.log(
  `\r${results.length} scenes in ${(runMs / 1000).toFixed(1)} s; peak RSS ${peakMb} MB (${peakMb - baselineMb} MB above the ${baselineMb} MB before the recogniser)\n`,
);
console.log(formatSummary(summaries));
console.log(`\n${formatTargets(checks)}`);
const errors = formatErrors(results, args.errors ? Number(args.errors) : 60);
if (errors) console.log(`\nmisses and false positives (scene, what):\n${errors}`);
if (args.json) {
  const out = {
    machine,
    seed,
    catalogue: { beers: catalogue.beers.length, starter },
    recognizer: args.fake ? 'fake' : 'local',
    loadMs,
    peakRssMb: peakMb,
    baselineRssMb: baselineMb,
    summaries,
    checks,
    results,
  };
  await writeFile(args.json, JSON.stringify(out, null, 2));
  console.log(`\nwrote ${args.json}`);
}
// Failed calls are scored as finding nothing, and also fail the command.
if (results.some((r) => r.error)) process.exitCode = 1;
