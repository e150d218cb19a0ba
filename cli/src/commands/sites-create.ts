import { Command } from 'commander';
import { z } from 'zod';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';
import { describeSite } from './sites-list';

const OptionsSchema = z.object({
  name: z.string({ error: 'is required' }),
  origin: z.array(z.string()).default([]),
  quota: z.coerce.number().default(1000),
  test: z.boolean().default(false),
  inactive: z.boolean().default(false),
  json: z.boolean().default(false),
});

const collect = (value: string, previous: string[]) => [...previous, value];

export function sitesCreateCommand(): Command {
  return new Command('create')
    .description('Register a retailer site for the widget and print its public key')
    .requiredOption('-n, --name <name>', "the retailer's name, as admins see it")
    .option(
      '-o, --origin <origin>',
      'an origin the widget may run on, e.g. https://shop.example (repeat for more)',
      collect,
      [],
    )
    .option('-q, --quota <scans>', 'scans per calendar month (UTC)', '1000')
    .option('--test', 'a pk_test_ key: works from localhost only and is never counted')
    .option('--inactive', 'create it switched off')
    .option('--json', 'print the site as JSON')
    .addHelpText(
      'after',
      `
A pk_live_ key works only from the allowed origins (scheme, host and port exactly, no path).
Put it on the retailer's page:
  <script src="https://HOST/widget.js" data-site-key="pk_live_…" async></script>

Examples:
  $ npx beerscout sites create --name "Hoppy Corner" --origin https://hoppycorner.example
  $ npx beerscout sites create -n "Hoppy Corner (dev)" --test
  $ npx beerscout sites create -n "The Tap Room" -o https://taproom.example -o https://www.taproom.example -q 5000`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const site = await runOperation(loadCliConfig(), 'sites.create', {
        name: options.name,
        allowedOrigins: options.origin,
        monthlyQuota: options.quota,
        active: !options.inactive,
        test: options.test,
      });
      if (options.json) {
        console.log(JSON.stringify(site, null, 2));
        return;
      }
      console.log(`Created site "${site.name}".`);
      for (const line of describeSite(site)) console.log(line);
    });
}
