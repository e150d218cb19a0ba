import { and, countDistinct, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { beerMatchKey } from '@common/domain/beer-key';
import type { AdminBeerUpdate } from '@common/schemas/admin-catalogue';
import type { Db } from '../db/client';
import {
  analysisBeerResults,
  beerAliases,
  beerDetails,
  beerSuggestions,
  beers,
  collections,
  recognitionEvidence,
  retailerInventory,
  userBeerRatings,
} from '../db/schema';
import { ConflictError, NotFoundError, ValidationError, pgErrorOf } from '../errors';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { changedFields, recordAudit } from './audit-log';
import { listPage, type ListQuery } from './list-page';
import { AGREEING_USERS, learnAlias } from './recognition-evidence';

type Actor = Pick<UserRow, 'id' | 'username'>;
export type BeerRow = typeof beers.$inferSelect;
const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

export const ADMIN_BEER_SORTS = ['name', 'brewery', 'style', 'createdAt', 'updatedAt'] as const;
export type AdminBeerQuery = ListQuery<
  (typeof ADMIN_BEER_SORTS)[number],
  { q?: string; style?: string; status?: 'verified' | 'unverified' }
>;

export async function listCatalogue(db: Db, query: AdminBeerQuery) {
  const f = query.filter ?? {};
  const where: SQL[] = [];
  const q = f.q?.trim();
  if (q) where.push(or(ilike(beers.name, containing(q)), ilike(beers.brewery, containing(q)))!);
  if (f.style) where.push(ilike(beers.style, containing(f.style)));
  if (f.status) where.push(eq(beers.status, f.status));
  return listPage(db, beers, query, where, [0, 24]);
}

export async function requireBeer(db: Db, id: string): Promise<BeerRow> {
  const [row] = await db.select().from(beers).where(eq(beers.id, id));
  if (!row) throw new NotFoundError('No beer with that id.', 'beer_not_found');
  return row;
}

const duplicateError = () =>
  new ConflictError(
    'Another beer already has this brewery and name; merge the two instead.',
    'beer_exists',
    { name: ['Another beer already has this brewery and name'] },
  );

const editable = (b: BeerRow) => ({
  name: b.name,
  brewery: b.brewery,
  style: b.style,
  abv: b.abv,
  ibu: b.ibu,
  description: b.description,
  origin: b.origin,
  imageUrl: b.imageUrl,
  status: b.status,
});

/** Edits a beer's facts (its match key follows its brewery and name); audited. */
export async function updateBeer(
  db: Db,
  id: string,
  patch: AdminBeerUpdate,
  actor: Actor,
  now: Date,
): Promise<BeerRow> {
  try {
    return await inTx(db, async (tx) => {
      const before = await requireBeer(tx, id);
      const [after] = await tx
        .update(beers)
        .set({ ...patch, matchKey: beerMatchKey(patch.brewery, patch.name), updatedAt: now })
        .where(eq(beers.id, id))
        .returning();
      const diff = changedFields(editable(before), editable(after!));
      if (Object.keys(diff.after).length) {
        await recordAudit(tx, {
          actor,
          action: 'beer.update',
          resource: 'beers',
          resourceId: id,
          ...diff,
        });
      }
      return after!;
    });
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw duplicateError();
    throw err;
  }
}

/**
 * Merges a duplicate into the beer that stays, in one transaction: collections, ratings, scan
 * results, retailer listings, aliases and recognition evidence move to it (where a user, a scan
 * or a spelling already has both, the kept beer's row stays), widget scan records are rewritten,
 * then the duplicate is deleted.
 */
export async function mergeBeers(
  db: Db,
  input: { fromId: string; intoId: string },
  actor: Actor,
  now: Date,
) {
  if (input.fromId === input.intoId) {
    throw new ValidationError(
      'A beer cannot be merged into itself.',
      {
        intoId: ['Choose another beer'],
      },
      'merge_into_itself',
    );
  }
  return inTx(db, async (tx) => {
    // Lock both rows in a fixed order, so two merges of the same pair cannot interleave.
    const locked = await tx
      .select()
      .from(beers)
      .where(inArray(beers.id, [input.fromId, input.intoId]))
      .orderBy(beers.id)
      .for('update');
    const from = locked.find((b) => b.id === input.fromId);
    const into = locked.find((b) => b.id === input.intoId);
    if (!from || !into) throw new NotFoundError('No beer with that id.', 'beer_not_found');
    const moved: Record<string, number> = {};
    const move = async (name: string, table: typeof collections | typeof userBeerRatings) => {
      // Where the user has both, the kept beer's row wins and the duplicate's goes.
      await tx.execute(sql`delete from ${table} d where d.beer_id = ${from.id}
        and exists (select 1 from ${table} k where k.beer_id = ${into.id} and k.user_id = d.user_id)`);
      const rows = await tx
        .update(table)
        .set({ beerId: into.id })
        .where(eq(table.beerId, from.id))
        .returning({ id: table.id });
      moved[name] = rows.length;
    };
    await move('collections', collections);
    await move('ratings', userBeerRatings);
    await tx.execute(sql`delete from analysis_beer_results d where d.beer_id = ${from.id}
      and exists (select 1 from analysis_beer_results k where k.beer_id = ${into.id} and k.analysis_id = d.analysis_id)`);
    moved.scanResults = (
      await tx
        .update(analysisBeerResults)
        .set({ beerId: into.id })
        .where(eq(analysisBeerResults.beerId, from.id))
        .returning({ id: analysisBeerResults.id })
    ).length;
    moved.listings = (
      await tx
        .update(retailerInventory)
        .set({ beerId: into.id })
        .where(eq(retailerInventory.beerId, from.id))
        .returning({ id: retailerInventory.id })
    ).length;
    await tx.execute(sql`update widget_scans set beer_ids = (
        select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements_text(beer_ids) as e(x)
        cross join lateral (select case when e.x = ${from.id} then ${into.id} else e.x end as v) m)
      where beer_ids ? ${from.id}`);
    await tx.execute(sql`update analysis_beer_results set alternatives = (
        select coalesce(jsonb_agg(distinct v), '[]'::jsonb) from jsonb_array_elements_text(alternatives) as e(x)
        cross join lateral (select case when e.x = ${from.id} then ${into.id} else e.x end as v) m
        where v <> analysis_beer_results.beer_id::text)
      where alternatives ? ${from.id}`);
    await tx
      .update(beerSuggestions)
      .set({ beerId: into.id })
      .where(eq(beerSuggestions.beerId, from.id));
    // An alias the kept beer already has (same spelling) stays; the duplicate's copy goes.
    await tx.execute(sql`delete from ${beerAliases} d where d.beer_id = ${from.id}
      and exists (select 1 from ${beerAliases} k where k.beer_id = ${into.id} and k.alias_key = d.alias_key)`);
    moved.aliases = (
      await tx
        .update(beerAliases)
        .set({ beerId: into.id })
        .where(eq(beerAliases.beerId, from.id))
        .returning({ id: beerAliases.id })
    ).length;
    await tx.execute(sql`delete from ${recognitionEvidence} d where d.beer_id = ${from.id}
      and exists (select 1 from ${recognitionEvidence} k where k.beer_id = ${into.id}
        and k.text_key = d.text_key and k.user_id = d.user_id)`);
    const evidence = await tx
      .update(recognitionEvidence)
      .set({ beerId: into.id })
      .where(eq(recognitionEvidence.beerId, from.id))
      .returning({ text: recognitionEvidence.text, textKey: recognitionEvidence.textKey });
    moved.evidence = evidence.length;
    // Users who read the same label as one beer each may now agree on it: that teaches an alias.
    for (const e of new Map(evidence.map((row) => [row.textKey, row])).values()) {
      const [agree] = await tx
        .select({ users: countDistinct(recognitionEvidence.userId) })
        .from(recognitionEvidence)
        .where(
          and(eq(recognitionEvidence.beerId, into.id), eq(recognitionEvidence.textKey, e.textKey)),
        );
      if ((agree?.users ?? 0) >= AGREEING_USERS) await learnAlias(tx, into.id, e.text);
    }
    await tx.delete(beerDetails).where(eq(beerDetails.beerId, from.id));
    await tx.delete(beers).where(eq(beers.id, from.id));
    await tx.update(beers).set({ updatedAt: now }).where(eq(beers.id, into.id));
    await recordAudit(tx, {
      actor,
      action: 'beer.merge',
      resource: 'beers',
      resourceId: into.id,
      before: { merged: { id: from.id, ...editable(from) } },
      after: { kept: into.id, moved },
    });
    return { into, moved };
  });
}

/** A beer added by an admin (approving a suggestion): verified, so the matcher uses it. */
export async function addBeer(
  tx: Db,
  input: { name: string; brewery: string; style: string | null },
  provenance: string,
): Promise<BeerRow> {
  try {
    const [row] = await tx
      .insert(beers)
      .values({ ...input, matchKey: beerMatchKey(input.brewery, input.name), provenance })
      .returning();
    return row!;
  } catch (err) {
    if (pgErrorOf(err)?.code === '23505') throw duplicateError();
    throw err;
  }
}
