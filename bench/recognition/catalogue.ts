import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { beers as beersTable } from '@api/db/schema';
import { readCatalogueSource } from '@api/services/catalogue-files';
import {
  mergeDuplicateRows,
  upsertCatalogueChunk,
  upsertInChunks,
} from '@api/services/catalogue-upsert';
import { loadStarterCatalogueIfEmpty } from '@api/services/starter-catalogue';
import { beerMatchKey } from '@common/domain/beer-key';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The dump lives beside the repo (ODbL): read in place, never copied in. */
export const OPENBEERDB_DIR = path.resolve(repoRoot, '../shared/data/openbeerdb');
const STARTER_CSV = path.join(repoRoot, 'api/src/db/starter-catalogue.csv');

export type BenchBeer = {
  id: string;
  name: string;
  brewery: string;
  style: string | null;
  /** brewery|name as the importer keys it: stable across runs, unlike the random uuid. */
  key: string;
  provenance: string;
};

export type BenchCatalogue = { database: Database; beers: BenchBeer[]; loadMs: number };

/**
 * Builds the benchmark catalogue (starter + Open Beer Database) through the app's own importer
 * in an embedded PostgreSQL kept in a temporary folder, as `npm start` keeps it in DATA_DIR, so
 * the recogniser sees exactly what a real install would hold and the process's memory is a
 * server's. The folder goes when the database is closed.
 */
export async function buildBenchCatalogue(): Promise<BenchCatalogue> {
  const started = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-bench-'));
  const opened = await openDatabase({ dataDir });
  const database: Database = {
    ...opened,
    close: async () => {
      await opened.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await migrateDatabase(database);
  // The starter first, as on a fresh install; the dump then upserts over any shared beer.
  if (existsSync(STARTER_CSV)) await loadStarterCatalogueIfEmpty(database.db);
  else
    console.warn(`! ${path.relative(repoRoot, STARTER_CSV)} is missing: Open Beer Database only`);
  const source = await readCatalogueSource(OPENBEERDB_DIR);
  const rows = mergeDuplicateRows(source.rows).items.map((r) => r.row);
  await upsertInChunks(rows, (chunk) =>
    upsertCatalogueChunk(database.db, { rows: chunk, provenance: 'openbeerdb' }),
  );
  const all = await database.db
    .select({
      id: beersTable.id,
      name: beersTable.name,
      brewery: beersTable.brewery,
      style: beersTable.style,
      provenance: beersTable.provenance,
    })
    .from(beersTable);
  const beers = all
    .map((b) => ({ ...b, key: beerMatchKey(b.brewery, b.name) }))
    // Sorted by key so the seeded scene generator picks the same beers on every run.
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { database, beers, loadMs: performance.now() - started };
}
