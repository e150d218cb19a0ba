import { Command } from 'commander';
import { adminCreateCommand } from './commands/admin-create';
import { analyzeCommand } from './commands/analyze';
import { catalogImportCommand } from './commands/catalog-import';
import { dbMigrateCommand } from './commands/db-migrate';
import { sitesCreateCommand } from './commands/sites-create';
import { sitesInventoryCommand } from './commands/sites-inventory';
import { sitesListCommand } from './commands/sites-list';
import { sitesRotateKeyCommand } from './commands/sites-rotate-key';
import { handleError } from './lib/errors';

// Command groups; each command lives in its own file under commands/.
const group = (name: string, description: string, ...commands: Command[]) => {
  const command = new Command(name).description(description);
  for (const c of commands) command.addCommand(c);
  return command;
};

const program = new Command('beerscout')
  .description(
    'BeerScout command-line tool: set up the database, admins and the beer catalogue; analyse photos',
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
  .addCommand(analyzeCommand())
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
  $ npx beerscout analyze shelf.jpg --json`,
  );

try {
  await program.parseAsync(process.argv);
} catch (err) {
  handleError(err);
}
