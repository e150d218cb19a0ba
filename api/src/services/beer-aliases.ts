import { beerMatchKey, normaliseBeerText } from '@common/domain/beer-key';
import type { CatalogueRow } from '@common/domain/catalogue-row';
import type { Db } from '../db/client';
import { beerAliases } from '../db/schema';

/** The words of an alias as the matcher compares them: one alias per beer and spelling. */
export const aliasKey = (alias: string) => normaliseBeerText(alias);

/** Stores the aliases an import gives its rows (ids by match key); known aliases are kept. */
export async function addCatalogueAliases(
  db: Db,
  rows: CatalogueRow[],
  upserted: { id: string; matchKey: string }[],
): Promise<void> {
  const ids = new Map(upserted.map((u) => [u.matchKey, u.id]));
  const values = rows.flatMap((row) => {
    const beerId = ids.get(beerMatchKey(row.brewery, row.name));
    return beerId
      ? (row.aliases ?? [])
          .filter((alias) => aliasKey(alias))
          .map((alias) => ({
            beerId,
            alias,
            aliasKey: aliasKey(alias),
            source: 'catalogue' as const,
          }))
      : [];
  });
  if (values.length) await db.insert(beerAliases).values(values).onConflictDoNothing();
}
