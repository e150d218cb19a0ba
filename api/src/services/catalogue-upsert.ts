import { sql } from 'drizzle-orm';
import { beerMatchKey } from '@common/domain/beer-key';
import type { CatalogueRow } from '@common/domain/catalogue-row';
import type { Db } from '../db/client';
import { beers } from '../db/schema';
import { addCatalogueAliases } from './beer-aliases';

/** Rows per upsert statement: small enough for one quick transaction and a moving progress bar. */
export const CATALOGUE_CHUNK_SIZE = 500;

export type UpsertCounts = { added: number; updated: number };

/**
 * Folds a later row for the same beer into the earlier one: facts the later row gives win,
 * facts it leaves empty are kept. A rating moves only together with its source and count.
 */
export function mergeCatalogueRow(earlier: CatalogueRow, later: CatalogueRow): CatalogueRow {
  const rated = later.rating !== null ? later : earlier;
  return {
    name: later.name,
    brewery: later.brewery,
    style: later.style ?? earlier.style,
    abv: later.abv ?? earlier.abv,
    ibu: later.ibu ?? earlier.ibu,
    description: later.description ?? earlier.description,
    origin: later.origin ?? earlier.origin,
    rating: rated.rating,
    ratingSource: rated.ratingSource,
    ratingCount: rated.ratingCount,
    ...(earlier.aliases || later.aliases
      ? { aliases: [...new Set([...(earlier.aliases ?? []), ...(later.aliases ?? [])])] }
      : {}),
    ratingUrl: rated.ratingUrl,
  };
}

/** One row per beer (by match key), in first-seen order; `duplicates` is how many were folded. */
export function mergeDuplicateRows<T extends { row: CatalogueRow }>(
  items: T[],
): { items: T[]; duplicates: number } {
  const byKey = new Map<string, T>();
  for (const item of items) {
    const key = beerMatchKey(item.row.brewery, item.row.name);
    const earlier = byKey.get(key);
    byKey.set(key, earlier ? { ...earlier, row: mergeCatalogueRow(earlier.row, item.row) } : item);
  }
  return { items: [...byKey.values()], duplicates: items.length - byKey.size };
}

// On conflict the same rule as mergeCatalogueRow: given facts replace, missing ones are kept.
const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, "beers"."${column}")`);
const ratingPart = (column: string) =>
  sql.raw(`case when excluded.rating is null then "beers"."${column}" else excluded.${column} end`);

/**
 * Adds or updates one chunk of catalogue rows in a transaction, matched on the beer's match key.
 * Imported rows are verified: an import confirms a beer a vision model or a user only named.
 */
export async function upsertCatalogueChunk(
  db: Db,
  input: { rows: CatalogueRow[]; provenance: string },
): Promise<UpsertCounts> {
  // One statement cannot update a row twice, so the chunk's own duplicates are folded first.
  const rows = mergeDuplicateRows(input.rows.map((row) => ({ row }))).items.map((i) => i.row);
  if (rows.length === 0) return { added: 0, updated: 0 };
  const values = rows.map(({ aliases: _aliases, ...row }) => ({
    ...row,
    matchKey: beerMatchKey(row.brewery, row.name),
    status: 'verified' as const,
    provenance: input.provenance,
  }));
  const result = await db.transaction(async (tx) => {
    const upserted = await tx
      .insert(beers)
      .values(values)
      .onConflictDoUpdate({
        target: beers.matchKey,
        set: {
          name: sql`excluded.name`,
          brewery: sql`excluded.brewery`,
          style: keep('style'),
          abv: keep('abv'),
          ibu: keep('ibu'),
          description: keep('description'),
          origin: keep('origin'),
          rating: ratingPart('rating'),
          ratingSource: ratingPart('rating_source'),
          ratingCount: ratingPart('rating_count'),
          ratingUrl: ratingPart('rating_url'),
          status: 'verified',
          provenance: sql`excluded.provenance`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is 0 only for a row this statement inserted; an updated row carries our xid.
      .returning({ id: beers.id, matchKey: beers.matchKey, inserted: sql<boolean>`(xmax = 0)` });
    await addCatalogueAliases(tx as unknown as Db, rows, upserted);
    return upserted;
  });
  const added = result.filter((r) => r.inserted).length;
  return { added, updated: result.length - added };
}

/** Upserts rows chunk by chunk through `upsert` (in-process or via the server), summing counts. */
export async function upsertInChunks(
  rows: CatalogueRow[],
  upsert: (chunk: CatalogueRow[]) => Promise<UpsertCounts>,
  onChunk?: (done: number, counts: UpsertCounts) => void,
  chunkSize = CATALOGUE_CHUNK_SIZE,
): Promise<UpsertCounts> {
  const total: UpsertCounts = { added: 0, updated: 0 };
  for (let i = 0; i < rows.length; i += chunkSize) {
    const counts = await upsert(rows.slice(i, i + chunkSize));
    total.added += counts.added;
    total.updated += counts.updated;
    onChunk?.(Math.min(i + chunkSize, rows.length), total);
  }
  return total;
}
