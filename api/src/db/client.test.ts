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

  // A new folder is created, then opened afresh (client.ts: initdb's memory given back).
  it('creates a new folder and opens it again with what was written', async () => {
    const dataDir = path.join(root, 'fresh', 'db');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      const result = await second.db.execute(sql`select note from kept`);
      expect((result as unknown as { rows: { note: string }[] }).rows).toEqual([
        { note: 'still here' },
      ]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
