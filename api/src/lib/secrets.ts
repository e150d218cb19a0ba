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
