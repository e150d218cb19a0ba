import { Command } from 'commander';
import { z } from 'zod';
import { COUPON_STATUS_LABELS } from '@common/domain/coupons';
import { loadCliConfig } from '../lib/config';
import { describeDiscount } from '../lib/coupon-output';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({ batch: z.string().optional(), json: z.boolean().default(false) });

export function couponsListCommand(): Command {
  return new Command('list')
    .description('List the coupon batches, or the codes of one batch')
    .option('-b, --batch <name>', 'list this batch’s codes with their status and uses')
    .option('--json', 'print as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ npx beerscout coupons list
  $ npx beerscout coupons list --batch "Oktoberfest 2026"`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const config = loadCliConfig();
      if (options.batch) {
        const coupons = await runOperation(config, 'coupons.ofBatch', { batch: options.batch });
        if (options.json) return console.log(JSON.stringify(coupons, null, 2));
        console.log(
          `${options.batch}: ${coupons.length} coupons, ${describeDiscount(coupons[0]!)}`,
        );
        for (const c of coupons)
          console.log(
            `  ${c.code.padEnd(20)} ${COUPON_STATUS_LABELS[c.status].padEnd(8)} ${c.usedCount}/${c.maxUses} used`,
          );
        return;
      }
      const batches = await runOperation(config, 'coupons.batches', {});
      if (options.json) return console.log(JSON.stringify(batches, null, 2));
      if (!batches.length) {
        console.log('No coupon batches yet. Make one with: beerscout coupons create --batch …');
        return;
      }
      for (const b of batches) {
        console.log(b.batchName);
        console.log(`  ${describeDiscount(b)}, made ${b.createdAt.slice(0, 10)}`);
        console.log(`  ${b.total} codes, ${b.active} active, ${b.redeemed} redemptions`);
      }
    });
}
