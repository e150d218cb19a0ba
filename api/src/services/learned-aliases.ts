import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { beerAliases, recognitionEvidence } from '../db/schema';
import { NotFoundError } from '../errors';
import { containing } from '../lib/like';
import { listPage, type ListQuery } from './list-page';
import { learnAlias } from './recognition-evidence';

type Filter = { q?: string; beerId?: string };

/** Learned aliases, newest first, filtered by text or beer. */
export function listLearnedAliases(db: Db, query: ListQuery<'createdAt' | 'alias', Filter>) {
  const where: SQL[] = [eq(beerAliases.source, 'learned')];
  if (query.filter?.q?.trim())
    where.push(ilike(beerAliases.alias, containing(query.filter.q.trim())));
  if (query.filter?.beerId) where.push(eq(beerAliases.beerId, query.filter.beerId));
  return listPage(db, beerAliases, query, where, [0, 24]);
}

/** What users said, newest first, filtered by text or beer. */
export function listRecognitionEvidence(db: Db, query: ListQuery<'createdAt' | 'text', Filter>) {
  const where: SQL[] = [];
  if (query.filter?.q?.trim())
    where.push(ilike(recognitionEvidence.text, containing(query.filter.q.trim())));
  if (query.filter?.beerId) where.push(eq(recognitionEvidence.beerId, query.filter.beerId));
  return listPage(db, recognitionEvidence, query, where, [0, 24]);
}

/** An admin vouches for one user's evidence: it becomes an alias without a second user. */
export async function approveEvidence(db: Db, id: string) {
  return db.transaction(async (tx) => {
    const [evidence] = await tx
      .select()
      .from(recognitionEvidence)
      .where(eq(recognitionEvidence.id, id));
    if (!evidence) throw new NotFoundError('No such evidence.', 'evidence_not_found');
    const learned = await learnAlias(tx as unknown as Db, evidence.beerId, evidence.text);
    if (learned) return learned;
    const [known] = await tx
      .select()
      .from(beerAliases)
      .where(
        and(eq(beerAliases.beerId, evidence.beerId), eq(beerAliases.aliasKey, evidence.textKey)),
      );
    return known!;
  });
}

/** Removes a learned alias: the matcher stops using it at its next scan. */
export async function removeLearnedAlias(db: Db, id: string): Promise<void> {
  const removed = await db
    .delete(beerAliases)
    .where(and(eq(beerAliases.id, id), eq(beerAliases.source, 'learned')))
    .returning({ id: beerAliases.id });
  if (!removed.length) throw new NotFoundError('No such learned alias.', 'alias_not_found');
}
