import { z } from 'zod';

const day = <T extends z.ZodRawShape>(shape: T) => z.object({ date: z.string(), ...shape });

export const AdminDashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

/** GET /api/admin/dashboard: the operator's figures over the last `days` UTC days. */
export const AdminDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  users: z.object({
    total: z.number(),
    admins: z.number(),
    newInRange: z.number(),
    newPerDay: z.array(day({ count: z.number() })),
  }),
  premium: z.object({ users: z.number(), bySource: z.record(z.string(), z.number()) }),
  scans: z.object({
    total: z.number(),
    identified: z.number(),
    /** Scans that named at least one beer, of all scans in the range; null without scans. */
    identifiedShare: z.number().nullable(),
    perDay: z.array(day({ scans: z.number(), identified: z.number() })),
  }),
  coupons: z.object({
    redemptionsTotal: z.number(),
    redemptionsPerDay: z.array(day({ count: z.number() })),
  }),
  /** Paid Stripe invoices per UTC calendar month, the last 12 (this one included), oldest first. */
  revenue: z.object({
    currencies: z.array(z.string()),
    /** Per currency over the 12 months, in cents (the currency's smallest unit). */
    total: z.record(z.string(), z.number()),
    perMonth: z.array(
      z.object({
        month: z.string(),
        /** Cents per currency, every currency of `currencies` present (0 when nothing was paid). */
        amounts: z.record(z.string(), z.number()),
        invoices: z.number(),
      }),
    ),
  }),
  /** Users who became premium by card: a payer's first paid invoice. */
  conversions: z.object({
    inRange: z.number(),
    perDay: z.array(day({ count: z.number() })),
    perMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  }),
  topBeers: z.array(
    z.object({ id: z.string(), name: z.string(), brewery: z.string(), count: z.number() }),
  ),
  topUnrecognised: z.array(z.object({ text: z.string(), count: z.number() })),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
