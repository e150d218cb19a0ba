import { Command } from 'commander';
import { z } from 'zod';
import { readCatalogueSource } from '@api/services/catalogue-files';
import { mergeDuplicateRows, upsertInChunks } from '@api/services/catalogue-upsert';
import { describeDatabase, loadCliConfig } from '../lib/config';
import { formatCount, formatRejections, formatSummary } from '../lib/import-report';
import { parseOptions } from '../lib/options';
import { createProgress } from '../lib/progress';
import { openOperationSession } from '../lib/run-operation';

const OptionsSchema = z.object({
  dryRun: z.boolean().default(false),
  provenance: z.string().trim().min(1).max(200).optional(),
  chunkSize: z.coerce.number().int().min(1).max(2000).default(500),
});

export function catalogImportCommand(): Command {
  return new Command('import')
    .description(
      'Add or update catalogue beers from a CSV file, a JSON file or an Open Beer Database folder',
    )
    .argument(
      '<path>',
      'a .csv or .json file, or a folder with beers.csv, breweries.csv, styles.csv',
    )
    .option('--dry-run', 'read and validate only; write nothing')
    .option(
      '--provenance <label>',
      'where the rows came from (default: import:<file name>, or openbeerdb)',
    )
    .option('--chunk-size <rows>', 'rows per transaction', '500')
    .addHelpText(
      'after',
      `
CSV: a header row; name and brewery are required; optional style, abv (0-70), ibu (0-300, whole),
description, origin, rating (0-5), rating_source, rating_count. A rating without its
rating_source is rejected. JSON: an array of objects with the same fields.
Beers are matched on brewery + name ignoring case, accents and punctuation: a known beer is
updated (empty fields keep their stored value), a new one is added. A beer listed under another
spelling (spaces, the brewery's words before the name, its initials or a fuller brewery name) is
updated and the spelling kept as an alias. Rejected rows are listed with their line numbers; the
exit code is 0 unless the file cannot be read.

Examples:
  $ npx beerscout catalog import beers.csv
  $ npx beerscout catalog import export.json --dry-run
  $ npx beerscout catalog import ./openbeerdb        # beers.csv + breweries.csv + styles.csv`,
    )
    .action(async (target: string, raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const started = performance.now();
      const source = await readCatalogueSource(target);
      const { items, duplicates } = mergeDuplicateRows(source.rows);
      const rows = items.map((i) => i.row);
      const provenance = options.provenance ?? source.provenance;
      const kind = { csv: 'CSV', json: 'JSON', openbeerdb: 'Open Beer Database' }[source.format];
      console.log(
        `Read ${kind} ${target}: ${formatCount(source.rows.length)} valid rows, ${formatCount(source.rejections.length)} rejected.`,
      );

      if (options.dryRun) {
        console.log(
          `Dry run: nothing written. ${formatCount(rows.length)} beers would be added or updated.`,
        );
      } else {
        const config = loadCliConfig();
        const session = await openOperationSession(config);
        try {
          const via = session.via === 'server' ? ' through the running server' : '';
          console.log(`Importing into ${describeDatabase(config)}${via}…`);
          const progress = createProgress(rows.length, 'Importing');
          const counts = await upsertInChunks(
            rows,
            (chunk) => session.run('catalog.upsertChunk', { rows: chunk, provenance }),
            (done) => progress.update(done),
            options.chunkSize,
          ).finally(() => progress.stop());
          const { beers } = await session.run('catalog.count', {});
          console.log(
            formatSummary({
              ...counts,
              rejected: source.rejections.length,
              duplicates,
              seconds: (performance.now() - started) / 1000,
              catalogueSize: beers,
            }),
          );
        } finally {
          await session.close();
        }
      }
      if (source.rejections.length > 0) {
        const where = source.format === 'openbeerdb' ? ' (lines of beers.csv)' : '';
        console.log(`Rejected rows${where}:`);
        for (const line of formatRejections(source.rejections, source.unit)) console.log(line);
      }
    });
}
