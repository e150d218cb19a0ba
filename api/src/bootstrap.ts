import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { restrictToOwner } from './lib/data-dir';

/** The database the config names (PGlite in DATA_DIR/db, or DATABASE_URL), migrated. */
export async function openAppDatabase(config: Config): Promise<Database> {
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'db');
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  try {
    await migrateDatabase(database);
    if (dataDir) await restrictToOwner(dataDir);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
