import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { CatalogueIndex } from './catalogue-index';

/**
 * The catalogue index, rebuilt only when the catalogue changed (an import, an admin edit):
 * one cheap query per scan instead of reading 6,000 beers each time.
 */
export function catalogueSnapshot(db: Db) {
  let current: { stamp: string; index: CatalogueIndex } | undefined;
  let building: Promise<CatalogueIndex> | undefined;

  async function build(stamp: string): Promise<CatalogueIndex> {
    const rows = await db
      .select({ id: beers.id, name: beers.name, brewery: beers.brewery, style: beers.style })
      .from(beers)
      .where(eq(beers.status, 'verified'));
    const index = new CatalogueIndex(rows);
    current = { stamp, index };
    return index;
  }

  return async function index(): Promise<CatalogueIndex> {
    const [row] = await db.select({ n: count(), at: max(beers.updatedAt) }).from(beers);
    const stamp = `${row?.n ?? 0}@${row?.at instanceof Date ? row.at.toISOString() : String(row?.at)}`;
    if (current?.stamp === stamp) return current.index;
    building ??= build(stamp).finally(() => (building = undefined));
    return building;
  };
}
