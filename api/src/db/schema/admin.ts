import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Every change an admin makes, written in the transaction of the change itself (so a change
 * without its entry cannot exist). The actor's name is copied: the entry outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** dotted verb: 'user.update', 'user.premium_grant', 'settings.update', 'beer.merge'… */
    action: text('action').notNull(),
    /** The admin resource the change is about ('users', 'sites', 'beers'…) and its id. */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_resource_idx').on(t.resource, t.resourceId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * Premium given by an admin (support, a partner, a refund): who, why, until when. The user's
 * plan itself lives on `users` (premium_source 'grant', premium_until); this is the record.
 */
export const premiumGrants = pgTable(
  'premium_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('premium_grants_user_idx').on(t.userId, t.createdAt)],
);
