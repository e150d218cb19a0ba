import { z } from 'zod';
import { AdminReasonSchema } from './admin-users';

/** The one text for "no Stripe keys" (decisions.md 8): the API's 503 and the Premium page say it. */
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Card payment is not configured yet. Coupons still work.';

/** GET /api/stripe-public-key (503 `payments_unavailable` when card payments are not set up). */
export const StripePublicKeySchema = z.object({ publicKey: z.string() });
export type StripePublicKey = z.infer<typeof StripePublicKeySchema>;

/** POST /api/create-subscription: the Payment Element pays the first invoice with this secret. */
export const CreateSubscriptionResultSchema = z.object({
  /** Null when nothing is left to pay (a 100% discount): the subscription is active already. */
  clientSecret: z.string().nullable(),
  status: z.string(),
});
export type CreateSubscriptionResult = z.infer<typeof CreateSubscriptionResultSchema>;

/** POST /api/verify-payment-success: whether Stripe says the subscription is paid. */
export const VerifyPaymentResultSchema = z.object({ success: z.boolean(), status: z.string() });
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResultSchema>;

/** The Manage Subscription card: GET /api/subscription, and cancel / resume answers. */
export const SubscriptionSummarySchema = z.object({
  plan: z.literal('Premium'),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** ISO time the paid period ends: the next renewal, or the end of premium when cancelled. */
  currentPeriodEnd: z.string().nullable(),
  /** The next renewal in the smallest currency unit, discounts taken off. */
  nextAmount: z.number().int(),
  currency: z.string(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** POST /api/subscription/portal: the Stripe billing portal page to go to. */
export const BillingPortalSchema = z.object({ url: z.string() });
export type BillingPortal = z.infer<typeof BillingPortalSchema>;

/** A row of the admin Subscriptions list: one per user with a Stripe customer or premium. */
export const AdminSubscriptionSchema = z.object({
  /** The user's id (react-admin needs `id`). */
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** Spec 4: Active if premium, Pending with a Stripe customer only, None otherwise. */
  status: z.enum(['active', 'pending', 'none']),
  premiumSource: z.enum(['card', 'coupon', 'grant']).nullable(),
  /** Stripe's own status as last read (active, past_due, canceled…), if any. */
  stripeStatus: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

/** POST /api/admin/subscriptions/:id/cancel: cancels at the period end, with a reason (audited). */
export const AdminSubscriptionCancelSchema = z.strictObject({ reason: AdminReasonSchema });
export type AdminSubscriptionCancel = z.infer<typeof AdminSubscriptionCancelSchema>;
