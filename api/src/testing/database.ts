import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (when the project runs
 * with BEERSCOUT_TEST_DB=postgres) a throw-away database on the TEST_DATABASE_URL server. Both
 * are copies of the database database-template.ts migrated once for the run; without that
 * globalSetup (a file run with another config), they are made and migrated here.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.BEERSCOUT_TEST_DB !== 'postgres') {
    const templateFile = inject('pgliteTemplateFile');
    if (templateFile) {
      return openDatabase({ loadDataDir: new Blob([await readFile(templateFile)]) });
    }
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const template = inject('postgresTemplateName');
  const server = await createServerTestDatabase(template);
  const database = await openDatabase({ url: server.url });
  if (!template) await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A throw-away database on the TEST_DATABASE_URL server, by URL, for tests that connect several
 * processes (or pools) to one database: empty, or a copy of the `template` database.
 */
export async function createServerTestDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('BEERSCOUT_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `beerscout_t_${randomBytes(6).toString('hex')}`;
  await serverQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => serverQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One statement on the server's maintenance database (CREATE/DROP DATABASE), on its own client. */
async function serverQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
