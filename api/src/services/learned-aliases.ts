import { and, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beerAliases, beers, recognitionEvidence } from '../db/schema';
import { NotFoundError } from '../errors';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';
import { listPage, type ListQuery } from './list-page';
import { learnAlias } from './recognition-evidence';

type Filter = { q?: string; beerId?: string };
type Actor = Pick<UserRow, 'id' | 'username'>;

/** Each row with the name of its beer ("Brewery — Name"), for a list an operator can read. */
async function withBeerNames<R extends { beerId: string }>(db: Db, rows: R[]) {
  const ids = [...new Set(rows.map((r) => r.beerId))];
  const named = ids.length
    ? await db
        .select({ id: beers.id, name: beers.name, brewery: beers.brewery })
        .from(beers)
        .where(inArray(beers.id, ids))
    : [];
  const names = new Map(named.map((b) => [b.id, `${b.brewery} — ${b.name}`]));
  return rows.map((r) => ({ ...r, beerName: names.get(r.beerId) ?? '' }));
}

/** Learned aliases, newest first, filtered by text or beer. */
export async function listLearnedAliases(db: Db, query: ListQuery<'createdAt' | 'alias', Filter>) {
  const where: SQL[] = [eq(beerAliases.source, 'learned')];
  if (query.filter?.q?.trim())
    where.push(ilike(beerAliases.alias, containing(query.filter.q.trim())));
  if (query.filter?.beerId) where.push(eq(beerAliases.beerId, query.filter.beerId));
  const page = await listPage(db, beerAliases, query, where, [0, 24]);
  return { ...page, rows: await withBeerNames(db, page.rows) };
}

/** What users said, newest first, filtered by text or beer. */
export async function listRecognitionEvidence(
  db: Db,
  query: ListQuery<'createdAt' | 'text', Filter>,
) {
  const where: SQL[] = [];
  if (query.filter?.q?.trim())
    where.push(ilike(recognitionEvidence.text, containing(query.filter.q.trim())));
  if (query.filter?.beerId) where.push(eq(recognitionEvidence.beerId, query.filter.beerId));
  const page = await listPage(db, recognitionEvidence, query, where, [0, 24]);
  return { ...page, rows: await withBeerNames(db, page.rows) };
}

/**
 * An admin vouches for one user's evidence: it becomes an alias without a second user. One
 * transaction with its audit entry (also when the beer already had that alias).
 */
export async function approveEvidence(db: Db, id: string, actor: Actor) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [evidence] = await tx
      .select()
      .from(recognitionEvidence)
      .where(eq(recognitionEvidence.id, id));
    if (!evidence) throw new NotFoundError('No such evidence.', 'evidence_not_found');
    const learned = await learnAlias(tx, evidence.beerId, evidence.text);
    const [alias] = learned
      ? [learned]
      : await tx
          .select()
          .from(beerAliases)
          .where(
            and(
              eq(beerAliases.beerId, evidence.beerId),
              eq(beerAliases.aliasKey, evidence.textKey),
            ),
          );
    await recordAudit(tx, {
      actor,
      action: 'recognition_evidence.approve',
      resource: 'recognition-evidence',
      resourceId: id,
      before: { beerId: evidence.beerId, userId: evidence.userId, text: evidence.text },
      after: { aliasId: alias!.id, alias: alias!.alias, created: Boolean(learned) },
    });
    return alias!;
  });
}

/** Removes a learned alias (audited): the matcher stops using it at its next scan. */
export async function removeLearnedAlias(db: Db, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [removed] = await tx
      .delete(beerAliases)
      .where(and(eq(beerAliases.id, id), eq(beerAliases.source, 'learned')))
      .returning();
    if (!removed) throw new NotFoundError('No such learned alias.', 'alias_not_found');
    await recordAudit(tx, {
      actor,
      action: 'learned_alias.remove',
      resource: 'learned-aliases',
      resourceId: id,
      before: { beerId: removed.beerId, alias: removed.alias },
    });
  });
}
