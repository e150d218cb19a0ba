import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { beerMatchKey } from '@common/domain/beer-key';
import type { InventoryRow } from '@common/schemas/widget';
import type { Db } from '../db/client';
import { beers, retailerInventory } from '../db/schema';
import type { SiteRow } from './widget-sites';

export type LocatedInventoryRow = InventoryRow & { line: number };
export type InventoryImport = {
  added: number;
  updated: number;
  removed: number;
  unchanged: number;
  /** Rows naming no catalogue beer (brewery + name, ignoring case, accents and punctuation). */
  unmatched: { line: number; sku: string; brewery: string; name: string }[];
  /** What became of each row that named a catalogue beer, by its line in the file. */
  outcomes: { line: number; sku: string; status: 'added' | 'updated' | 'unchanged' }[];
};

/**
 * Puts a retailer's listings against catalogue beers, keyed by SKU: a known SKU is updated, a new
 * one added. With `replace`, SKUs the file no longer lists are removed. One transaction.
 */
export async function importInventory(
  db: Db,
  site: SiteRow,
  rows: LocatedInventoryRow[],
  options: { replace: boolean; now: Date },
): Promise<InventoryImport> {
  const keys = [...new Set(rows.map((r) => beerMatchKey(r.brewery, r.name)))];
  const found = keys.length
    ? await db
        .select({ id: beers.id, matchKey: beers.matchKey })
        .from(beers)
        .where(inArray(beers.matchKey, keys))
    : [];
  const beerOf = new Map(found.map((b) => [b.matchKey, b.id]));
  const result: InventoryImport = {
    added: 0,
    updated: 0,
    removed: 0,
    unchanged: 0,
    unmatched: [],
    outcomes: [],
  };

  // A SKU listed twice: the later row wins, as a person editing the file would expect.
  const bySku = new Map<string, LocatedInventoryRow & { beerId: string }>();
  for (const row of rows) {
    const beerId = beerOf.get(beerMatchKey(row.brewery, row.name));
    if (!beerId) {
      result.unmatched.push({ line: row.line, sku: row.sku, brewery: row.brewery, name: row.name });
      continue;
    }
    bySku.set(row.sku, { ...row, beerId });
  }

  await db.transaction(async (tx) => {
    const skus = [...bySku.keys()];
    const existing = skus.length
      ? await tx
          .select()
          .from(retailerInventory)
          .where(and(eq(retailerInventory.siteId, site.id), inArray(retailerInventory.sku, skus)))
      : [];
    const before = new Map(existing.map((r) => [r.sku, r]));
    for (const row of bySku.values()) {
      const old = before.get(row.sku);
      const status = !old
        ? 'added'
        : old.beerId === row.beerId &&
            old.price === row.price &&
            old.currency === row.currency &&
            old.url === row.url &&
            old.inStock === row.inStock
          ? 'unchanged'
          : 'updated';
      result[status]++;
      result.outcomes.push({ line: row.line, sku: row.sku, status });
    }
    const values = [...bySku.values()].map((r) => ({
      siteId: site.id,
      beerId: r.beerId,
      sku: r.sku,
      price: r.price,
      currency: r.currency,
      url: r.url,
      inStock: r.inStock,
      updatedAt: options.now,
    }));
    for (let i = 0; i < values.length; i += 500) {
      await tx
        .insert(retailerInventory)
        .values(values.slice(i, i + 500))
        .onConflictDoUpdate({
          target: [retailerInventory.siteId, retailerInventory.sku],
          set: {
            beerId: sql`excluded.beer_id`,
            price: sql`excluded.price`,
            currency: sql`excluded.currency`,
            url: sql`excluded.url`,
            inStock: sql`excluded.in_stock`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    if (options.replace) {
      // Every SKU the file lists stays, matched or not: an unmatched row is a naming problem to
      // fix, not a product the shop stopped selling.
      const listed = [...new Set(rows.map((r) => r.sku))];
      const removed = await tx
        .delete(retailerInventory)
        .where(
          listed.length
            ? and(eq(retailerInventory.siteId, site.id), notInArray(retailerInventory.sku, listed))
            : eq(retailerInventory.siteId, site.id),
        )
        .returning({ id: retailerInventory.id });
      result.removed = removed.length;
    }
  });
  return result;
}
