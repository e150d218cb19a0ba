import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBenchCatalogue } from './catalogue';
import { countsFor, DEFAULT_SEED, generateScenes } from './scenes/generate';
import type { SceneKind } from './scenes/types';

/**
 * Where scenes are written (gitignored); shared by the generator and the harness.
 * BENCH_SCENES_DIR moves them, e.g. to keep two runs of different generator versions apart.
 */
export const SCENES_DIR = path.resolve(
  process.env.BENCH_SCENES_DIR ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../.scenes'),
);

// Run as its own process by run.ts, so rendering 12 MP scenes does not count in the
// recogniser's peak memory.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string' },
      regenerate: { type: 'boolean' },
      kind: { type: 'string' },
    },
  });
  const { database, beers } = await buildBenchCatalogue();
  const result = await generateScenes(beers, {
    dir: SCENES_DIR,
    seed: values.seed ? Number(values.seed) : DEFAULT_SEED,
    regenerate: values.regenerate,
    // One kind alone (the others left as they are in the folder): the same scenes, much sooner.
    counts: countsFor(values.kind ? [values.kind as SceneKind] : undefined),
    onScene: (done, total) => process.stdout.write(`\rgenerating scenes ${done}/${total}`),
  });
  process.stdout.write(
    result.reused ? 'scenes up to date\n' : ` in ${(result.ms / 1000).toFixed(1)} s\n`,
  );
  await database.close();
}
