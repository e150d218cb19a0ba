import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { premiumGrants, users } from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { UserRow } from './accounts';
import { recordAudit } from './audit-log';
import { planOf } from '../policies';

type Actor = Pick<UserRow, 'id' | 'username'>;
export type PremiumGrantRow = typeof premiumGrants.$inferSelect;

/** A grant's end date (YYYY-MM-DD) covers that whole day: premium ends at 00:00 UTC after it. */
export const grantEnd = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

const planFacts = (u: UserRow) => ({
  isPremium: u.isPremium,
  premiumSource: u.premiumSource,
  premiumUntil: u.premiumUntil?.toISOString() ?? null,
});

async function lockUser(tx: Db, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new NotFoundError('No user with that id.', 'user_not_found');
  return user;
}

/**
 * Gives premium by an admin's hand (support, partners, goodwill), with a reason and an optional
 * end date; usage then resets on the 1st like coupon premium. Card subscribers are refused: their
 * plan follows Stripe, and a grant would be overwritten by the next invoice.
 */
export async function grantPremium(
  db: Db,
  input: { userId: string; reason: string; endsAt: string | null },
  actor: Actor,
  now: Date,
): Promise<PremiumGrantRow> {
  const endsAt = input.endsAt ? grantEnd(input.endsAt) : null;
  if (endsAt && endsAt <= now) {
    throw new ValidationError(
      'The end date must be in the future.',
      { endsAt: ['The end date must be in the future.'] },
      'grant_end_in_past',
    );
  }
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await lockUser(tx, input.userId);
    if (planOf(user, now) === 'premium' && user.premiumSource === 'card') {
      throw new ConflictError(
        'This user pays for premium by card; manage it under Subscriptions.',
        'premium_by_card',
      );
    }
    // An earlier grant still open is replaced by this one.
    await tx
      .update(premiumGrants)
      .set({ revokedAt: now, revokedBy: actor.id, revokeReason: 'Replaced by a new grant' })
      .where(and(eq(premiumGrants.userId, user.id), isNull(premiumGrants.revokedAt)));
    const [grant] = await tx
      .insert(premiumGrants)
      .values({ userId: user.id, grantedBy: actor.id, reason: input.reason, endsAt })
      .returning();
    const [after] = await tx
      .update(users)
      .set({ isPremium: true, premiumSource: 'grant', premiumUntil: endsAt })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'user.premium_grant',
      resource: 'users',
      resourceId: user.id,
      before: planFacts(user),
      after: planFacts(after!),
      reason: input.reason,
    });
    return grant!;
  });
}

/** Ends premium that was granted or came from a coupon; card premium is cancelled in Stripe. */
export async function revokePremium(
  db: Db,
  input: { userId: string; reason: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const user = await lockUser(tx, input.userId);
    if (planOf(user, now) !== 'premium') {
      throw new ConflictError('This user has no premium to revoke.', 'not_premium');
    }
    if (user.premiumSource === 'card') {
      throw new ConflictError(
        'This user pays for premium by card; cancel the subscription under Subscriptions.',
        'premium_by_card',
      );
    }
    await tx
      .update(premiumGrants)
      .set({ revokedAt: now, revokedBy: actor.id, revokeReason: input.reason })
      .where(and(eq(premiumGrants.userId, user.id), isNull(premiumGrants.revokedAt)));
    const [after] = await tx
      .update(users)
      .set({ isPremium: false, premiumSource: null, premiumUntil: null })
      .where(eq(users.id, user.id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'user.premium_revoke',
      resource: 'users',
      resourceId: user.id,
      before: planFacts(user),
      after: planFacts(after!),
      reason: input.reason,
    });
  });
}

/** A user's grants, newest first (the user page shows them). */
export function listGrants(db: Db, userId: string): Promise<PremiumGrantRow[]> {
  return db
    .select()
    .from(premiumGrants)
    .where(eq(premiumGrants.userId, userId))
    .orderBy(desc(premiumGrants.createdAt));
}
