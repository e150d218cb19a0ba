import { z } from 'zod';
import { AdminUserSchema } from './user';

const reason = z
  .string()
  .trim()
  .min(3, 'Give a reason (at least 3 characters)')
  .max(500, 'Must be at most 500 characters');
/** The reason an admin gives for a change, kept in the audit log. */
export const AdminReasonSchema = reason;

/** The Users list's filter: search, plan, admin, joined between two dates. */
export const AdminUserFilterSchema = z.object({
  q: z.string().max(200).optional(),
  plan: z.enum(['free', 'premium']).optional(),
  isPremium: z.boolean().optional(),
  isAdmin: z.boolean().optional(),
  joinedFrom: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
  joinedTo: z.iso.date('Must be a date (YYYY-MM-DD)').optional(),
});

/** PUT /api/admin/users/:id: react-admin sends the whole record; names and e-mail are kept. */
export const AdminUserUpdateSchema = z.object({
  firstName: z.string().trim().max(100, 'Must be at most 100 characters'),
  lastName: z.string().trim().max(100, 'Must be at most 100 characters'),
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address').max(254)),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/** POST /api/admin/users/:id/premium: premium given by an admin, until a date or for good. */
export const PremiumGrantSchema = z.strictObject({
  reason,
  endsAt: z.iso
    .date('Must be a date (YYYY-MM-DD)')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type PremiumGrantInput = z.infer<typeof PremiumGrantSchema>;

export const PremiumRevokeSchema = z.strictObject({ reason });
export const AdminRoleSchema = z.strictObject({ isAdmin: z.boolean() });

/** GET /api/admin/users/:id: the list row plus what the operator needs to help that user. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  premiumSource: z.enum(['card', 'coupon', 'grant']).nullable(),
  premiumUntil: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  scans: z.number().int(),
  scansThisPeriod: z.number().int(),
  collectionSize: z.number().int(),
  ratings: z.number().int(),
  grants: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      endsAt: z.string().nullable(),
      grantedBy: z.string().nullable(),
      revokedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
