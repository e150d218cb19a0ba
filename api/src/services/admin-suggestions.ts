import { eq, ilike, type SQL } from 'drizzle-orm';
import type { SuggestionApprove } from '@common/schemas/admin-catalogue';
import type { Db } from '../db/client';
import { beerSuggestions } from '../db/schema';
import { ConflictError, NotFoundError } from '../errors';
import { containing } from '../lib/like';
import type { UserRow } from './accounts';
import { addBeer, requireBeer } from './admin-catalogue';
import { aliasKey } from './beer-aliases';
import { recordAudit } from './audit-log';
import { listPage, type ListQuery } from './list-page';
import { learnAlias } from './recognition-evidence';
import type { SuggestionRow } from './suggestions';

type Actor = Pick<UserRow, 'id' | 'username'>;
const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) =>
  db.transaction((t) => work(t as unknown as Db));

export const SUGGESTION_SORTS = ['createdAt', 'text', 'status'] as const;
export type SuggestionQuery = ListQuery<
  (typeof SUGGESTION_SORTS)[number],
  { status?: 'open' | 'accepted' | 'rejected'; q?: string }
>;

/** The review queue: "Suggest this beer" texts, open ones first by default (filter status). */
export function listSuggestions(db: Db, query: SuggestionQuery) {
  const where: SQL[] = [];
  if (query.filter?.status) where.push(eq(beerSuggestions.status, query.filter.status));
  const q = query.filter?.q?.trim();
  if (q) where.push(ilike(beerSuggestions.text, containing(q)));
  return listPage(db, beerSuggestions, query, where, [0, 24]);
}

export async function requireSuggestion(db: Db, id: string): Promise<SuggestionRow> {
  const [row] = await db.select().from(beerSuggestions).where(eq(beerSuggestions.id, id));
  if (!row) throw new NotFoundError('No suggestion with that id.', 'suggestion_not_found');
  return row;
}

/** Locks an open suggestion: two admins reviewing the same one cannot both decide it. */
async function lockOpen(tx: Db, id: string): Promise<SuggestionRow> {
  const [row] = await tx
    .select()
    .from(beerSuggestions)
    .where(eq(beerSuggestions.id, id))
    .for('update');
  if (!row) throw new NotFoundError('No suggestion with that id.', 'suggestion_not_found');
  if (row.status !== 'open') {
    throw new ConflictError(`This suggestion was already ${row.status}.`, 'suggestion_reviewed');
  }
  return row;
}

/**
 * Accepts a suggestion as a new catalogue beer (verified, so the next scan of that label can
 * name it) or as a beer the catalogue already has (its text becomes an alias of that beer); one
 * transaction with its audit entry.
 */
export async function approveSuggestion(
  db: Db,
  id: string,
  input: SuggestionApprove,
  actor: Actor,
  now: Date,
) {
  return inTx(db, async (tx) => {
    const suggestion = await lockOpen(tx, id);
    const beer =
      'beerId' in input
        ? await requireBeer(tx, input.beerId)
        : await addBeer(tx, input, 'suggestion');
    // The suggested text becomes a name the matcher knows the existing beer by, so the next
    // scan of that label names it (a new beer is found by its own brewery and name).
    const alias =
      'beerId' in input && aliasKey(suggestion.text)
        ? ((await learnAlias(tx, beer.id, suggestion.text.trim())) ?? null)
        : null;
    const [row] = await tx
      .update(beerSuggestions)
      .set({ status: 'accepted', beerId: beer.id, reviewedBy: actor.id, reviewedAt: now })
      .where(eq(beerSuggestions.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'beer_suggestion.approve',
      resource: 'suggestions',
      resourceId: id,
      before: { text: suggestion.text, status: 'open' },
      after: {
        status: 'accepted',
        beerId: beer.id,
        beer: `${beer.brewery} — ${beer.name}`,
        created: !('beerId' in input),
        ...(alias ? { alias: alias.alias } : {}),
      },
    });
    return { suggestion: row!, beer };
  });
}

export async function rejectSuggestion(db: Db, id: string, actor: Actor, now: Date) {
  return inTx(db, async (tx) => {
    const suggestion = await lockOpen(tx, id);
    const [row] = await tx
      .update(beerSuggestions)
      .set({ status: 'rejected', reviewedBy: actor.id, reviewedAt: now })
      .where(eq(beerSuggestions.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'beer_suggestion.reject',
      resource: 'suggestions',
      resourceId: id,
      before: { text: suggestion.text, status: 'open' },
      after: { status: 'rejected' },
    });
    return row!;
  });
}
