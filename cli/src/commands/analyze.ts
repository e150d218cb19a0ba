import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { IMAGE_TYPES } from '@common/plans';
import { CatalogueIndex } from '@api/recognition/catalogue-index';
import { intakeImage, scaleBox } from '@api/recognition/intake';
import { interpret } from '@api/recognition/interpret';
import { createOcrEngine } from '@api/recognition/ocr';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({
  type: z.enum(IMAGE_TYPES, { error: 'must be shelf or tap' }).default('shelf'),
  json: z.boolean().default(false),
});

/** `beerscout analyze`: the site's recogniser on local files, without usage accounting. */
export function analyzeCommand(): Command {
  return new Command('analyze')
    .description(
      'Name the beers in photos with the local recogniser (no scan is counted or stored)',
    )
    .argument('<images...>', 'photos to analyse (JPEG, PNG, WebP)')
    .option('--type <type>', 'shelf or tap', 'shelf')
    .option('--json', 'print one JSON array instead of a summary')
    .addHelpText(
      'after',
      `
Boxes are [x, y, width, height] in each photo's own pixels.

Examples:
  $ npx beerscout analyze shelf.jpg
  $ npx beerscout analyze taps1.jpg taps2.jpg --type tap --json > results.json`,
    )
    .action(async (images: string[], options: unknown) => {
      const { type, json } = parseOptions(OptionsSchema, options);
      const config = loadCliConfig();
      const index = new CatalogueIndex(await runOperation(config, 'catalog.snapshot', {}));
      const ocr = await createOcrEngine({ inWorker: false });
      const out = [];
      try {
        for (const file of images) {
          const started = performance.now();
          const image = await intakeImage(await readFile(file));
          const read = await ocr.read(image.working);
          const found = interpret(index, read.lines);
          const ms = Math.round(performance.now() - started);
          out.push({
            file,
            ms,
            beers: found.beers.map((b) => ({
              id: b.beerId,
              name: b.name,
              brewery: b.brewery,
              style: b.style,
              confidence: b.confidence,
              boxes: b.boxes.map((box) => scaleBox(box, image.scale)),
            })),
            unrecognised: found.unrecognised.map((u) => ({
              text: u.text,
              box: scaleBox(u.box, image.scale),
            })),
          });
          if (!json) {
            console.log(`${file} (${type}, ${ms} ms): ${found.beers.length} beers`);
            for (const b of found.beers)
              console.log(`  ${b.brewery} — ${b.name}  (${Math.round(b.confidence * 100)}%)`);
            for (const u of found.unrecognised) console.log(`  not recognised: "${u.text}"`);
          }
        }
      } finally {
        await ocr.close();
      }
      if (json) console.log(JSON.stringify(out));
    });
}
