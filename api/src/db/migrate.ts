import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migration not yet applied; safe to run at every start. */
export async function migrateDatabase({ db, kind }: Database): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
}
