import type { CatalogueImportResult } from '@common/schemas/admin-catalogue';
import type { Db } from '../db/client';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';
import { parseCatalogueCsv } from './catalogue-files';
import { storedKeys, upsertCatalogueChunk, upsertInChunks } from './catalogue-upsert';

type Actor = Pick<UserRow, 'id' | 'username'>;

/**
 * A catalogue CSV uploaded in the console, read as `beerscout catalog import` reads it: every
 * row is added or updated (matched on brewery and name) in one transaction with its audit entry,
 * and the answer says what became of each line.
 */
export async function importCatalogueCsv(
  db: Db,
  csv: string,
  provenance: string,
  actor: Actor,
): Promise<CatalogueImportResult> {
  const { rows, rejections } = parseCatalogueCsv(csv);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // A row for a beer listed under another spelling updates that beer (catalogue-upsert.ts).
    const stored = await storedKeys(
      tx,
      rows.map((r) => r.row),
    );
    const added = new Set<string>();
    const outcomes = rows.map(({ line, row }, i) => {
      const { key, listed } = stored[i]!;
      // A later line for the same beer updates what an earlier line added.
      const status = listed || added.has(key) ? ('updated' as const) : ('added' as const);
      added.add(key);
      return { line, status, beer: `${row.brewery} — ${row.name}` };
    });
    const counts = await upsertInChunks(
      rows.map((r) => r.row),
      (chunk) => upsertCatalogueChunk(tx, { rows: chunk, provenance }),
    );
    await recordAudit(tx, {
      actor,
      action: 'beer.import',
      resource: 'beers',
      after: { ...counts, rejected: rejections.length, provenance },
    });
    return { ...counts, rejections, outcomes };
  });
}
