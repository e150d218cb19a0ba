import { Command } from 'commander';
import { z } from 'zod';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({ batch: z.string({ error: 'is required' }) });

export function couponsDeactivateCommand(): Command {
  return new Command('deactivate')
    .description('Switch off every coupon of a batch (redemptions already made are kept)')
    .requiredOption('-b, --batch <name>', 'the batch name')
    .addHelpText(
      'after',
      `
Example:
  $ npx beerscout coupons deactivate --batch "Oktoberfest 2026"`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const { deactivated } = await runOperation(loadCliConfig(), 'coupons.deactivate', {
        batch: options.batch,
      });
      console.log(
        deactivated === 1
          ? `Deactivated 1 coupon of batch "${options.batch}".`
          : `Deactivated ${deactivated} coupons of batch "${options.batch}".`,
      );
    });
}
