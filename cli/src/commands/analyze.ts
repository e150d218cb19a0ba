import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import type { scaleBox as ScaleBox } from '@api/recognition/intake';
import type { interpret } from '@api/recognition/interpret';
import { labelsOnce } from '@common/domain/read-labels';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

// No --type: the recogniser reads shelves and tap handles alike (every text angle, every
// layout), so a type would change nothing but the label of the output.
const OptionsSchema = z.object({ json: z.boolean().default(false) });

type Found = ReturnType<typeof interpret>['beers'][number];
const asJson = (scaleBox: typeof ScaleBox, scale: number) => (b: Found) => ({
  id: b.beerId,
  name: b.name,
  brewery: b.brewery,
  style: b.style,
  confidence: b.confidence,
  boxes: b.boxes.map((box) => scaleBox(box, scale)),
});

export const EMPTY_CATALOGUE =
  'The catalogue is empty, so no beer can be named: start the server once (`npm start` loads the starter catalogue) or add beers with `beerscout catalog import`.';

/** `beerscout analyze`: the site's recogniser on local files, without usage accounting. */
export function analyzeCommand(): Command {
  return new Command('analyze')
    .description(
      'Name the beers in photos with the local recogniser (no scan is counted or stored)',
    )
    .argument('<images...>', 'photos to analyse (JPEG, PNG, WebP)')
    .option('--json', 'print one JSON array instead of a summary')
    .addHelpText(
      'after',
      `
Boxes are [x, y, width, height] in each photo's own pixels. Beers the recogniser is not sure of
are listed apart as best guesses ("guesses"), never among the beers. A file that cannot be read
is reported on stderr and as { file, error } in the JSON; the other files are still analysed, and
the command then exits with status 1.

Examples:
  $ npx beerscout analyze shelf.jpg
  $ npx beerscout analyze taps1.jpg taps2.jpg --json > results.json`,
    )
    .action(async (images: string[], options: unknown) => {
      const { json } = parseOptions(OptionsSchema, options);
      const config = loadCliConfig();
      // The recogniser (OCR, image intake, sharp) is loaded here, not with the program, so every
      // other command (and `--help`) starts without it.
      const [{ CatalogueIndex }, intake, { interpret }, { createOcrEngine }] = await Promise.all([
        import('@api/recognition/catalogue-index'),
        import('@api/recognition/intake'),
        import('@api/recognition/interpret'),
        import('@api/recognition/ocr'),
      ]);
      const { intakeImage, scaleBox } = intake;
      const index = new CatalogueIndex(await runOperation(config, 'catalog.snapshot', {}));
      // A new data folder holds no beers until the server first starts (it loads the starter
      // catalogue) or a catalogue is imported: without this, every photo would seem unreadable.
      if (index.size === 0) console.error(EMPTY_CATALOGUE);
      const ocr = await createOcrEngine({ inWorker: false });
      const out = [];
      try {
        for (const file of images) {
          const started = performance.now();
          let image: Awaited<ReturnType<typeof intakeImage>>;
          let found: ReturnType<typeof interpret>;
          try {
            image = await intakeImage(await readFile(file));
            const read = await ocr.read(image.working);
            found = interpret(index, read.lines, read);
          } catch (err) {
            // One bad file must not lose the rest of the batch.
            const error = (err as Error).message;
            console.error(`${file}: ${error}`);
            out.push({ file, error });
            process.exitCode = 1;
            continue;
          }
          const ms = Math.round(performance.now() - started);
          out.push({
            file,
            ms,
            beers: found.beers.map(asJson(scaleBox, image.scale)),
            guesses: found.guesses.map(asJson(scaleBox, image.scale)),
            unrecognised: found.unrecognised.map((u) => ({
              text: u.text,
              box: scaleBox(u.box, image.scale),
            })),
          });
          if (!json) {
            console.log(`${file} (${ms} ms): ${found.beers.length} beers`);
            for (const b of found.beers)
              console.log(`  ${b.brewery} — ${b.name}  (${Math.round(b.confidence * 100)}%)`);
            for (const g of found.guesses)
              console.log(
                `  best guess: ${g.brewery} — ${g.name}?  (${Math.round(g.confidence * 100)}%)`,
              );
            for (const l of labelsOnce(found.unrecognised.map((u) => u.text)))
              console.log(
                `  not recognised: "${l.text}"${l.labels > 1 ? ` (on ${l.labels} labels)` : ''}`,
              );
          }
        }
      } finally {
        await ocr.close();
      }
      if (json) console.log(JSON.stringify(out));
    });
}
