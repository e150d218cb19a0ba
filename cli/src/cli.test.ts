import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@api/app';
import { openAppDatabase } from '@api/bootstrap';
import { loadConfig } from '@api/config';
import type { Database } from '@api/db/client';
import { beers, users } from '@api/db/schema';
import { removeServerLock, writeServerLock, type ServerLock } from '@api/lib/server-lock';
import { createTokenSigner } from '@api/lib/tokens';

// The real `beerscout` binary in a child process, on an embedded database in a temp DATA_DIR:
// once on its own (it opens the database) and once while a server holds it (it goes through the
// server's control route). It needs no TEST_DATABASE_URL, so it runs once, with the unit tests.
const BIN = path.resolve(import.meta.dirname, '../bin/beerscout.mjs');
const CSV = [
  'name,brewery,style,abv,rating,rating_source',
  'Guinness Draught,Guinness,Irish Dry Stout,4.2,,',
  'GUINNESS  draught,Guinness,,4.3,,',
  'Duvel,Duvel Moortgat,Belgian Strong Golden Ale,8.5,,',
  'Rated Beer,Some Brewery,Lager,5,4.0,',
].join('\n');

type Result = { code: number | null; stdout: string; stderr: string };
function beerscout(dataDir: string, args: string[], stdin = ''): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEBUG: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'beerscout-cli-'));
  await writeFile(path.join(dir, 'beers.csv'), CSV);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('beerscout on its own', { timeout: 180_000 }, () => {
  const dataDir = () => path.join(dir, 'alone');

  it('migrates, imports with line-numbered rejections, and fails on an unreadable file', async () => {
    const migrate = await beerscout(dataDir(), ['db', 'migrate']);
    expect(migrate.stdout).toMatch(
      /^Database is up to date \(embedded PostgreSQL in .*alone\/db\)/,
    );

    const imported = await beerscout(dataDir(), ['catalog', 'import', path.join(dir, 'beers.csv')]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('2 added, 0 updated, 1 rejected (1 repeated row merged');
    expect(imported.stdout).toContain('  line 5: rating has no rating_source');

    const missing = await beerscout(dataDir(), ['catalog', 'import', path.join(dir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^error: No such file or folder: .*nope\.csv/);
  });

  it('names the missing and invalid flags when no one can be asked', async () => {
    const missing = await beerscout(dataDir(), ['admin', 'create', '--username', 'zed']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('needs --email, --password');

    const invalid = await beerscout(dataDir(), [
      'admin',
      'create',
      '-u',
      'zed',
      '-e',
      'x',
      '-p',
      '1',
    ]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('--email: Invalid email address');
    expect(invalid.stderr).toContain('--password: Password must be at least 6 characters');

    const piped = await beerscout(
      dataDir(),
      ['admin', 'create', '-u', 'zed', '-e', 'zed@example.com', '--password-stdin'],
      'secret12\n',
    );
    expect(piped.stdout).toContain('Created admin "zed" (zed@example.com). Sign in at /admin.');
  });
});

describe('beerscout while a server runs', () => {
  let database: Database;
  let server: Server;
  let dataDir: string;
  let lock: ServerLock | undefined;

  beforeAll(async () => {
    dataDir = path.join(dir, 'served');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOAD_STARTER_CATALOGUE: '0',
    });
    database = await openAppDatabase(config);
    const deps = {
      config,
      database,
      tokens: createTokenSigner('test-secret-that-is-long-enough-for-hs256-signing'),
      now: () => new Date(),
      recognizer: () => Promise.reject(new Error('not used by the CLI')),
    };
    server = createApp(deps, { controlToken: () => lock?.controlToken }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    lock = await writeServerLock(dataDir, (server.address() as AddressInfo).port);
    // A fresh embedded database takes seconds to create on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await removeServerLock(dataDir);
    await database.close();
  });

  // Six CLI processes, each starting Node and tsx: seconds apiece on a busy 2-core machine.
  it('goes through the server for every command', { timeout: 180_000 }, async () => {
    const migrate = await beerscout(dataDir, ['db', 'migrate']);
    expect(migrate.stdout).toContain(`A BeerScout server (pid ${process.pid}`);

    const created = await beerscout(dataDir, [
      'admin',
      'create',
      '-u',
      'amy',
      '-e',
      'amy@example.com',
      '-p',
      'secret1',
    ]);
    expect(created.stdout).toContain('Created admin "amy" (amy@example.com)');
    const [amy] = await database.db.select().from(users).where(eq(users.username, 'amy'));
    expect(amy?.isAdmin).toBe(true);

    const again = await beerscout(dataDir, [
      'admin',
      'create',
      '-u',
      'AMY',
      '-e',
      'new@example.com',
    ]);
    expect(again.stdout).toContain('"amy" (amy@example.com) is already an admin.');
    await beerscout(dataDir, [
      'admin',
      'create',
      '-u',
      'ben',
      '-e',
      'ben@example.com',
      '-p',
      'secret1',
    ]);
    const conflict = await beerscout(dataDir, [
      'admin',
      'create',
      '-u',
      'amy',
      '-e',
      'ben@example.com',
    ]);
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toMatch(
      /^error: The username "amy" and the e-mail ben@example.com belong to two different accounts/,
    );

    const imported = await beerscout(dataDir, ['catalog', 'import', path.join(dir, 'beers.csv')]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('through the running server');
    expect(imported.stdout).toContain('2 added, 0 updated, 1 rejected');
    const [row] = await database.db.select({ n: count() }).from(beers);
    expect(row!.n).toBe(2);
  });
});

describe('beerscout while a server is starting', () => {
  it('says so and leaves the database alone', { timeout: 180_000 }, async () => {
    // A live process (this one) has claimed DATA_DIR but has not published its port yet.
    const dataDir = path.join(dir, 'starting');
    await mkdir(dataDir, { recursive: true });
    const claim = { pid: process.pid, kind: 'server', controlToken: 'x'.repeat(64) };
    await writeFile(path.join(dataDir, 'server.json'), JSON.stringify(claim));

    const migrate = await beerscout(dataDir, ['db', 'migrate']);
    expect(migrate.code).toBe(1);
    expect(migrate.stderr.trim()).toBe(
      `error: A BeerScout server (pid ${process.pid}) is starting on ${dataDir}. Try again in a moment.`,
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });
});
