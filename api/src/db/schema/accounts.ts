import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    /** How premium was given: 'card' resets usage per billing period, 'coupon' and 'grant' (an admin) on the 1st. */
    premiumSource: text('premium_source', { enum: ['card', 'coupon', 'grant'] }),
    /** Card billing period (from Stripe); usage periods follow it for card premium. */
    billingPeriodStart: timestamp('billing_period_start', { withTimezone: true }),
    billingPeriodEnd: timestamp('billing_period_end', { withTimezone: true }),
    /** Premium from a yearly coupon ends here; null means no end. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The Stripe subscription's status as last read from Stripe (active, past_due, canceled…). */
    subscriptionStatus: text('subscription_status'),
    /** Cancelled by the user: premium runs to billing_period_end, then ends. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hasSeenScanTips: boolean('has_seen_scan_tips').notNull().default(false),
    /** Non-essential e-mail (tips and news): off until the user turns it on in the profile. */
    emailTips: boolean('email_tips').notNull().default(false),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** Style families picked in the one-time taste question, for "Best for you" from day one. */
    likedStyles: text('liked_styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dislikedStyles: text('disliked_styles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the taste question was answered or skipped; null means it has not been asked yet. */
    tasteAskedAt: timestamp('taste_asked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Alice" and "alice" are one account.
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A signed-in device. The JWT names its session, so sign-out and password changes end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Analyses counted per usage period (decisions.md 2): a new period is a new row, so a missed
 * reset job cannot exist. `used` only grows through a conditional update that respects `limit`.
 */
export const usagePeriods = pgTable(
  'usage_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    /** Analyses reserved by scans still running; they count against the limit until they end. */
    pending: integer('pending').notNull().default(0),
    /** When the latest of those was taken: a row whose latest is older than any scan is stale. */
    lastReservedAt: timestamp('last_reserved_at', { withTimezone: true }),
    limit: integer('analysis_limit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usage_periods_user_period_unique').on(t.userId, t.periodStart)],
);
