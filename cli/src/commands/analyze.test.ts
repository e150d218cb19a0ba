import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '@api/bootstrap';
import { loadConfig } from '@api/config';
import { loadStarterCatalogueIfEmpty } from '@api/services/starter-catalogue';
import { shelfPhoto } from '@api/testing/photos';
import { EMPTY_CATALOGUE } from './analyze';

const BIN = path.resolve(import.meta.dirname, '../../bin/beerscout.mjs');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'beerscout-analyze-'));
  const database = await openAppDatabase(loadConfig({ DATA_DIR: dir }));
  await loadStarterCatalogueIfEmpty(database.db);
  await database.close();
  await writeFile(
    path.join(dir, 'shelf.jpg'),
    await shelfPhoto(
      [
        { brewery: 'Guinness', name: 'Draught' },
        { brewery: 'Moonlight Goat', name: 'Hazelnut Porter' },
      ],
      {
        width: 2400,
        height: 1200,
      },
    ),
  );
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('beerscout analyze', () => {
  it('prints one JSON array with the beers, their boxes in photo pixels, and what it could not match', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [BIN, 'analyze', path.join(dir, 'shelf.jpg'), '--json'],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
      },
    );
    const [result] = JSON.parse(stdout);
    expect(result.file).toMatch(/shelf\.jpg$/);
    expect(result.ms).toBeGreaterThan(0);
    expect(result.beers).toEqual([
      expect.objectContaining({
        name: 'Guinness Draught',
        brewery: 'Guinness',
        confidence: expect.any(Number),
      }),
    ]);
    const [[x, , w]] = result.beers[0].boxes;
    expect(x + w).toBeLessThanOrEqual(1300); // the left half of a 2400 px photo
    expect(
      result.unrecognised.map((u: { text: string }) => u.text.toLowerCase()).join(' '),
    ).toContain('porter');
    expect(result.guesses).toEqual(expect.any(Array));
  }, 60_000);

  it('reports an unreadable file on stderr and in the JSON, and analyses the rest', async () => {
    const broken = path.join(dir, 'broken.jpg');
    await writeFile(broken, 'this is not a photo');
    const run = promisify(execFile)(
      process.execPath,
      [BIN, 'analyze', broken, path.join(dir, 'shelf.jpg'), '--json'],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
    );
    const failed = await run.then(
      () => undefined,
      (err: { code: number; stdout: string; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('broken.jpg');
    const [bad, good] = JSON.parse(failed!.stdout);
    expect(bad).toEqual({ file: broken, error: expect.any(String) });
    expect(good.beers.map((b: { name: string }) => b.name)).toEqual(['Guinness Draught']);
  }, 60_000);

  it('says so when the catalogue is empty, and still reports the photo', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'beerscout-analyze-empty-'));
    try {
      await (await openAppDatabase(loadConfig({ DATA_DIR: empty }))).close();
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [BIN, 'analyze', path.join(dir, 'shelf.jpg')],
        { env: { ...process.env, DATA_DIR: empty, DATABASE_URL: '' } },
      );
      expect(stderr).toContain(EMPTY_CATALOGUE);
      expect(stdout).toContain('shelf.jpg');
      expect(stdout).toContain('0 beers');
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it('has no --type option: the recogniser reads shelves and taps alike', async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      [BIN, 'analyze', path.join(dir, 'shelf.jpg'), '--type', 'tap'],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
    ).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).not.toBe(0);
    expect(failed?.stderr).toContain("unknown option '--type'");
  }, 60_000);
});
