import { eq, or, sql } from 'drizzle-orm';
import { beerMatchKey } from '@common/domain/beer-key';
import { MOJIBAKE_HINT, repairMojibake } from '@common/domain/mojibake';
import type { Db } from '../db/client';
import { beers } from '../db/schema';

export type TextRepair = { repaired: number; kept: string[] };

const TEXT_COLUMNS = ['name', 'brewery', 'style', 'description', 'origin'] as const;

/**
 * Imports repair double-encoded text on the way in ("KÃ¶lsch", common/domain/mojibake.ts); this
 * repairs beers imported before they did, in place, so collections, ratings and scans keep
 * pointing at them. A beer whose repaired name is already another beer's (imported again since)
 * keeps its name and brewery: merging two beers is an admin's call. Cheap when there is nothing
 * to repair, so it runs at every start.
 */
export async function repairCatalogueText(db: Db): Promise<TextRepair> {
  const suspects = await db
    .select()
    .from(beers)
    .where(or(...TEXT_COLUMNS.map((c) => sql`${beers[c]} ~ ${MOJIBAKE_HINT}`)));
  const result: TextRepair = { repaired: 0, kept: [] };
  if (!suspects.length) return result;
  await db.transaction(async (tx) => {
    for (const beer of suspects) {
      const fix = (v: string | null) => (v === null ? null : repairMojibake(v));
      const changes = Object.fromEntries(
        TEXT_COLUMNS.map((c) => [c, fix(beer[c])] as const).filter(([c, v]) => v !== beer[c]),
      ) as Partial<Record<(typeof TEXT_COLUMNS)[number], string>>;
      if (!Object.keys(changes).length) continue;
      const matchKey = beerMatchKey(changes.brewery ?? beer.brewery, changes.name ?? beer.name);
      if (matchKey !== beer.matchKey) {
        const [twin] = await tx
          .select({ id: beers.id })
          .from(beers)
          .where(eq(beers.matchKey, matchKey));
        if (twin) {
          result.kept.push(`${beer.brewery} · ${beer.name}`);
          delete changes.name;
          delete changes.brewery;
          if (!Object.keys(changes).length) continue;
        }
      }
      await tx
        .update(beers)
        .set({
          ...changes,
          matchKey: beerMatchKey(changes.brewery ?? beer.brewery, changes.name ?? beer.name),
          updatedAt: sql`now()`,
        })
        .where(eq(beers.id, beer.id));
      result.repaired++;
    }
  });
  return result;
}
