import { Command } from 'commander';
import { z } from 'zod';
import type { Site } from '@common/schemas/widget';
import { loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({ json: z.boolean().default(false) });

/** The facts about a site, one per line, indented under its name. */
export function describeSite(site: Site): string[] {
  const origins = site.test
    ? 'localhost only (test key)'
    : site.allowedOrigins.join(', ') || 'none yet: the key works nowhere';
  const used = site.test
    ? 'not counted (test key)'
    : `${site.usedThisMonth} of ${site.monthlyQuota} scans this month`;
  return [
    `  key:       ${site.publicKey}`,
    `  id:        ${site.id}`,
    `  origins:   ${origins}`,
    `  usage:     ${used}`,
    `  inventory: ${site.inventoryCount} listings`,
    `  status:    ${site.active ? 'active' : 'inactive'}`,
  ];
}

export function sitesListCommand(): Command {
  return new Command('list')
    .description('List the retailer sites, their keys, origins and usage this month')
    .option('--json', 'print the sites as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ npx beerscout sites list
  $ npx beerscout sites list --json`,
    )
    .action(async (raw: unknown) => {
      const options = parseOptions(OptionsSchema, raw);
      const sites = await runOperation(loadCliConfig(), 'sites.list', {});
      if (options.json) {
        console.log(JSON.stringify(sites, null, 2));
        return;
      }
      if (!sites.length) {
        console.log('No sites yet. Add one with: beerscout sites create --name … --origin …');
        return;
      }
      for (const site of sites) {
        console.log(site.name);
        for (const line of describeSite(site)) console.log(line);
      }
    });
}
