import { createApp } from './app';
import { openAppDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { once } from './lib/once';
import { createTokenSigner } from './lib/tokens';
import { createRecognizer } from './recognition/recognizer';
import { clearStaleReservations, MAX_SCAN_MS } from './services/usage';
import { loadJwtSecret } from './lib/secrets';
import {
  readLiveServerLock,
  removeServerLock,
  writeServerLock,
  type ServerLock,
} from './lib/server-lock';
import { loadStarterCatalogueIfEmpty } from './services/starter-catalogue';

async function main() {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  if (config.loadStarterCatalogue) {
    const added = await loadStarterCatalogueIfEmpty(database.db);
    if (added) console.log(`Loaded the starter catalogue: ${added} beers.`);
  }
  // Reservations left by a server that stopped mid-scan, by this one or another on the same
  // database: at start, and again while running (another server may be the one that crashed).
  await clearStaleReservations(database.db, new Date());
  setInterval(() => {
    clearStaleReservations(database.db, new Date()).catch((err: unknown) =>
      console.warn(`Could not clear stale scan reservations: ${(err as Error).message}`),
    );
  }, MAX_SCAN_MS / 2).unref();
  const recognizer = once(() =>
    createRecognizer(database.db, { mode: config.recognizer, vision: config.vision }),
  );
  const tokens = createTokenSigner(await loadJwtSecret(config.dataDir, config.jwtSecret));
  if (!config.databaseUrl) {
    const other = await readLiveServerLock(config.dataDir);
    if (other)
      throw new ConfigError(
        `Another BeerScout server (pid ${other.pid}) is using ${config.dataDir}.`,
      );
  }
  let lock: ServerLock | undefined;
  const app = createApp(
    {
      config,
      database,
      tokens,
      recognizer,
      now: () => new Date(),
      staticDir: config.distDir,
    },
    { controlToken: () => lock?.controlToken },
  );

  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // Embedded PostgreSQL admits one process: the CLI reaches it through this server instead.
  if (!config.databaseUrl) lock = await writeServerLock(config.dataDir, port);
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(
    `BeerScout is running at ${config.publicUrl ?? `http://localhost:${port}`} on ${where}`,
  );
  console.log('Create the first admin with:  npx beerscout admin create');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: finishing requests in flight, then closing the database…`);
    // Stop accepting connections, let requests in flight finish, then close the database,
    // so no write is cut off half way.
    server.close(() => {
      Promise.all([
        recognizer.peek()?.then((r) => r.close()),
        database.close(),
        removeServerLock(config.dataDir),
      ]).then(
        () => process.exit(0),
        (err: unknown) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
