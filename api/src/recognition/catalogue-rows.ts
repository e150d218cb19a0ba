import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beerAliases, beers } from '../db/schema';
import type { CatalogueBeer } from './catalogue-index';

/** The verified beers the matcher knows, each with the other names it goes by. */
export async function loadCatalogueRows(db: Db): Promise<CatalogueBeer[]> {
  const [rows, aliases] = await Promise.all([
    db
      .select({ id: beers.id, name: beers.name, brewery: beers.brewery, style: beers.style })
      .from(beers)
      .where(eq(beers.status, 'verified')),
    db.select({ beerId: beerAliases.beerId, alias: beerAliases.alias }).from(beerAliases),
  ]);
  const byBeer = new Map<string, string[]>();
  for (const a of aliases) byBeer.set(a.beerId, [...(byBeer.get(a.beerId) ?? []), a.alias]);
  return rows.map((row) => {
    const names = byBeer.get(row.id);
    return names ? { ...row, aliases: names } : row;
  });
}

/** Changes whenever a beer or an alias is added, edited or removed. */
export async function catalogueStamp(db: Db): Promise<string> {
  const [[b], [a]] = await Promise.all([
    db.select({ n: count(), at: max(beers.updatedAt) }).from(beers),
    db.select({ n: count(), at: max(beerAliases.createdAt) }).from(beerAliases),
  ]);
  const part = (r: { n: number; at: Date | null } | undefined) =>
    `${r?.n ?? 0}@${r?.at instanceof Date ? r.at.toISOString() : String(r?.at)}`;
  return `${part(b)}/${part(a)}`;
}
