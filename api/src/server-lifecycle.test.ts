import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process on embedded PostgreSQL: first start, a write, Ctrl-C, start again.
const dataDir = mkdtempSync(path.join(tmpdir(), 'beerscout-lifecycle-'));
const started: ChildProcess[] = [];
afterAll(() => {
  // A failed assertion must not leave a server running.
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/index.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOAD_STARTER_CATALOGUE: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (match && out.includes('admin create'))
        resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm start on a fresh DATA_DIR', () => {
  it('creates the database and a secret, shuts down cleanly on Ctrl-C and keeps every write', async () => {
    const first = await startServer();
    expect(first.output()).toContain('npx beerscout admin create');
    const secretFile = path.join(dataDir, 'secrets.json');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(existsSync(path.join(dataDir, 'server.json'))).toBe(true);

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
});
