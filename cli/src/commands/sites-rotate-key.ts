import { Command } from 'commander';
import { z } from 'zod';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({ json: z.boolean().default(false) });

export function sitesRotateKeyCommand(): Command {
  return new Command('rotate-key')
    .description('Give a site a new public key; the old key stops working at once')
    .argument('<site>', "the site's id or current key")
    .option('--json', 'print the site as JSON')
    .addHelpText(
      'after',
      `
The new key is of the same kind (pk_live_ or pk_test_). Update the retailer's script tag.

Examples:
  $ npx beerscout sites rotate-key pk_live_3XampleKey0000000000000
  $ npx beerscout sites rotate-key 0b6e4f4a-9d1c-4c1e-8f57-2f0c8a1d9e11 --json`,
    )
    .action(async (ref: string, raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const site = await runOperation(loadCliConfig(), 'sites.rotateKey', { site: ref });
      if (options.json) console.log(JSON.stringify(site, null, 2));
      else console.log(`New key for "${site.name}": ${site.publicKey}`);
    });
}
