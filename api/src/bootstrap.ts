import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { restrictToOwner } from './lib/data-dir';
import { repairCatalogueText } from './services/catalogue-text-repair';
import { loadSettingsKey } from './lib/secrets';
import { configureSettings } from './services/settings';

/** The database the config names (PGlite in DATA_DIR/db, or DATABASE_URL), migrated. */
export async function openAppDatabase(config: Config): Promise<Database> {
  const dataDir = config.databaseUrl ? undefined : path.join(config.dataDir, 'db');
  const database = await openDatabase({ url: config.databaseUrl, dataDir });
  try {
    await migrateDatabase(database);
    const text = await repairCatalogueText(database.db);
    if (text.repaired)
      console.log(
        `Repaired the garbled text of ${text.repaired} catalogue beers ("KÃ¶lsch" is Kölsch).`,
      );
    for (const beer of text.kept)
      console.warn(`Kept the garbled name of ${beer}: its repaired name is another beer's.`);
    if (dataDir) await restrictToOwner(dataDir);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/**
 * Lets getSetting read API keys in this process: SETTINGS_KEY (or DATA_DIR/settings.key) opens
 * the ones saved in the console, and keys set by environment variables win. Every process that
 * reads a key (API server, worker) calls it before anything does.
 */
export async function configureAppSettings(database: Database, config: Config): Promise<void> {
  configureSettings(database.db, {
    secret: await loadSettingsKey(config.dataDir, config.settingsKey),
    env: config.apiKeys,
  });
}
