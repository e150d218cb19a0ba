import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { AppDeps } from '../deps';
import { once } from '../lib/once';
import { createTokenSigner } from '../lib/tokens';
import { createRecognizer } from '../recognition/recognizer';
import type { Recognizer } from '../recognition/types';
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
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOAD_STARTER_CATALOGUE: '0' }),
    ...overrides.config,
  };
  // The real recogniser (models load on first scan), unless a test brings its own.
  const recognizer = once(
    async () =>
      overrides.recognizer ??
      createRecognizer(database.db, { mode: config.recognizer, vision: config.vision }),
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
    },
  };
}
