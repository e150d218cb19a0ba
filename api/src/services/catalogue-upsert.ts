import { sql } from 'drizzle-orm';
import {
  areTwinListings,
  beerMatchKey,
  listingOfBeer,
  normaliseBeerText,
  type Listing,
} from '@common/domain/beer-key';
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

/** At most this many aliases a row, as CatalogueRowSchema allows. */
const MAX_ALIASES = 20;

/**
 * A row for a beer already listed under another spelling of its name (`areTwinListings`), made
 * a row for that listing: the listed name stays, the row's own name becomes one of its aliases.
 */
export function asTwinOf(
  row: CatalogueRow,
  listed: { name: string; brewery: string },
): CatalogueRow {
  if (beerMatchKey(row.brewery, row.name) === beerMatchKey(listed.brewery, listed.name)) return row;
  // The same name under another spelling of the brewery ("Plzesk Prazdroj") is no alias.
  const own = normaliseBeerText(row.name) === normaliseBeerText(listed.name) ? [] : [row.name];
  const aliases = [...new Set([...(row.aliases ?? []), ...own])].slice(0, MAX_ALIASES);
  return {
    ...row,
    name: listed.name,
    brewery: listed.brewery,
    ...(aliases.length ? { aliases } : {}),
  };
}

/** For each row, the first row (in order) that lists the same beer: itself, or its twin. */
function firstListings(rows: CatalogueRow[]): number[] {
  const first = new Map<string, number>();
  const near = new TwinFinder<Listing & { at: number }>();
  return rows.map((row, at) => {
    const listing = listingOfBeer(row.brewery, row.name);
    const earlier = first.get(listing.twin) ?? near.find(listing)?.at;
    if (earlier !== undefined) return earlier;
    first.set(listing.twin, at);
    near.add({ ...listing, at });
    return at;
  });
}

/**
 * One row per beer, in first-seen order; `duplicates` is how many were folded. A later row with
 * the same match key respells the beer; a twin listing's spelling (`areTwinListings`) is kept as
 * an alias.
 */
export function mergeDuplicateRows<T extends { row: CatalogueRow }>(
  items: T[],
): { items: T[]; duplicates: number } {
  const merged = new Map<number, T>();
  firstListings(items.map((i) => i.row)).forEach((first, at) => {
    const earlier = merged.get(first);
    const item = items[at]!;
    merged.set(
      first,
      earlier
        ? { ...earlier, row: mergeCatalogueRow(earlier.row, asTwinOf(item.row, earlier.row)) }
        : item,
    );
  });
  return { items: [...merged.values()], duplicates: items.length - merged.size };
}

/**
 * Listings by brewery word: where a twin under a fuller or shorter brewery name, or with its
 * letters outside ASCII lost, is found.
 */
class TwinFinder<L extends Listing = Listing> {
  private readonly byWord = new Map<string, L[]>();
  add(listing: L) {
    for (const w of wordsOf(listing)) {
      const list = this.byWord.get(w);
      if (list) list.push(listing);
      else this.byWord.set(w, [listing]);
    }
  }
  find(listing: Listing): L | undefined {
    for (const w of wordsOf(listing))
      for (const other of this.byWord.get(w) ?? [])
        if (areTwinListings(other, listing)) return other;
    return undefined;
  }
}

const wordsOf = (listing: Listing) =>
  new Set([...listing.words, ...(listing.lettersLost?.words ?? [])]);

// The words of a stored beer's brewery, from its match key.
const listedBreweryWords = sql`string_to_array(split_part(${beers.matchKey}, '|', 1), ' ')`;
// A stored beer with a character outside ASCII: a letter of it a damaged export may have lost.
const listedOutsideAscii = sql`(${beers.brewery} || ${beers.name}) ~ ${String.raw`[^\x01-\x7f]`}`;

/**
 * Rows for beers the catalogue lists under another spelling (a twin: `areTwinListings`) are made
 * rows for that listing, so an import adds an alias instead of a second entry for one beer.
 * `listed`: the match keys of the beers looked at, every row's own among them when listed.
 */
async function foldIntoListedTwins(
  db: Db,
  rows: CatalogueRow[],
): Promise<{ rows: CatalogueRow[]; listed: Set<string> }> {
  const listings = rows.map((row) => listingOfBeer(row.brewery, row.name));
  // Candidates: beers of a brewery sharing a word with a row's (as written, or with its letters
  // outside ASCII lost, as a damaged listing of it was stored), and beers with letters a damaged
  // row may have lost; areTwinListings then decides.
  const words = [...new Set(listings.flatMap((l) => [...wordsOf(l)]))];
  const listed = await db
    .select({ name: beers.name, brewery: beers.brewery, matchKey: beers.matchKey })
    .from(beers)
    .where(sql`${listedBreweryWords} && ${sql.param(words)}::text[] or ${listedOutsideAscii}`)
    .orderBy(beers.createdAt, beers.id);
  const exact = new Set(listed.map((l) => l.matchKey));
  const twins = new TwinFinder<Listing & { listed: (typeof listed)[number] }>();
  for (const l of listed) twins.add({ ...listingOfBeer(l.brewery, l.name), listed: l });
  return {
    rows: rows.map((row, i) => {
      const twin = exact.has(listings[i]!.key) ? undefined : twins.find(listings[i]!);
      return twin ? asTwinOf(row, twin.listed) : row;
    }),
    listed: exact,
  };
}

/**
 * The match key each row will be stored under (its own, or that of the beer it is a twin of,
 * listed already or on an earlier row) and whether the catalogue lists that beer already. What
 * an import reports per line.
 */
export async function storedKeys(
  db: Db,
  rows: CatalogueRow[],
): Promise<{ key: string; listed: boolean }[]> {
  const { rows: folded, listed } = await foldIntoListedTwins(db, rows);
  return firstListings(folded).map((first) => {
    const key = beerMatchKey(folded[first]!.brewery, folded[first]!.name);
    return { key, listed: listed.has(key) };
  });
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
  if (input.rows.length === 0) return { added: 0, updated: 0 };
  const result = await db.transaction(async (tx) => {
    // One statement cannot update a row twice, so the chunk's own duplicates are folded first.
    const { rows: folded } = await foldIntoListedTwins(tx as unknown as Db, input.rows);
    const rows = mergeDuplicateRows(folded.map((row) => ({ row }))).items.map((i) => i.row);
    const values = rows.map(({ aliases: _aliases, ...row }) => ({
      ...row,
      matchKey: beerMatchKey(row.brewery, row.name),
      status: 'verified' as const,
      provenance: input.provenance,
    }));
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
