import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTokenSigner } from '../lib/tokens';
import { startTestApp, type TestApp } from '../testing/app';
import { closedPort } from '../testing/closed-port';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('answers 200 with the kind of database once a query succeeds', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, database: app.database.kind });
  });

  it('answers 503 database_unavailable, naming the address, when PostgreSQL cannot be reached', async () => {
    const port = await closedPort();
    const databaseUrl = `postgres://beerscout:secret@127.0.0.1:${port}/beerscout`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOAD_STARTER_CATALOGUE: '0',
    });
    const database = await openDatabase({ url: databaseUrl });
    const server: Server = createApp({
      config,
      database,
      tokens: createTokenSigner('test-secret-that-is-long-enough-for-hs256-signing'),
      now: () => new Date(),
      recognizer: () => Promise.reject(new Error('not used')),
    }).listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`,
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        code: 'database_unavailable',
        message: `Cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED). Is the server running?`,
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});
