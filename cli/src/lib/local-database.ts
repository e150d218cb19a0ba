import { configureAppSettings, openAppDatabase } from '@api/bootstrap';
import type { Config } from '@api/config';
import type { Database } from '@api/db/client';
import { describeUnreachableDatabase } from '@api/db/connection-error';
import { prepareDataDir } from '@api/lib/data-dir';
import { claimServerLock, removeServerLock, ServerLockedError } from '@api/lib/server-lock';
import { CliError } from './errors';

/**
 * Opens the configured database in this process, as the server would: owner-only files in
 * DATA_DIR, the embedded database claimed (DATA_DIR/server.json) for as long as it is open, so
 * a server started meanwhile refuses instead of opening the same files, and settings configured
 * (every local command opens the database here), so the API keys saved in the console and
 * those set by environment variables are read as the server reads them.
 */
export async function openLocalDatabase(config: Config): Promise<Database> {
  const database = await openClaimedDatabase(config);
  try {
    await configureAppSettings(database, config);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function openClaimedDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    try {
      return await openAppDatabase(config);
    } catch (err) {
      const unreachable = describeUnreachableDatabase(err, config.databaseUrl);
      throw unreachable ? new CliError(unreachable) : err;
    }
  }
  await prepareDataDir(config.dataDir);
  try {
    await claimServerLock(config.dataDir, 'cli');
  } catch (err) {
    throw err instanceof ServerLockedError ? new CliError(err.message) : err;
  }
  let database: Database;
  try {
    database = await openAppDatabase(config);
  } catch (err) {
    await removeServerLock(config.dataDir);
    throw err;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await removeServerLock(config.dataDir);
    },
  };
}
