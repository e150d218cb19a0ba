import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from './testing/closed-port';

// The real server process on embedded PostgreSQL: first start, a write, Ctrl-C, start again.
const root = mkdtempSync(path.join(tmpdir(), 'beerscout-lifecycle-'));
// Not created yet: the server makes it, which is what the permission test looks at.
const dataDir = path.join(root, 'data');
const started: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function spawnServer(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_STARTER_CATALOGUE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return { child, output: () => out + err, stderr: () => err };
}

function startServer(
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const { child, output } = spawnServer(env);
  return new Promise((resolve, reject) => {
    const onData = () => {
      const match = /running at (http:\/\/localhost:\d+)/.exec(output());
      if (match && output().includes('admin create'))
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output()}`)));
  });
}

/** A server start that is expected to fail: its exit code and what it printed. */
async function failedStart(env: Record<string, string> = {}) {
  const { child, output, stderr } = spawnServer(env);
  const code = await exitOf(child);
  return { code, output: output(), stderr: stderr() };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

/** Every file under `dir` with its size, mtime and content hash: any write shows up. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
    files[path.relative(dir, file)] = `${size} ${mtimeMs} ${hash}`;
  }
  return files;
}

describe('npm start on a fresh DATA_DIR', () => {
  it('creates the database and a secret, shuts down cleanly on Ctrl-C and keeps every write', async () => {
    const first = await startServer();
    expect(first.output()).toContain('npx beerscout admin create');
    const secretFile = path.join(dataDir, 'secrets.json');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);

    // Nothing in DATA_DIR is readable or writable by other local users.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const open = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => statSync(file).mode & 0o077)
      .map(
        (file) => `${path.relative(dataDir, file)} ${(statSync(file).mode & 0o777).toString(8)}`,
      );
    expect(open).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(0);

    const registered = await fetch(`${first.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'keeper',
        password: 'secret1',
        email: 'keeper@example.com',
        ageConfirmed: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const exited = exitOf(first.child);
    first.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(false);

    // Same DATA_DIR again: the account and the session (same generated secret) are still there.
    const second = await startServer();
    try {
      const me = await fetch(`${second.url}/api/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { username: string }).username).toBe('keeper');
    } finally {
      const done = exitOf(second.child);
      second.child.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  }, 60_000);

  it('refuses a second server on the same DATA_DIR before it touches the database', async () => {
    const dir = path.join(root, 'shared');
    const env = { DATA_DIR: dir };
    const first = await startServer(env);
    try {
      const before = snapshot(path.join(dir, 'db'));
      const second = await failedStart(env);
      expect(second.code).not.toBe(0);
      expect(second.stderr.trim()).toBe(
        `Another BeerScout server (pid ${first.child.pid}) is using ${dir}.`,
      );
      expect(snapshot(path.join(dir, 'db'))).toEqual(before);
      // The first one still answers and still holds the lock the CLI reads.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const lock = JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as {
        pid: number;
        port: number;
      };
      expect(lock.pid).toBe(first.child.pid);
      expect(String(lock.port)).toBe(new URL(first.url).port);
    } finally {
      // Killed outright: it leaves server.json behind, as a crash would.
      const done = exitOf(first.child);
      first.child.kill('SIGKILL');
      await done;
    }
    expect(existsSync(path.join(dir, 'server.json'))).toBe(true);

    // The lock of a process that is gone is taken over.
    const third = await startServer(env);
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    const done = exitOf(third.child);
    third.child.kill('SIGKILL');
    await done;
  }, 180_000);
});

describe('npm start with an unreachable DATABASE_URL', () => {
  it('prints one line naming the host and port, and exits 1', async () => {
    const port = await closedPort();
    const run = await failedStart({
      DATABASE_URL: `postgres://beerscout:secret@127.0.0.1:${port}/beerscout`,
      DATA_DIR: path.join(root, 'unused'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED). Is the server running?`,
    );
    expect(run.output).not.toContain('secret');
  }, 60_000);
});
