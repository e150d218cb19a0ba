import path from 'node:path';
import { loadConfig, type Config } from '@api/config';

/** The server's own settings (DATABASE_URL, DATA_DIR…): the CLI works on the same database. */
export const loadCliConfig = (): Config => loadConfig();

/** Where the data lives, for messages; a server URL's password is never printed. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `embedded PostgreSQL in ${path.join(config.dataDir, 'db')}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}
