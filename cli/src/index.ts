import { Command } from 'commander';
import { adminCreateCommand } from './commands/admin-create';
import { analyzeCommand } from './commands/analyze';
import { catalogImportCommand } from './commands/catalog-import';
import { couponsCreateCommand } from './commands/coupons-create';
import { couponsDeactivateCommand } from './commands/coupons-deactivate';
import { couponsExportCommand } from './commands/coupons-export';
import { couponsListCommand } from './commands/coupons-list';
import { dbMigrateCommand } from './commands/db-migrate';
import { sitesCreateCommand } from './commands/sites-create';
import { sitesInventoryCommand } from './commands/sites-inventory';
import { sitesListCommand } from './commands/sites-list';
import { sitesRotateKeyCommand } from './commands/sites-rotate-key';
import { stripeSetupCommand } from './commands/stripe-setup';
import { workerCommand } from './commands/worker';
import { handleError } from './lib/errors';

// Command groups; each command lives in its own file under commands/.
const group = (name: string, description: string, ...commands: Command[]) => {
  const command = new Command(name).description(description);
  for (const c of commands) command.addCommand(c);
  return command;
};

const program = new Command('beerscout')
  .description(
    'BeerScout command-line tool: set up the database, admins, the beer catalogue and coupons; analyse photos',
  )
  .version('1.1.0')
  .showHelpAfterError('(add --help for usage)')
  .addCommand(group('db', 'Database maintenance', dbMigrateCommand()))
  .addCommand(group('admin', 'Admin accounts', adminCreateCommand()))
  .addCommand(group('catalog', 'The beer catalogue', catalogImportCommand()))
  .addCommand(
    group(
      'sites',
      'Retailer sites for the widget: keys, origins, quotas, inventory',
      sitesCreateCommand(),
      sitesListCommand(),
      sitesRotateKeyCommand(),
      sitesInventoryCommand(),
    ),
  )
  .addCommand(group('stripe', 'Card payments through Stripe', stripeSetupCommand()))
  .addCommand(
    group(
      'coupons',
      'Coupon batches: create, export as CSV, list, deactivate',
      couponsCreateCommand(),
      couponsExportCommand(),
      couponsListCommand(),
      couponsDeactivateCommand(),
    ),
  )
  .addCommand(analyzeCommand())
  .addCommand(workerCommand())
  .addHelpText(
    'after',
    `
The CLI uses the server's settings: DATABASE_URL, or embedded PostgreSQL in DATA_DIR (./data).
While a server runs on the same DATA_DIR, commands go through that server.
Set DEBUG=1 to see stack traces of unexpected errors.

Examples:
  $ npx beerscout db migrate
  $ npx beerscout admin create --username alice --email alice@example.com
  $ npx beerscout catalog import ./beers.csv --dry-run
  $ npx beerscout catalog import /path/to/openbeerdb
  $ npx beerscout sites create --name "Hoppy Corner" --origin https://hoppycorner.example
  $ npx beerscout stripe setup
  $ npx beerscout coupons create --count 500 --prefix OKTO --type yearly --batch "Oktoberfest 2026" --out codes.csv
  $ npx beerscout analyze shelf.jpg --json
  $ DATABASE_URL=postgres://… npx beerscout worker`,
  );

try {
  await program.parseAsync(process.argv);
} catch (err) {
  handleError(err);
}
