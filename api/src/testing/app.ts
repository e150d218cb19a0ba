import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { once } from '../lib/once';
import { createTokenSigner } from '../lib/tokens';
import { createAppRecognizer } from '../recognition/app-recognizer';
import type { Recognizer } from '../recognition/types';
import { configureSettings } from '../services/settings';
import { createTestDatabase } from './database';

export type TestApp = {
  url: string;
  database: Database;
  deps: AppDeps;
  /** fetch against the app, JSON in and out; `token` signs the request as that user. */
  request(
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
};

/** Starts createApp() on a fresh database and a free port, as a real HTTP server. */
export async function startTestApp(
  overrides: {
    config?: Partial<Config>;
    now?: () => Date;
    recognizer?: Recognizer;
    staticDir?: string;
    /** A database of the test's own (migrated); closed with the app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase());
  // A DATA_DIR of its own: mail sent without SMTP_URL lands there as .eml, not in the repo.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'beerscout-test-app-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOAD_STARTER_CATALOGUE: '0', DATA_DIR: dataDir }),
    ...overrides.config,
  };
  configureSettings(database.db, {
    secret: config.settingsKey ?? 'test-settings-key-that-is-long-enough-0123',
    env: config.apiKeys,
  });
  // The real recogniser (models load on first scan), unless a test brings its own.
  const recognizer = once(
    async () => overrides.recognizer ?? createAppRecognizer(database, config),
  );
  const deps: AppDeps = {
    config,
    database,
    recognizer,
    tokens: createTokenSigner('test-secret-that-is-long-enough-for-hs256-signing'),
    now: overrides.now ?? (() => new Date()),
    staticDir: overrides.staticDir,
  };
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    database,
    deps,
    async request(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.body !== undefined && !headers['content-type'])
        headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      const res = await fetch(url + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          typeof init.body === 'string' || init.body === undefined
            ? init.body
            : JSON.stringify(init.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* not JSON: keep the text */
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await (await recognizer.peek())?.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
