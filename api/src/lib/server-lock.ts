import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by a server that holds DATA_DIR's embedded database, so the CLI can reach it. */
export type ServerLock = { pid: number; port: number; controlToken: string };

const lockFile = (dataDir: string) => path.join(dataDir, 'server.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running server on this DATA_DIR, if there is one (a stale file from a crash is ignored). */
export async function readLiveServerLock(dataDir: string): Promise<ServerLock | undefined> {
  try {
    const lock = JSON.parse(await readFile(lockFile(dataDir), 'utf8')) as ServerLock;
    return lock.pid !== process.pid && isAlive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
}

export async function writeServerLock(dataDir: string, port: number): Promise<ServerLock> {
  const lock: ServerLock = {
    pid: process.pid,
    port,
    controlToken: randomBytes(32).toString('hex'),
  };
  await writeFile(lockFile(dataDir), JSON.stringify(lock), { mode: 0o600 });
  return lock;
}

export async function removeServerLock(dataDir: string): Promise<void> {
  await rm(lockFile(dataDir), { force: true });
}
