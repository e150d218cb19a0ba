import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@api/config';
import { openDatabase } from '@api/db/client';
import { migrateDatabase } from '@api/db/migrate';
import { appSettings, emailOutbox, jobs } from '@api/db/schema';
import { startTestApp, type TestApp } from '@api/testing/app';
import { createServerTestDatabase } from '@api/testing/database';
import { signedInUser } from '@api/testing/factories';
import { startTestSmtp, type TestSmtp } from '@api/testing/smtp';
import { startWorkerProcess } from '@api/worker';

// `beerscout worker` (cli/src/commands/worker.ts) runs startWorkerProcess with the config read
// from the environment: here it is the worker, not the API process, that sends the mail, so it
// must read the SendGrid key as the API saved it. A worker needs a PostgreSQL server.
const onServer = process.env.BEERSCOUT_TEST_DB === 'postgres';
const SETTINGS_KEY = 'one-settings-key-shared-by-every-process-0123';
const SENDGRID_KEY = 'SG.key-the-worker-must-use';

describe.runIf(onServer)('mail sent by a worker process', () => {
  let server: Awaited<ReturnType<typeof createServerTestDatabase>>;
  let app: TestApp;
  let relay: TestSmtp;
  let workerDataDir: string;

  beforeAll(async () => {
    server = await createServerTestDatabase();
    const database = await openDatabase({ url: server.url });
    await migrateDatabase(database);
    relay = await startTestSmtp({ password: SENDGRID_KEY });
    // The API process: no SMTP_URL, the settings key every process is given.
    app = await startTestApp({
      database,
      config: { settingsKey: SETTINGS_KEY, supportEmail: 'help@beerscout.test' },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await relay?.stop();
    await server?.drop();
  });
  beforeEach(async () => {
    relay.inbox.length = 0;
    await app.database.db.delete(jobs);
    await app.database.db.delete(emailOutbox);
    await app.database.db.delete(appSettings);
    workerDataDir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-worker-'));
    return () => rm(workerDataDir, { recursive: true, force: true });
  });

  /** A worker as `DATABASE_URL=… beerscout worker` starts one, on a DATA_DIR of its own. */
  const startWorker = (env: Record<string, string>) =>
    startWorkerProcess(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: server.url,
        DATA_DIR: workerDataDir,
        SUPPORT_EMAIL: 'help@beerscout.test',
        ...env,
      }),
      { sendgridRelay: { host: '127.0.0.1', port: relay.port } },
    );

  const register = (username: string) =>
    app.request('/api/register', {
      body: {
        username,
        password: 'secret1',
        email: `${username}@example.com`,
        firstName: 'Hop',
        lastName: 'Fan',
        ageConfirmed: true,
      },
    });

  /**
   * Waits for the worker's job runner to have sent the welcome mail (its first pass does) and
   * marked it sent (just after the SMTP server took it).
   */
  const delivered = async () => {
    await vi.waitFor(
      async () => {
        expect(relay.inbox).toHaveLength(1);
        const [row] = await app.database.db.select().from(emailOutbox);
        expect(row).toMatchObject({ kind: 'welcome', status: 'sent', lastError: null });
      },
      { timeout: 20_000 },
    );
    // Sent, not written to a file on the worker's disk and called sent.
    expect(existsSync(path.join(workerDataDir, 'mail'))).toBe(false);
    return relay.inbox[0]!;
  };

  it('sends through the SendGrid key an admin saved in the console of an API process', async () => {
    const { token } = await signedInUser(app, { isAdmin: true });
    const saved = await app.request('/api/admin/api-keys', {
      body: { sendgridApiKey: SENDGRID_KEY },
      token,
    });
    expect(saved.status).toBe(200);
    expect((await register('hopfan')).status).toBe(201);

    const worker = await startWorker({ SETTINGS_KEY });
    try {
      const mail = await delivered();
      expect(mail.authUser).toBe('apikey');
      expect(mail.subject).toBe('Welcome to BeerScout');
      expect(mail.to).toMatchObject({ text: 'hopfan@example.com' });
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it('sends through SENDGRID_API_KEY given to the worker alone', async () => {
    expect((await register('maltfan')).status).toBe(201);
    const worker = await startWorker({ SENDGRID_API_KEY: SENDGRID_KEY });
    try {
      const mail = await delivered();
      expect(mail.authUser).toBe('apikey');
      expect(mail.to).toMatchObject({ text: 'maltfan@example.com' });
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
