import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'lifetime', 'yearly'] }).notNull(),
    discountValue: integer('discount_value').notNull().default(0),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    batchName: text('batch_name'),
    batchDescription: text('batch_description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    index('coupons_created_idx').on(t.createdAt),
    index('coupons_batch_idx').on(t.batchName),
    // The database itself refuses an overspent coupon, whatever the code above it does.
    check('coupons_used_within_max', sql`${t.usedCount} between 0 and ${t.maxUses}`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeDiscountId: text('stripe_discount_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_user_unique').on(t.couponId, t.userId),
    index('coupon_redemptions_user_idx').on(t.userId),
    index('coupon_redemptions_redeemed_idx').on(t.redeemedAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** Keys an admin sets in the console (OpenAI, Stripe, SendGrid…); environment variables win. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
