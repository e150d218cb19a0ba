import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Call before anything in DATA_DIR is created or opened: an owner-only umask keeps the secrets,
 * the lock file and every folder there 700/600, and a new DATA_DIR is made 700.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
}

/**
 * Takes group and other permissions off everything under `dir`. PGlite does not honour the
 * umask: it chmods the files it creates (its initial cluster comes out 666 and its relcache
 * files 644), so its folder is swept once it is open and migrated. Later files come out 600,
 * and all of them sit in 700 folders.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const target of [dir, ...entries.map((e) => path.join(e.parentPath, e.name))]) {
    const { mode } = await stat(target).catch(() => ({ mode: 0 }));
    if (mode & 0o077) await chmod(target, mode & 0o7700).catch(() => {});
  }
}
