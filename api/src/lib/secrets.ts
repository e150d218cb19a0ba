import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: the configured one, or one generated on first run and kept in
 * DATA_DIR/secrets.json (mode 600) so sessions survive restarts. Never in the repo.
 */
export async function loadJwtSecret(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof saved.jwtSecret === 'string' && saved.jwtSecret.length >= 32) return saved.jwtSecret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    await writeFile(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadJwtSecret(dataDir);
    throw err;
  }
  return jwtSecret;
}

/**
 * The key that encrypts API keys saved in the admin console: SETTINGS_KEY, or one generated on
 * first run into DATA_DIR/settings.key (mode 600). Losing that file makes saved keys unreadable
 * (they are entered again); it is never stored in the database beside what it protects.
 */
export async function loadSettingsKey(dataDir: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'settings.key');
  try {
    const saved = (await readFile(file, 'utf8')).trim();
    if (saved.length >= 32) return saved;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, key, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return loadSettingsKey(dataDir);
    throw err;
  }
  return key;
}
