// The real app on a fresh, migrated database with one signed-in user whose collection holds 100
// beers (some rated by other users, so the community ratings have work to do).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApp } from '@api/app';
import { loadConfig } from '@api/config';
import { openDatabase, type Database } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { collections, userBeerRatings } from '@api/db/schema';
import type { TokenSigner } from '@api/lib/tokens';
import { createSession } from '@api/services/accounts';
import { makeBeers } from '@api/testing/beers';
import { makeUser } from '@api/testing/factories';

export const COLLECTION_SIZE = 100;
const STYLES = ['IPA', 'Stout', 'Pilsner', 'Hefeweizen', 'Saison', null];

export type RunningApp = { url: string; authorization: string; close(): Promise<void> };

/** Listens on 127.0.0.1 only: the load generator never leaves this machine. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function seed(database: Database, tokens: TokenSigner): Promise<string> {
  const { db } = database;
  const user = await makeUser(db);
  const raters = await Promise.all([makeUser(db), makeUser(db), makeUser(db)]);
  const beers = await makeBeers(
    db,
    Array.from({ length: COLLECTION_SIZE }, (_, i) => ({
      style: STYLES[i % STYLES.length],
      abv: 4 + (i % 60) / 10,
    })),
  );
  const start = Date.now() - COLLECTION_SIZE * 60_000;
  await db.insert(collections).values(
    beers.map((beer, i) => ({
      userId: user.id,
      beerId: beer.id,
      personalRating: i % 6,
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await db
    .insert(userBeerRatings)
    .values(
      raters.flatMap((rater, r) =>
        beers
          .filter((_, i) => i % (r + 2) === 0)
          .map((beer, i) => ({ userId: rater.id, beerId: beer.id, rating: 1 + ((i + r) % 5) })),
      ),
    );
  return `Bearer ${tokens.sign(user.id, await createSession(db, user.id, new Date()))}`;
}

export async function startApp(database: Database, tokens: TokenSigner): Promise<RunningApp> {
  await migrateDatabase(database);
  const authorization = await seed(database, tokens);
  const config = loadConfig({ NODE_ENV: 'production' });
  const recognizer = () => Promise.reject(new Error('no recogniser in the API benchmark'));
  const app = createApp({ config, database, tokens, recognizer, now: () => new Date() });
  // Requests still running when the load stops must finish before the database closes.
  const handle = app.callback();
  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const done = handle(req, res).finally(() => running.delete(done));
    running.add(done);
  });
  const url = await listenLocally(server);
  return {
    url,
    authorization,
    async close() {
      await new Promise((r) => server.close(r));
      await Promise.all(running);
      await database.close();
    },
  };
}

/** A throw-away database on the server, or undefined when no server answers. */
export async function throwAwayPostgres(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `beerscout_bench_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export { openDatabase };
