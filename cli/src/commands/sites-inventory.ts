import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { z } from 'zod';
import { INVENTORY_COLUMNS, readInventoryCsv as readCsv } from '@api/services/inventory-csv';
import { loadCliConfig } from '../lib/config';
import { CliError } from '../lib/errors';
import { formatCount, formatRejections } from '../lib/import-report';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({
  replace: z.boolean().default(false),
  dryRun: z.boolean().default(false),
});
const COLUMNS = INVENTORY_COLUMNS;

/** Reads the CSV into checked rows and line-numbered rejections. */
export function readInventoryCsv(text: string) {
  const { rows, rejections, missing } = readCsv(text);
  if (missing.length) {
    throw new CliError(
      `The file needs the columns ${COLUMNS.join(', ')}; missing: ${missing.join(', ')}.`,
    );
  }
  return { rows, rejections };
}

export function sitesInventoryCommand(): Command {
  return new Command('inventory')
    .description("Load a retailer's price, stock and product links from a CSV file")
    .argument('<site>', "the site's key or id")
    .argument('<file>', `a CSV file with the columns ${COLUMNS.join(', ')}`)
    .option('--replace', 'remove listings whose SKU the file no longer has')
    .option('--dry-run', 'read and validate only; write nothing')
    .addHelpText(
      'after',
      `
Each row is matched to a catalogue beer by brewery + name (ignoring case, accents and
punctuation); rows that match none are listed so they can be fixed. A SKU already loaded is
updated. price is a number like 4.50 with a 3-letter currency (EUR); in_stock is yes/no
(default yes); url is the product page. The widget shows these beside the beer's rating.

Examples:
  $ npx beerscout sites inventory pk_live_3XampleKey0000000000000 stock.csv
  $ npx beerscout sites inventory pk_live_3XampleKey0000000000000 stock.csv --replace`,
    )
    .action(async (site: string, file: string, raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const text = await readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
        throw new CliError(
          `Cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : err.message}`,
        );
      });
      const { rows, rejections } = readInventoryCsv(text);
      console.log(
        `Read ${file}: ${formatCount(rows.length)} valid rows, ${formatCount(rejections.length)} rejected.`,
      );
      if (options.dryRun) {
        console.log('Dry run: nothing written.');
      } else {
        const result = await runOperation(loadCliConfig(), 'sites.inventory', {
          site,
          rows,
          replace: options.replace,
        });
        const removed = options.replace ? `, ${formatCount(result.removed)} removed` : '';
        console.log(
          `Inventory of "${result.site.name}": ${formatCount(result.added)} added, ${formatCount(result.updated)} updated, ${formatCount(result.unchanged)} unchanged${removed}, ${formatCount(result.unmatched.length)} unmatched. ${formatCount(result.site.inventoryCount)} listings in all.`,
        );
        if (result.unmatched.length) {
          console.log('Unmatched rows (no catalogue beer with that brewery and name):');
          const listed = result.unmatched.map((u) => ({
            line: u.line,
            reason: `${u.sku}: ${u.brewery} — ${u.name}`,
          }));
          for (const line of formatRejections(listed, 'line')) console.log(line);
        }
      }
      if (rejections.length) {
        console.log('Rejected rows:');
        for (const line of formatRejections(rejections, 'line')) console.log(line);
      }
    });
}
