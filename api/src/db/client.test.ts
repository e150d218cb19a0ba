import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const root = await mkdtemp(path.join(os.tmpdir(), 'beerscout-client-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const sharedBuffers = async (options: Parameters<typeof openDatabase>[0]) => {
  const database = await openDatabase(options);
  try {
    const result = await database.db.execute(sql`show shared_buffers`);
    return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('embedded PostgreSQL', () => {
  // Shared buffers stay resident in PGlite's memory: on disk the OS caches the files instead.
  it('keeps its shared buffers small when its files are on disk', async () => {
    expect(await sharedBuffers({ dataDir: path.join(root, 'db') })).toBe('32MB');
  }, 60_000);

  it('keeps the default in memory, where smaller buffers measured larger', async () => {
    expect(await sharedBuffers({})).toBe('128MB');
  }, 60_000);
});
