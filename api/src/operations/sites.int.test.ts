import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beerMatchKey } from '@common/domain/beer-key';
import type { Database } from '../db/client';
import { beers, retailerInventory } from '../db/schema';
import { createTestDatabase } from '../testing/database';
import { runOperationOn } from '.';

let database: Database;
let key: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(beers).values(
    [
      ['BrewDog', 'Punk IPA'],
      ['Guinness', 'Guinness Draught'],
      ['Brauerei Weißenohe', 'Klosterbier'],
    ].map(([brewery, name]) => ({
      brewery: brewery!,
      name: name!,
      matchKey: beerMatchKey(brewery!, name!),
      provenance: 'test',
    })),
  );
  const site = await runOperationOn(database.db, 'sites.create', {
    name: 'Hoppy Corner',
    allowedOrigins: ['https://hoppycorner.example'],
  });
  key = site.publicKey;
});
afterAll(() => database.close());

const row = (line: number, sku: string, brewery: string, name: string, extra = {}) => ({
  line,
  sku,
  brewery,
  name,
  price: 3.5,
  currency: 'EUR',
  url: null,
  inStock: true,
  ...extra,
});
const stored = async () =>
  (await database.db.select().from(retailerInventory)).sort((a, b) => a.sku.localeCompare(b.sku));

describe('sites.inventory', () => {
  it('matches rows to catalogue beers (case, accents, punctuation aside) and reports the rest', async () => {
    const result = await runOperationOn(database.db, 'sites.inventory', {
      site: key,
      rows: [
        row(2, 'A1', 'brewdog', 'PUNK IPA'),
        row(3, 'A2', 'Brauerei Weissenohe', 'Klosterbier', { price: null, currency: null }),
        row(4, 'A3', 'Nobody', 'Imaginary Lager'),
      ],
    });
    expect(result).toMatchObject({ added: 2, updated: 0, removed: 0, unchanged: 0 });
    expect(result.unmatched).toEqual([
      { line: 4, sku: 'A3', brewery: 'Nobody', name: 'Imaginary Lager' },
    ]);
    expect(result.site.inventoryCount).toBe(2);
    const [punk] = await database.db.select().from(beers).where(eq(beers.name, 'Punk IPA'));
    expect((await stored()).map((r) => [r.sku, r.beerId === punk!.id, r.price])).toEqual([
      ['A1', true, 3.5],
      ['A2', false, null],
    ]);
  });

  it('updates a known SKU, keeps an unchanged one, and with replace removes what is gone', async () => {
    const update = await runOperationOn(database.db, 'sites.inventory', {
      site: key,
      rows: [
        row(2, 'A1', 'BrewDog', 'Punk IPA', { price: 2.99, inStock: false }),
        row(3, 'B1', 'Guinness', 'Guinness Draught'),
      ],
    });
    expect(update).toMatchObject({ added: 1, updated: 1, removed: 0 });
    expect((await stored()).map((r) => r.sku)).toEqual(['A1', 'A2', 'B1']);

    const replace = await runOperationOn(database.db, 'sites.inventory', {
      site: key,
      replace: true,
      rows: [row(2, 'A1', 'BrewDog', 'Punk IPA', { price: 2.99, inStock: false })],
    });
    expect(replace).toMatchObject({ added: 0, updated: 0, unchanged: 1, removed: 2 });
    const [a1] = await stored();
    expect(a1).toMatchObject({ sku: 'A1', price: 2.99, inStock: false });
  });

  it('refuses an unknown site', async () => {
    await expect(
      runOperationOn(database.db, 'sites.inventory', { site: 'pk_live_nope', rows: [] }),
    ).rejects.toMatchObject({ status: 404, code: 'site_not_found' });
  });
});
