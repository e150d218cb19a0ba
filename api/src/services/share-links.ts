import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { ShareCreate } from '@common/schemas/share';
import type { Db } from '../db/client';
import { analyses, shareLinks, users } from '../db/schema';
import { NotFoundError } from '../errors';
import type { UserRow } from './accounts';
import { requireAnalysis } from './analyses';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

const liveLink = isNull(shareLinks.revokedAt);
const shareNotFound = () =>
  new NotFoundError('This share link does not exist or was turned off.', 'share_not_found');

/**
 * Only a scan's owner may share or unshare it. Another account's scan is a 404, like one that
 * does not exist, so an id never tells whether someone else has such a scan (docs/security.md).
 */
async function requireOwnScan(db: Db, analysisId: string, user: UserRow) {
  const [scan] = await db
    .select({ id: analyses.id })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.userId, user.id)));
  if (!scan) throw new NotFoundError('No such analysis.', 'analysis_not_found');
}

/**
 * The scan's live public link, made now or, when there is one already, the same link with the
 * photo choice updated: one insert that the partial unique index settles, so two "Share" taps at
 * once still leave one link.
 */
export async function shareScan(db: Db, analysisId: string, input: ShareCreate, user: UserRow) {
  await requireOwnScan(db, analysisId, user);
  const [row] = await db
    .insert(shareLinks)
    .values({
      token: randomBytes(16).toString('base64url'),
      analysisId,
      userId: user.id,
      includePhoto: input.includePhoto,
    })
    .onConflictDoUpdate({
      target: shareLinks.analysisId,
      targetWhere: sql`${shareLinks.revokedAt} is null`,
      set: { includePhoto: input.includePhoto },
    })
    // xmax is 0 on a row this statement inserted, the updater's id on one it updated.
    .returning({ ...getTableColumns(shareLinks), created: sql<boolean>`(xmax = 0)` });
  const { created, ...link } = row!;
  return { link, created };
}

/** The owner's live link for a scan; 404 share_not_found when it is not shared. */
export async function requireOwnShareLink(db: Db, analysisId: string, user: UserRow) {
  await requireOwnScan(db, analysisId, user);
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.analysisId, analysisId), liveLink));
  if (!link) throw shareNotFound();
  return link;
}

/** Turns the scan's public link off for good: its token answers 404 from now on. */
export async function revokeShareLink(db: Db, analysisId: string, user: UserRow, now: Date) {
  await requireOwnScan(db, analysisId, user);
  const revoked = await db
    .update(shareLinks)
    .set({ revokedAt: now })
    .where(and(eq(shareLinks.analysisId, analysisId), liveLink))
    .returning({ id: shareLinks.id });
  if (!revoked.length) throw shareNotFound();
}

/** What a public share page shows: the link, and the scan as its owner sees it. */
export async function loadSharedScan(db: Db, token: string) {
  const [found] = await db
    .select({ link: shareLinks, owner: users })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(and(eq(shareLinks.token, token), liveLink));
  if (!found) throw shareNotFound();
  const stored = await requireAnalysis(db, found.link.analysisId, found.owner);
  return { ...found, stored };
}
