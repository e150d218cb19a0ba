import { z } from 'zod';

/** Spec 7 POST /api/test/email: which kind of e-mail to try, to whom, greeting whom. */
export const TEST_EMAIL_TYPES = ['welcome', 'premium', 'analysis'] as const;
export const TestEmailSchema = z.strictObject({
  type: z.enum(TEST_EMAIL_TYPES, { error: 'Type must be welcome, premium or analysis' }),
  email: z.string().trim().pipe(z.email('Invalid email address').max(254, 'Invalid email address')),
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username must be at most 50 characters'),
});
export type TestEmail = z.infer<typeof TestEmailSchema>;

/** The spec's own messages (section 8). */
export const TEST_EMAIL_SENT = 'Email sent successfully!';
export const TEST_EMAIL_FAILED = 'Email failed';
export const TestEmailResultSchema = z.object({ success: z.boolean(), message: z.string() });

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

/** A row of the console's emails tab: the outbox. */
export const OutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  priority: z.boolean(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

/** One outbox e-mail opened in the console: the message as it was rendered. */
export const OutboxEmailDetailSchema = OutboxEmailSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxEmailDetail = z.infer<typeof OutboxEmailDetailSchema>;
