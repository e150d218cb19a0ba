import { randomBytes } from 'node:crypto';
import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/server.json: the one process that holds DATA_DIR's embedded database. A server
 * publishes its port once it listens, so the CLI can reach it; `port` is absent while it starts,
 * and for a `beerscout` command that opened the database itself.
 */
export type ServerLock = {
  pid: number;
  kind: 'server' | 'cli';
  port?: number;
  controlToken: string;
};

/** Someone else holds DATA_DIR; the message says who, for the person who started us. */
export class ServerLockedError extends Error {
  constructor(
    readonly holder: ServerLock,
    dataDir: string,
  ) {
    super(
      holder.kind === 'cli'
        ? `A beerscout command (pid ${holder.pid}) is using ${dataDir}. Try again when it has finished.`
        : `Another BeerScout server (pid ${holder.pid}) is using ${dataDir}.`,
    );
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(dataDir: string): Promise<{ text: string; lock?: ServerLock }> {
  let text: string;
  try {
    text = await readFile(lockFile(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { text: '' };
    throw err;
  }
  try {
    const lock = JSON.parse(text) as ServerLock;
    return {
      text,
      lock: Number.isInteger(lock.pid) ? { ...lock, kind: lock.kind ?? 'server' } : undefined,
    };
  } catch {
    return { text };
  }
}

/** The running process that holds this DATA_DIR, if there is one (a crashed one's file is ignored). */
export async function readLiveServerLock(dataDir: string): Promise<ServerLock | undefined> {
  const { lock } = await readLock(dataDir).catch(() => ({ lock: undefined }));
  return lock && lock.pid !== process.pid && isAlive(lock.pid) ? lock : undefined;
}

/** Writes the file whole under a temporary name, so no reader ever sees half of it. */
async function writeTemp(dataDir: string, lock: ServerLock): Promise<string> {
  const temp = path.join(dataDir, `.server.json.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(temp, JSON.stringify(lock), { mode: 0o600, flag: 'wx' });
  return temp;
}

/**
 * Claims DATA_DIR for this process, before anything opens its database. Creating the file is
 * atomic (link fails if it exists), so of two processes starting together exactly one wins; the
 * loser throws ServerLockedError. A file left by a process that is gone is taken over.
 */
export async function claimServerLock(
  dataDir: string,
  kind: ServerLock['kind'] = 'server',
): Promise<ServerLock> {
  const lock: ServerLock = {
    pid: process.pid,
    kind,
    controlToken: randomBytes(32).toString('hex'),
  };
  const temp = await writeTemp(dataDir, lock);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await link(temp, lockFile(dataDir));
        return lock;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const held = await readLock(dataDir);
      if (held.lock && held.lock.pid !== process.pid && isAlive(held.lock.pid))
        throw new ServerLockedError(held.lock, dataDir);
      // Stale (its process is gone, or unreadable). Remove it only if it is still the very file
      // we judged, so a process that took it over a moment ago keeps its claim; then try again.
      if ((await readLock(dataDir)).text === held.text)
        await rm(lockFile(dataDir), { force: true });
    }
    throw new Error(`Could not claim ${lockFile(dataDir)}: it keeps changing.`);
  } finally {
    await rm(temp, { force: true });
  }
}

/** Once listening: adds the port to our claim (an atomic replace), for the CLI to find. */
export async function publishServerPort(
  dataDir: string,
  lock: ServerLock,
  port: number,
): Promise<ServerLock> {
  const published = { ...lock, port };
  await rename(await writeTemp(dataDir, published), lockFile(dataDir));
  return published;
}

/** Claims DATA_DIR and publishes the port in one go (a server that is already listening). */
export async function writeServerLock(dataDir: string, port: number): Promise<ServerLock> {
  return publishServerPort(dataDir, await claimServerLock(dataDir), port);
}

/** Gives DATA_DIR back, unless another process holds it by now (then it is theirs to remove). */
export async function removeServerLock(dataDir: string): Promise<void> {
  const { lock } = await readLock(dataDir).catch(() => ({ lock: undefined }));
  if (!lock || lock.pid === process.pid) await rm(lockFile(dataDir), { force: true });
}
