import { Command } from 'commander';
import { z } from 'zod';
import { couponsToCsv } from '@common/domain/coupons';
import { loadCliConfig } from '../lib/config';
import { writeCouponCsv } from '../lib/coupon-output';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({
  batch: z.string({ error: 'is required' }),
  out: z.string().optional(),
});

export function couponsExportCommand(): Command {
  return new Command('export')
    .description('Write every coupon of a batch as CSV, to a file or to standard output')
    .requiredOption('-b, --batch <name>', 'the batch name')
    .option('-o, --out <file>', 'write to this file instead of standard output')
    .addHelpText(
      'after',
      `
Columns: Code, Batch Name, Discount Type, Discount Value, Max Uses, Used Count, Status,
Created At, Expires At. Status is Active, Inactive, Expired or Used up.

Examples:
  $ npx beerscout coupons export --batch "Oktoberfest 2026" --out oktoberfest.csv
  $ npx beerscout coupons export -b "Oktoberfest 2026" | grep Active`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const coupons = await runOperation(loadCliConfig(), 'coupons.ofBatch', {
        batch: options.batch,
      });
      if (!options.out) {
        process.stdout.write(couponsToCsv(coupons));
        return;
      }
      await writeCouponCsv(options.out, coupons);
      console.log(`Wrote ${coupons.length} coupons of batch "${options.batch}" to ${options.out}.`);
    });
}
