import { Command } from 'commander';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@api/db/client';
import { readLiveServerLock } from '@api/lib/server-lock';
import { describeDatabase, loadCliConfig } from '../lib/config';
import { parseOptions } from '../lib/options';
import { runOperation } from '../lib/run-operation';

const OptionsSchema = z.object({});

async function appliedMigrations(db: Database['db']) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as never);
  return Number(rows[0]?.n ?? 0);
}

export function dbMigrateCommand(): Command {
  return new Command('migrate')
    .description('Apply any database migrations not yet applied (safe to run again)')
    .addHelpText(
      'after',
      `
Uses DATABASE_URL, or embedded PostgreSQL in DATA_DIR/db (default ./data/db), like the server.

Examples:
  $ npx beerscout db migrate
  $ DATABASE_URL=postgres://beerscout@db.internal/beerscout npx beerscout db migrate`,
    )
    .action(async (options: unknown) => {
      parseOptions(OptionsSchema, options);
      const config = loadCliConfig();
      const where = describeDatabase(config);
      const lock = config.databaseUrl ? undefined : await readLiveServerLock(config.dataDir);
      if (lock) {
        // The server holds the embedded database and migrated it when it started; prove it answers.
        await runOperation(config, 'ping', {});
        console.log(
          `A BeerScout server (pid ${lock.pid}, port ${lock.port}) holds this database; it applied the migrations when it started.`,
        );
        console.log(`Database is up to date (${where}).`);
        return;
      }
      // Loaded only for a local database: it brings in the API's database layer (see run-operation).
      const { openLocalDatabase } = await import('../lib/local-database');
      const database = await openLocalDatabase(config);
      try {
        const applied = await appliedMigrations(database.db);
        console.log(`Database is up to date (${where}): ${applied} migrations applied.`);
      } finally {
        await database.close();
      }
    });
}
