import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { listeningWakeups, pollingWakeups, type Wakeups } from './wakeups';

export type Schema = typeof schema;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on a server, short sleeps on PGlite (db/wakeups.ts). */
  wakeups: Wakeups;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite's folder; absent means in memory (tests). */
  dataDir?: string;
  /**
   * A PGlite data folder dumped with `dumpDataDir()` to start from (tests: a migrated copy starts
   * in about a third of the time initdb takes).
   */
  loadDataDir?: Blob;
};

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks: the
 * default 128 MB stays resident once touched. On disk, the files behind them are read through
 * the operating system's cache, so 32 MB serves a catalogue of thousands of beers and keeps the
 * server about 110 MB smaller (docs/deploy.md, "Memory"). In memory (tests) the files are in
 * the process already and fewer buffers only copy them more: measured larger, so left alone.
 */
const DISK_SHARED_BUFFERS = '32MB';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator, a dropped database) must
    // not take the process down: the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const wakeups = listeningWakeups(options.url);
    return {
      db,
      kind: 'postgres',
      wakeups,
      close: async () => {
        await wakeups.close();
        await pool.end();
      },
    };
  }
  const newFolder =
    options.dataDir !== undefined && !existsSync(path.join(options.dataDir, 'PG_VERSION'));
  // PGlite does not create parent folders.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const open = () =>
    PGlite.create(options.dataDir, {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      ...(options.dataDir && {
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${DISK_SHARED_BUFFERS}`],
      }),
    });
  let client = await open();
  if (newFolder) {
    // Creating the database (initdb) grows PGlite's WebAssembly memory, which never shrinks, to
    // 140 MB or, in 7 opens of 10, to 570-650 MB: the server's first start then held 500 MB more
    // than every later one. Opened afresh, it holds 140 MB (about 0.2 s more, once).
    await client.close();
    client = await open();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', wakeups: pollingWakeups(), close: () => client.close() };
}
