import { z } from 'zod';
import { ENTITLEMENTS, PLANS } from '../plans';

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
  /** What the user may do now (the API's policies decide; clients never test the plan). */
  entitlements: z.object(
    Object.fromEntries(ENTITLEMENTS.map((e) => [e, z.boolean()])) as Record<
      (typeof ENTITLEMENTS)[number],
      z.ZodBoolean
    >,
  ),
  /** Analyses counted in the current usage period. */
  analysesUsed: z.number().int(),
  analysisLimit: z.number().int(),
  /** ISO time the current usage period ends and the count starts again. */
  usageResetsAt: z.string(),
  hasSeenScanTips: z.boolean(),
  /** Tips and news by e-mail (non-essential; off until turned on in the profile). */
  emailTips: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const ScanTipsSeenSchema = z.object({ hasSeenScanTips: z.boolean() });
export type ScanTipsSeen = z.infer<typeof ScanTipsSeenSchema>;

/** A row of the admin Users list (ra-data-simple-rest). */
export const AdminUserSchema = UserSchema.omit({ entitlements: true }).extend({
  subscriptionStatus: z.enum(['active', 'pending', 'none']),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/session: who is signed in, if anyone; a guest is `null`, not a 401 error. */
export const SessionSchema = z.object({ user: UserSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;
