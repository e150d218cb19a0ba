import { z } from 'zod';

/** One entry of the admin audit log: who changed what, when, and the fields before and after. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  resource: z.string(),
  resourceId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** The audit list's filter (ra-data-simple-rest `filter`). */
export const AuditFilterSchema = z.object({
  q: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
  resource: z.string().max(100).optional(),
  resourceId: z.string().max(100).optional(),
  actorId: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
