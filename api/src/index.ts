import { configureAppSettings, openAppDatabase } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { once } from './lib/once';
import { createTokenSigner } from './lib/tokens';
import { loadJwtSecret } from './lib/secrets';
import { prepareDataDir } from './lib/data-dir';
import {
  claimServerLock,
  publishServerPort,
  removeServerLock,
  ServerLockedError,
  type ServerLock,
} from './lib/server-lock';
import { describeUnreachableDatabase } from './db/connection-error';

async function main() {
  const config = loadConfig();
  await prepareDataDir(config.dataDir);
  // Embedded PostgreSQL admits one process: claim DATA_DIR before anything opens (or writes to)
  // its database, so a second server stops without having touched a file.
  const claimed = config.databaseUrl ? undefined : await claimServerLock(config.dataDir);
  try {
    await serve(config, claimed);
  } catch (err) {
    if (claimed) await removeServerLock(config.dataDir);
    const unreachable = config.databaseUrl
      ? describeUnreachableDatabase(err, config.databaseUrl)
      : undefined;
    throw unreachable ? new ConfigError(unreachable) : err;
  }
}

async function serve(config: Config, claimed: ServerLock | undefined) {
  const database = await openAppDatabase(config);
  // The rest of the API (routes, recogniser, jobs) loads once the database is open, so a start
  // that is refused (DATA_DIR in use, database unreachable) says so without loading it first:
  // seconds of CPU through tsx.
  const [
    { createApp },
    { createAppRecognizer },
    { createJobRunner },
    { backgroundJobs },
    { loadStarterCatalogueIfEmpty },
  ] = await Promise.all([
    import('./app'),
    import('./recognition/app-recognizer'),
    import('./jobs/runner'),
    import('./jobs'),
    import('./services/starter-catalogue'),
  ]);
  // Before anything reads an API key (the job runner, the recogniser, the routes).
  await configureAppSettings(database, config);
  if (config.loadStarterCatalogue) {
    const added = await loadStarterCatalogueIfEmpty(database.db);
    if (added) console.log(`Loaded the starter catalogue: ${added} beers.`);
  }
  // Recurring upkeep (stale scan reservations, expired thumbnails…) is due at every start.
  const jobs = createJobRunner({
    db: database.db,
    now: () => new Date(),
    handlers: backgroundJobs({ db: database.db, now: () => new Date(), config }),
  });
  await jobs.start();
  const recognizer = once(() => createAppRecognizer(database, config));
  const tokens = createTokenSigner(await loadJwtSecret(config.dataDir, config.jwtSecret));
  const app = createApp(
    {
      config,
      database,
      tokens,
      recognizer,
      now: () => new Date(),
      staticDir: config.distDir,
    },
    { controlToken: () => claimed?.controlToken },
  );

  const server = app.listen(config.port, config.host);
  // Longer than Node's 5 s: a client reusing an idle keep-alive connection (a browser, a proxy,
  // an e2e request context) just as the server closes it gets ECONNRESET instead of an answer.
  // 65 s outlasts the common 60 s of proxies; the headers limit must stay above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // PORT=0 picks a free port: links in e-mail (mailSettings) must name the one chosen.
  config.port = port;
  // The CLI reaches the embedded database through this server: tell it where.
  if (claimed) await publishServerPort(config.dataDir, claimed, port);
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
      // Jobs in flight finish before the database closes (one killed mid-way is redone later).
      jobs
        .stop()
        .then(() =>
          Promise.all([
            recognizer.peek()?.then((r) => r.close()),
            database.close(),
            claimed ? removeServerLock(config.dataDir) : undefined,
          ]),
        )
        .then(
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
  // Problems the operator can fix get one line, not a stack.
  const known = err instanceof ConfigError || err instanceof ServerLockedError;
  console.error(known ? err.message : err);
  process.exit(1);
});
