import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { beerAliases } from '../db/schema';
import { CatalogueIndex } from '../recognition/catalogue-index';
import { interpret } from '../recognition/interpret';
import { line } from '../recognition/testing-lines';
import { readCatalogueSource } from '../services/catalogue-files';
import { createTestDatabase } from '../testing/database';
import { runOperationOn } from '.';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'beerscout-aliases-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('catalog import with an aliases column', () => {
  it('stores each |-separated alias once and the recogniser knows the beer by it', async () => {
    const file = path.join(dir, 'beers.csv');
    await writeFile(
      file,
      [
        'name,brewery,style,aliases',
        'Two Lakes IPA,Heronmoss Brewing,IPA,Two Lakes Ale| 2 Lakes IPA |Two Lakes Ale',
        'Plain Lager,Heronmoss Brewing,Lager,',
      ].join('\n'),
    );
    const source = await readCatalogueSource(file);
    expect(source.rejections).toEqual([]);
    for (let i = 0; i < 2; i++)
      // importing twice keeps one row per alias
      await runOperationOn(database.db, 'catalog.upsertChunk', {
        rows: source.rows.map((r) => r.row),
        provenance: 'import:beers.csv',
      });
    const stored = await database.db.select().from(beerAliases);
    expect(stored.map((a) => [a.alias, a.source]).sort()).toEqual([
      ['2 Lakes IPA', 'catalogue'],
      ['Two Lakes Ale', 'catalogue'],
    ]);
    const rows = await runOperationOn(database.db, 'catalog.snapshot', {});
    const result = interpret(new CatalogueIndex(rows), [
      line('HERONMOSS', 100, 100),
      line('Two Lakes Ale', 100, 150),
    ]);
    expect(result.beers.map((b) => b.name)).toEqual(['Two Lakes IPA']);
  });
});
