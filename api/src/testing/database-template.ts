import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createServerTestDatabase } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped to a file (api-pglite). */
    pgliteTemplateFile: string;
    /** A migrated database on the TEST_DATABASE_URL server, to copy with TEMPLATE (api-postgres). */
    postgresTemplateName: string;
  }
}

/**
 * Vitest globalSetup of the API projects: migrates one database before any test file, which each
 * file's createTestDatabase() then copies. A fresh in-memory PGlite spends most of its ~3.5 s
 * start in initdb; started from a dumped, migrated folder it takes ~1.2 s. On the server,
 * `CREATE DATABASE … TEMPLATE` skips every file's migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.BEERSCOUT_TEST_DB === 'postgres') return postgresTemplate(project);
  return pgliteTemplate(project);
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  // drizzle keeps the PGlite client it was made with.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'beerscout-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const template = await createServerTestDatabase();
  const database = await openDatabase({ url: template.url });
  await migrateDatabase(database);
  // A template must have no connection open while it is copied.
  await database.close();
  project.provide('postgresTemplateName', template.name);
  return () => template.drop();
}
