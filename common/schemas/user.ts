import { z } from 'zod';
import { PLANS } from '../plans';

/** The signed-in user as GET /api/user, login and register return it. */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  plan: z.enum(PLANS),
  /** Analyses counted in the current usage period. */
  analysesUsed: z.number().int(),
  analysisLimit: z.number().int(),
  /** ISO time the current usage period ends and the count starts again. */
  usageResetsAt: z.string(),
  hasSeenScanTips: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const ScanTipsSeenSchema = z.object({ hasSeenScanTips: z.boolean() });
export type ScanTipsSeen = z.infer<typeof ScanTipsSeenSchema>;

/** A row of the admin Users list (ra-data-simple-rest). */
export const AdminUserSchema = UserSchema.extend({
  subscriptionStatus: z.enum(['active', 'pending', 'none']),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
