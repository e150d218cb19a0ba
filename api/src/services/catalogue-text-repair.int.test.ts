import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import type { Database } from '../db/client';
import { beers } from '../db/schema';
import { createTestDatabase } from '../testing/database';
import { repairCatalogueText } from './catalogue-text-repair';
import { upsertCatalogueChunk } from './catalogue-upsert';
import { checkCatalogueRecord } from '@common/domain/catalogue-row';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A beer as an import stored it before imports repaired double-encoded text. */
async function storedAsImported(brewery: string, name: string, style: string | null = null) {
  const [row] = await database.db
    .insert(beers)
    .values({
      name,
      brewery,
      style,
      matchKey: beerMatchKey(brewery, name),
      provenance: 'openbeerdb',
    })
    .returning({ id: beers.id });
  return row!.id;
}
const byId = async (id: string) =>
  (await database.db.select().from(beers).where(eq(beers.id, id)))[0]!;

describe('repairCatalogueText', () => {
  it('repairs garbled beers in place, and an import of the dump then finds them', async () => {
    const jorger = await storedAsImported('Brauerei Grieskirchen AG', 'JÃ¶rger WeiÃŸe Hell');
    const nogne = await storedAsImported('NÃ¸gne Ã˜', 'Brown Ale', 'KÃ¶lsch');
    const plain = await storedAsImported('Früh', 'Früh Kölsch');

    const result = await repairCatalogueText(database.db);

    expect(result).toEqual({ repaired: 2, kept: [] });
    expect(await byId(jorger)).toMatchObject({
      name: 'Jörger Weiße Hell',
      matchKey: beerMatchKey('Brauerei Grieskirchen AG', 'Jörger Weiße Hell'),
    });
    expect(await byId(nogne)).toMatchObject({ brewery: 'Nøgne Ø', style: 'Kölsch' });
    expect(await byId(plain)).toMatchObject({ name: 'Früh Kölsch' });
    // The same row of the dump, imported again, updates the repaired beer: no second one.
    const row = checkCatalogueRecord({
      name: 'JÃ¶rger WeiÃŸe Hell',
      brewery: 'Brauerei Grieskirchen AG',
    });
    if (!row.ok) throw new Error(row.reason);
    expect(
      await upsertCatalogueChunk(database.db, { rows: [row.row], provenance: 'openbeerdb' }),
    ).toEqual({ added: 0, updated: 1 });
    expect(await repairCatalogueText(database.db)).toEqual({ repaired: 0, kept: [] });
  });

  it('keeps the name of a garbled beer whose repaired name is another beer', async () => {
    const garbled = await storedAsImported('Brasserie Dupont', 'BiÃ¨re de Miel', 'SaisÃ¸n');
    const twin = await storedAsImported('Brasserie Dupont', 'Bière de Miel');

    const result = await repairCatalogueText(database.db);

    expect(result).toEqual({ repaired: 1, kept: ['Brasserie Dupont · BiÃ¨re de Miel'] });
    expect(await byId(garbled)).toMatchObject({ name: 'BiÃ¨re de Miel', style: 'Saisøn' });
    expect(await byId(twin)).toMatchObject({ name: 'Bière de Miel' });
    const [all] = await database.db.select({ n: count() }).from(beers);
    expect(all!.n).toBe(5);
  });
});
