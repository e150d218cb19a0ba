import { readFile } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { parseCatalogueCsv } from './catalogue-files';
import { mergeDuplicateRows, upsertCatalogueChunk, upsertInChunks } from './catalogue-upsert';

const STARTER_CSV = new URL('../db/starter-catalogue.csv', import.meta.url);

/**
 * Loads the starter catalogue into an empty catalogue; returns how many beers it added.
 * A catalogue that has any beer is left alone, so an admin's deletions are never undone.
 */
export async function loadStarterCatalogueIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(beers);
  if ((row?.n ?? 0) > 0) return 0;
  const parsed = parseCatalogueCsv(await readFile(STARTER_CSV, 'utf8'));
  if (parsed.rejections.length > 0) {
    const first = parsed.rejections[0]!;
    throw new Error(`starter-catalogue.csv line ${first.line}: ${first.reason}`);
  }
  const rows = mergeDuplicateRows(parsed.rows).items.map((r) => r.row);
  const counts = await upsertInChunks(rows, (chunk) =>
    upsertCatalogueChunk(db, { rows: chunk, provenance: 'starter' }),
  );
  return counts.added;
}
