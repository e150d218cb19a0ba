import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { configureAppSettings, openAppDatabase } from './bootstrap';
import { checkQueuedVisionTimeout, ConfigError, type Config } from './config';
import { describeUnreachableDatabase } from './db/connection-error';
import { backgroundJobs } from './jobs';
import { createJobRunner } from './jobs/runner';
import { once } from './lib/once';
import { createRecognizer } from './recognition/recognizer';
import { createScanWorker } from './recognition/scan-worker';

/**
 * A recognition worker process (`beerscout worker`): takes scans that API processes running
 * with SCAN_WORKERS=external queued in PostgreSQL, runs the recogniser on them, and runs the
 * background jobs too. Returns once it is running; SIGINT/SIGTERM stop it after the scan and
 * jobs in hand. `sendgridRelay` is for tests (a local SMTP server standing in for SendGrid's).
 */
export async function startWorkerProcess(
  config: Config,
  options: { sendgridRelay?: SMTPTransport.Options } = {},
): Promise<{ stop(): Promise<void> }> {
  if (!config.databaseUrl) {
    throw new ConfigError(
      'beerscout worker needs DATABASE_URL: API processes and workers share one PostgreSQL server (embedded PostgreSQL admits one process).',
    );
  }
  // A worker's scans are always queued ones, whatever SCAN_WORKERS says in its environment.
  checkQueuedVisionTimeout(config.vision.timeoutMs);
  const database = await openAppDatabase(config).catch((err: unknown) => {
    const unreachable = describeUnreachableDatabase(err, config.databaseUrl!);
    throw unreachable ? new ConfigError(unreachable) : err;
  });
  // As in the API process: without it, keys saved in the console (the SendGrid key that sends
  // mail, the OpenAI key that reads photos) and SENDGRID_API_KEY/OPENAI_API_KEY go unread here.
  try {
    await configureAppSettings(database, config);
  } catch (err) {
    await database.close();
    throw err;
  }
  const now = () => new Date();
  const jobs = createJobRunner({
    db: database.db,
    now,
    handlers: backgroundJobs({
      db: database.db,
      now,
      config,
      sendgridRelay: options.sendgridRelay,
    }),
  });
  await jobs.start();
  const recognizer = once(() =>
    createRecognizer(database.db, { mode: config.recognizer, vision: config.vision }),
  );
  const scans = createScanWorker({ database, recognizer, now });
  scans.start();
  console.log(`BeerScout worker ${process.pid} is taking scans from PostgreSQL (DATABASE_URL).`);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all([scans.stop(), jobs.stop()]);
      await recognizer.peek()?.then((r) => r.close());
      await database.close();
    })());
  return { stop };
}
